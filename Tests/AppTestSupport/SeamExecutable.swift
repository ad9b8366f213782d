import Foundation

/// The `seam` executable that `swift build` made beside the test bundle, for tests that run
/// the real program on a pseudo-terminal.
public enum SeamExecutable {
    /// Its path; tests fail with a message naming it when it is missing (`make test` and
    /// `swift build` make it).
    public static var path: String {
        let tests = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0])
        return tests.deletingLastPathComponent().appendingPathComponent("seam").path
    }

    public static var exists: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// The environment a terminal session runs in: a known terminal type and a UTF-8 locale;
    /// the sanitizers' options pass through, so a sanitized child runs as the tests do.
    public static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        let passed = ProcessInfo.processInfo.environment.filter { ["ASAN_OPTIONS", "TSAN_OPTIONS"].contains($0.key) }
        return ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
            .merging(passed) { $1 }.merging(extra) { $1 }
    }

    /// What a run of the program gave: its exit status and what it printed.
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    /// Runs the program with `arguments` on pipes (no terminal): standard input is
    /// `standardInput` (an empty file when nil), output and errors are captured; it runs in
    /// `directory` when one is given.
    public static func run(
        _ arguments: [String], environment: [String: String] = environment(),
        standardInput: String? = nil, directory: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.arguments = arguments
        process.environment = environment
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data((standardInput ?? "").utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: err, as: UTF8.self))
    }
}
