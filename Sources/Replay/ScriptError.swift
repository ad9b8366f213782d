/// One problem in a script, at the character that causes it.
///
/// Prints as `PATH:LINE:COLUMN: message` (docs/replay.md), the form editors jump to.
/// `line` and `column` are 1-based; `column` counts characters (grapheme clusters)
/// of the line, so a tab or a wide character is one column.
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The script's path, as given to the parser.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int
    /// What is wrong, often with what was expected (`…; expected light or dark`).
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): \(message)" }
}

/// Every problem found in one script, in line order: the parser checks each line,
/// reporting the first problem of each, so one run shows them all.
///
/// Prints one `ScriptError` a line. A caller replaying several scripts parses all of
/// them and reports the errors of every file before running any (exit 2,
/// nothing run).
public struct ScriptErrors: Error, Sendable, Equatable, CustomStringConvertible {
    /// Never empty.
    public var errors: [ScriptError]

    public init(_ errors: [ScriptError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
