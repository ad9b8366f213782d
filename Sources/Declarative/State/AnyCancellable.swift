/// Mirrors Combine's AnyCancellable: ends a subscription when cancelled or released, so a
/// controller that keeps it in a stored property ends it by going away.
@preconcurrency @MainActor
public final class AnyCancellable: Hashable {
    private var cancelAction: (@MainActor () -> Void)?

    public init(_ cancel: @escaping @MainActor () -> Void) { cancelAction = cancel }

    /// Ends the subscription now; later calls do nothing.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Mirrors `store(in:)`: keeps the cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Mirrors `store(in:)` for a collection (an array of cancellables).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    deinit {
        let action = cancelAction
        MainActor.assumeIsolated { action?() }
    }

    nonisolated public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
