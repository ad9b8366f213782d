import Foundation

/// The `seam` executable that `swift build` made beside the test bundle, for tests that run
/// the real program on a pseudo-terminal.
public enum SeamExecutable {
    /// Its path; tests fail with a message naming it when it is missing (`make test` and
    /// `swift build` make it).
    public static var path: String {
        let tests = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                        ?? CommandLine.arguments[0])
        return tests.deletingLastPathComponent().appendingPathComponent("seam").path
    }

    public static var exists: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// The environment a terminal session runs in: a known terminal type and a UTF-8 locale.
    public static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"].merging(extra) { $1 }
    }
}
