import Foundation
import Replay
import Screens
import Terminal

/// Runs replay scripts inside a test, capturing what `seam replay` would print on stdout
/// (`output`) and stderr (`errors`), against the Ledger app or an app of the test's own.
@MainActor
public struct ReplayHarness {
    public var output: [String] = []
    public var errors: [String] = []
    public var exitCode: Int32 = 0
    public var outcomes: [ReplayOutcome] = []
    public var options: ReplayRunner.Options
    public var factory: ReplayAppFactory

    public init(
        options: ReplayRunner.Options = ReplayRunner.Options(),
        factory: @escaping ReplayAppFactory = { try LedgerApp.make(arguments: $0, size: $1) }
    ) {
        self.options = options
        self.factory = factory
    }

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

    /// Loads (parse errors give exit 2, as on the command line) and runs scripts; `matrix`
    /// runs each under the sixteen trait combinations.
    public mutating func run(paths: [String], matrix: Bool = false) {
        switch ScriptLoader.load(paths) {
        case .failure(let e):
            errors += e.lines
            exitCode = 2
        case .success(let scripts):
            for script in scripts { run(script, matrix: matrix) }
        }
    }

    public mutating func run(path: String, matrix: Bool = false) {
        run(paths: [path], matrix: matrix)
    }

    public mutating func run(_ script: Script, matrix: Bool = false) {
        var out: [String] = [], err: [String] = []
        let runner = ReplayRunner(options: options, factory: factory)
        runner.output = { out.append($0) }
        runner.errors = { err.append($0) }
        let results = matrix ? runner.runMatrix(script) : [runner.run(script)]
        outcomes += results
        exitCode = max(exitCode, results.map(\.exitCode).max() ?? 0)
        output += out
        errors += err
    }

    /// Runs script text given inline, as the file `path` (goldens go beside it).
    public mutating func run(source: String, path: String = "inline.replay", matrix: Bool = false) {
        switch ScriptParser.parse(Data(source.utf8), path: path) {
        case .failure(let e):
            errors += e.errors.map(\.description)
            exitCode = 2
        case .success(let script):
            run(script, matrix: matrix)
        }
    }
}
