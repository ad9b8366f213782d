import Foundation

/// Reads and parses every script of a replay before any runs: the problems of
/// all scripts are gathered — unreadable files, every parse error of every file, app
/// options the app refuses — so one run shows them all and nothing runs if there is one.
public enum ScriptLoader {
    /// `validate` returns the app's complaint about a script's app options (its `args`
    /// followed by `appArguments`), or nil when they are usable.
    public static func load(_ paths: [String], appArguments: [String] = [],
                            validate: ([String]) -> String? = { _ in nil }) -> Result<[Script], ScriptLoadErrors> {
        var scripts: [Script] = []
        var problems: [String] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                problems.append("seam: cannot read \(path)")
                continue
            }
            switch ScriptParser.parse(data, path: path) {
            case .failure(let errors):
                problems += errors.errors.map(\.description)
            case .success(let script):
                if let complaint = validate(script.arguments + appArguments) {
                    problems.append("seam: \(path): \(complaint)")
                } else {
                    scripts.append(script)
                }
            }
        }
        return problems.isEmpty ? .success(scripts) : .failure(ScriptLoadErrors(lines: problems))
    }
}

/// Every problem found while loading scripts, one printable line each.
public struct ScriptLoadErrors: Error, Sendable, Equatable {
    public var lines: [String]

    public init(lines: [String]) { self.lines = lines }
}
