/// The transcript of navigation and lifecycle events (`Event`), one readable line each
/// (`push Invoice #00003`, `viewWillAppear Ledger`): the golden of behaviour.
@MainActor
public final class EventLog {
    public private(set) var entries: [Event] = []
    /// Called with every new event's line, so `seam replay --events` can print as it goes.
    public var onRecord: ((String) -> Void)?

    public init() {}

    /// The transcript's lines, one an event.
    public var lines: [String] { entries.map(\.description) }

    public func record(_ event: Event) {
        entries.append(event)
        onRecord?(event.description)
    }
}
