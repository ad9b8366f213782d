import Rules

/// One place in a source file that breaks a rule: where, which rule, and what to do instead.
public struct LintFinding: Sendable, Hashable, Comparable {
    /// The path as it was given or found under a given folder (relative stays relative).
    public var file: String
    /// From 1.
    public var line: Int
    /// From 1, in UTF-8 bytes as the compiler counts them.
    public var column: Int
    public var rule: Rule
    public var message: String
    public var severity: Severity

    public enum Severity: String, Sendable {
        case warning
    }

    public init(file: String, line: Int, column: Int, rule: Rule, message: String, severity: Severity = .warning) {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.message = message
        self.severity = severity
    }

    /// By file, line and column; then by rule, so the order is total.
    public static func < (a: LintFinding, b: LintFinding) -> Bool {
        (a.file, a.line, a.column, a.rule.number, a.message) < (b.file, b.line, b.column, b.rule.number, b.message)
    }
}

/// Something the linter says about a file that is not a finding: a syntax error it read
/// past (`note`), or a file it could not read as Swift (`warning`, the file skipped).
public struct LintNote: Sendable, Hashable {
    public var file: String
    /// 0 when the note is about the whole file.
    public var line: Int
    public var column: Int
    public var message: String
}
