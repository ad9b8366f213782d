import Foundation
import Replay
import Screens
import Terminal

/// Runs replay scripts against the Ledger app inside a test, capturing what the command
/// line would print.
@MainActor
public struct ReplayHarness {
    public var output: [String] = []
    public var errors: [String] = []
    public var exitCode: Int32 = 0

    public init() {}

    /// The repository's `Tests/` folder, found from this source file.
    nonisolated public static var testsDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Every `.replay` script under `Tests/`, as paths relative to `Tests/`, sorted.
    nonisolated public static func allScripts() -> [String] {
        let root = testsDirectory
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [String] = []
        for case let url as URL in walker where url.pathExtension == "replay" {
            found.append(String(url.path.dropFirst(root.path.count + 1)))
        }
        return found.sorted()
    }

    /// Parses and runs one script; parse errors give exit 2 as on the command line.
    public mutating func run(path: String, options: ReplayRunner.Options = ReplayRunner.Options()) {
        guard let data = FileManager.default.contents(atPath: path) else {
            errors.append("cannot read \(path)")
            exitCode = 2
            return
        }
        switch ScriptParser.parse(data, path: path) {
        case .failure(let e):
            errors.append(e.description)
            exitCode = 2
        case .success(let script):
            run(script, options: options)
        }
    }

    public mutating func run(_ script: Script, options: ReplayRunner.Options = ReplayRunner.Options()) {
        var out: [String] = [], err: [String] = []
        let runner = ReplayRunner(options: options) { try LedgerApp.make(arguments: $0, size: $1) }
        runner.output = { out.append($0) }
        runner.errors = { err.append($0) }
        exitCode = runner.run(script).exitCode
        output += out
        errors += err
    }

    /// Runs script text given inline.
    public mutating func run(source: String, path: String = "inline.replay") {
        switch ScriptParser.parse(Data(source.utf8), path: path) {
        case .failure(let e):
            errors.append(e.description)
            exitCode = 2
        case .success(let script):
            run(script)
        }
    }
}
