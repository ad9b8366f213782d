import Rules

/// One finding of a navigation-ownership rule (docs/rules.md): the rule id, what happened,
/// and where, as a path of controller titles (`Ledger > Receipts`).
public struct Diagnostic: Hashable, Sendable {
    public var rule: Rule
    public var message: String
    public var location: String

    public init(rule: Rule, message: String, location: String) {
        self.rule = rule
        self.message = message
        self.location = location
    }

    /// The diagnostic of `finding`: its rule and its message, at `location`.
    public init(_ finding: RuleFinding, location: String) {
        self.init(rule: finding.rule, message: finding.message, location: location)
    }
}

/// The one log of diagnostics, read by the inspector, the state dump and `expect diagnostic`.
/// A rule firing twice at the same place is logged once.
@MainActor
public final class DiagnosticLog {
    public private(set) var entries: [Diagnostic] = []
    /// Called for every new entry (the event transcript listens).
    public var onRecord: ((Diagnostic) -> Void)?
    /// Called when a rule fires again where it already fired (logged once, seen again).
    public var onRepeat: ((Diagnostic) -> Void)?

    public init() {}

    public func record(_ diagnostic: Diagnostic) {
        guard !entries.contains(diagnostic) else {
            onRepeat?(diagnostic)
            return
        }
        entries.append(diagnostic)
        onRecord?(diagnostic)
    }

    public func contains(rule: Rule) -> Bool { entries.contains { $0.rule == rule } }
    public func removeAll() { entries.removeAll() }
}
