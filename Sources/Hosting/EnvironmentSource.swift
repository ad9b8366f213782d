import Declarative
import Observation

/// An app-owned store of environment values (a locale, a brand colour) that the app sets
/// on after its hosts exist — what a UIKit app keeps in a settings object. The one rule:
/// `.environment(from:)` copies the values once, when the root view is made, so a later
/// `set` is not seen (`environment-after-host`) until `rootView` is reassigned; an
/// `EnvironmentBridge(source)` reads it live.
@Observable
@MainActor
public final class EnvironmentSource {
    /// One value: its key path, how to write it, how it prints, and when it was set.
    struct Entry {
        let keyPath: AnyKeyPath
        let write: @MainActor (inout EnvironmentValues) -> Void
        let value: String
        let generation: Int
    }

    private(set) var entries: [String: Entry] = [:]
    @ObservationIgnored private var generation = 0

    public init() {}

    /// Sets `value` for `keyPath`; hosts reading this source live see it on their next frame.
    /// `name` is what the inspector and diagnostics call a custom key (known keys have theirs).
    public func set<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, named name: String? = nil) {
        generation += 1
        entries[name ?? EnvironmentKeyNames.name(of: keyPath)] = Entry(
            keyPath: keyPath, write: { $0[keyPath: keyPath] = value },
            value: String(describing: value), generation: generation)
    }

    /// The value set for `name` (`locale`), as it prints.
    public func value(named name: String) -> String? { entries[name]?.value }

    /// Writes every value, as a bridge container does.
    func write(to values: inout BridgedEnvironmentValues) {
        for entry in entries.values { values.write(entry.keyPath, entry.write) }
    }
}
