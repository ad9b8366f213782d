import Replay
import Testing

/// How the script parser's tests read a script (`ScriptParserTests`, `ScriptParserErrorTests`).

/// Parses `text` as the file `t.replay`.
func parse(_ text: String) -> Result<Script, ScriptErrors> {
    ScriptParser.parse(Array(text.utf8), path: "t.replay")
}

/// The commands of a script that must parse.
func commands(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [ScriptCommand] {
    switch parse(text) {
    case .success(let script): return script.lines.map(\.command)
    case .failure(let errors):
        Issue.record("unexpected errors:\n\(errors)", sourceLocation: sourceLocation)
        return []
    }
}

/// Every error of a script that must not parse, as `t.replay:LINE:COLUMN: message`.
func errors(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    switch parse(text) {
    case .success: Issue.record("parsed, but should not have", sourceLocation: sourceLocation); return []
    case .failure(let errors): return errors.errors.map(\.description)
    }
}

/// The `LINE:COLUMN` of each error.
func positions(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    errors(text, sourceLocation: sourceLocation).map { $0.split(separator: ":")[1...2].joined(separator: ":") }
}
