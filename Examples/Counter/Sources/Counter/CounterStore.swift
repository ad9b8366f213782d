import Observation

/// The app's one model, shared by both sides: the imperative list observes it, the hosted
/// detail reads it in its body. Counters are addressed by name, never by row.
@Observable
@MainActor
public final class CounterStore {
    /// The counters' names, in list order.
    public let names: [String]
    /// Each counter's value; a counter never counted is 0.
    public private(set) var values: [String: Int] = [:]

    public init(names: [String] = ["Coffees", "Push-ups", "Pages read"]) {
        self.names = names
    }

    public func value(of name: String) -> Int { values[name, default: 0] }

    public func increment(_ name: String) { values[name, default: 0] += 1 }

    /// Counts down, never below zero.
    public func decrement(_ name: String) { values[name] = max(0, value(of: name) - 1) }
}
