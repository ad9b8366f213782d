/// The transcript of navigation and lifecycle events, one readable line each
/// (`push Invoice #00003`, `viewWillAppear Ledger`): the golden of behaviour.
@MainActor
public final class EventLog {
    public private(set) var lines: [String] = []
    /// Called for every new line, so `seam replay --events` can print as it goes.
    public var onRecord: ((String) -> Void)?

    public init() {}

    public func record(_ line: String) {
        lines.append(line)
        onRecord?(line)
    }
}
