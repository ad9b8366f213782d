import Foundation

/// Replaces a file's contents all at once: the bytes go to a temporary file beside it
/// (`.NAME.seam-tmp`), which is then renamed over it. `seam record` writes its script
/// this way after every batch of input.
///
/// The one rule: a reader — or a session killed at any moment, even by SIGKILL — only ever
/// sees the old contents or the new ones, never a mix or a truncated file. (Data reaches
/// the disk when the system flushes it; a power cut is not covered, a killed process is.)
public enum AtomicFile {
    /// A write that did not happen: the file at `path` still holds its old contents.
    public struct Failure: Error, CustomStringConvertible {
        /// The file that was to be written.
        public var path: String
        /// What the system said, as `strerror` words it.
        public var reason: String
        /// `cannot write PATH: REASON`.
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// The temporary file `write` uses for `path`: hidden, in the same directory, so the
    /// rename stays on one file system.
    public static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".seam-tmp").path
    }

    /// Writes `text` to the temporary file, closes it, and renames it over `path`.
    public static func write(_ text: String, to path: String) throws(Failure) {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let error = failure(path)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            bytes = bytes.dropFirst(written)
        }
        guard close(descriptor) == 0 else { unlink(temporary); throw failure(path) }
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ path: String) -> Failure {
        Failure(path: path, reason: String(cString: strerror(errno)))
    }
}
