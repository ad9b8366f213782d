import Foundation
import Replay
import Testing
import AppTestSupport
#if canImport(Glibc)
    import Glibc
#endif

/// Script files that are not what they seem: a directory, a file nobody can read, an empty
/// file, one of 100 MB, Windows line ends, a byte-order mark. Each is refused with a line
/// naming it (exit 2, nothing run) or runs as its text says.
@MainActor
@Suite struct ScriptFileTests {
    private let folder: URL

    init() throws { folder = try CommandLineHarness.temporaryDirectory() }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func refusal(_ path: String) -> [String] {
        var harness = CommandLineHarness()
        #expect(harness.run([path]) == 2)
        #expect(harness.output.isEmpty, "nothing ran")
        return harness.errors
    }

    @Test func aDirectoryIsRefused() {
        #expect(refusal(folder.path) == ["seam: \(folder.path) is a directory, not a script"])
    }

    @Test func aFileThatCannotBeOpenedIsRefusedWithTheReason() throws {
        // A socket cannot be opened for reading by anyone, root included.
        let path = folder.appendingPathComponent("socket.replay").path
        let socketFD = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socketFD >= 0)
        defer { close(socketFD) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (i, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0, "bind \(path)")
        #expect(refusal(path) == ["seam: cannot read \(path): \(String(cString: strerror(ENXIO)))"])
    }

    @Test func aFileWithoutReadPermissionIsRefused() throws {
        let path = try file("locked.replay", Array("press Down\n".utf8))
        chmod(path, 0)
        defer { chmod(path, 0o644) }
        guard geteuid() != 0 else { return }  // root reads it anyway; the socket test covers root
        #expect(refusal(path) == ["seam: cannot read \(path): \(String(cString: strerror(EACCES)))"])
    }

    @Test func aMissingFileIsRefused() {
        let path = folder.appendingPathComponent("none.replay").path
        #expect(refusal(path) == ["seam: cannot read \(path): \(String(cString: strerror(ENOENT)))"])
    }

    /// A script of 100 MB (here a sparse file) is refused from its size, without reading it:
    /// scripts are at most 16 MB, over a million keys.
    @Test func aHundredMegabyteScriptIsRefusedUnread() throws {
        let path = try file("huge.replay", [])
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        #expect(refusal(path) == ["seam: \(path) is 104857600 bytes; a script may be at most 16777216 (16 MB)"])
        var harness = CommandLineHarness()
        harness.standardInput = String(repeating: "# long\n", count: (16 << 20) / 7 + 1)
        #expect(harness.run(["-"]) == 2)
        #expect(
            harness.errors == ["seam: <stdin> is more than 16777216 bytes; a script may be at most 16777216 (16 MB)"])
    }

    @Test func anEmptyScriptRunsNothingAndShowsTheFirstFrame() throws {
        let path = try file("empty.replay", [])
        var harness = CommandLineHarness()
        #expect(harness.run([path, "--size", "40x12"]) == 0)
        #expect(harness.errors.isEmpty)
        #expect(harness.output.joined().contains("Invoice #00001"))
    }

    /// Windows line ends and a byte-order mark read as the same script, and errors point at
    /// the same line and column.
    @Test func crlfLineEndsAndAByteOrderMarkReadAsTheSameScript() throws {
        let text = "size 40x12\npress Down Down Enter\nexpect title \"Invoice #00003\"\n"
        let plain = try file("plain.replay", Array(text.utf8))
        let windows = try file(
            "windows.replay", [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        var a = CommandLineHarness(), b = CommandLineHarness()
        #expect(a.run([plain]) == 0)
        #expect(b.run([windows]) == 0)
        #expect(a.output == b.output)
        let broken = try file("broken.replay", [0xEF, 0xBB, 0xBF] + Array("press Dwn\r\nresize 0x0\r\n".utf8))
        #expect(
            refusal(broken) == [
                "\(broken):1:7: unknown key \"Dwn\"",
                "\(broken):2:8: bad size \"0x0\"; columns and rows run from 1 to 1000",
            ])
    }
}
