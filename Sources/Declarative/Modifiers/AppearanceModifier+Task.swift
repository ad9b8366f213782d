extension View {
    /// Mirrors `task(priority:_:)`: `action` starts on the main actor as the view appears and
    /// is cancelled when it disappears. It runs as the main queue is serviced (`MainQueue`: the
    /// window drains it after every input and in every update phase), never inline.
    /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        AppearanceModifier(content: self, task: (action, AnyHashable(TaskWithoutID()), priority))
    }

    /// Mirrors `task(id:priority:_:)`: as `task`, and when `id` changes while the view is
    /// shown, the running task is cancelled and `action` starts again.
    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        AppearanceModifier(content: self, task: (action, AnyHashable(TaskID(value: value)), priority))
    }
}

/// The id of a `.task` without one: always equal, so it never restarts.
private struct TaskWithoutID: Hashable {}

/// A `.task(id:)` value, compared with `==` alone (Apple's requires only `Equatable`).
private struct TaskID<T: Equatable>: Hashable {
    let value: T
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {}
}
