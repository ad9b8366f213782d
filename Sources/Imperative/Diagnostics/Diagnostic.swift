import Rules

/// One finding of a navigation-ownership rule (docs/rules.md), or an issue the frameworks
/// report that no rule names (Auto Layout's `unsatisfiable-constraints` and
/// `ambiguous-layout`): its id, what happened, and where, as a path of controller titles
/// (`Ledger > Receipts`).
public struct Diagnostic: Hashable, Sendable {
    /// The rule broken; nil for an issue no rule of the catalog names.
    public var rule: Rule?
    /// The rule's id, or the issue's: what the diagnostics row, the inspector and the state dump show.
    public var id: String
    public var message: String
    public var location: String

    public init(rule: Rule, message: String, location: String) {
        self.rule = rule
        self.id = rule.id
        self.message = message
        self.location = location
    }

    /// An issue no rule names, with its own `id`.
    public init(id: String, message: String, location: String) {
        self.rule = Rule(id: id)
        self.id = id
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
