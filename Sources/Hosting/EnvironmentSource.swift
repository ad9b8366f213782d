import Declarative
import Observation

/// An app-owned store of environment values (a locale, a brand colour) that the app sets
/// on after its hosts exist — what a UIKit app keeps in a settings object. Its values read
/// as properties (`settings.locale`), so a root view can copy one in with SwiftUI's own
/// `.environment(\.locale, settings.locale)`: the argument is evaluated once, where the root
/// view is made, and a later `set` is not seen (`environment-after-host`) until `rootView` is
/// reassigned; an `EnvironmentBridge(source)` reads it live. Seam's choice: the source keeps
/// what each key held and when, so that a host can tell a copy that went stale.
@Observable
@MainActor
@dynamicMemberLookup
public final class EnvironmentSource {
    /// One value: its key path, how to write it, the value, how it prints, and what the key
    /// held before, with the clock reading at which each value was set.
    struct Entry {
        let keyPath: AnyKeyPath
        let write: @MainActor (inout EnvironmentValues) -> Void
        let typed: Any
        let value: String
        let setAt: Int
        /// The values the key held before this one, oldest first, each with when it was set.
        let earlier: [(value: String, setAt: Int)]

        /// What the key held at clock reading `time`: nil before it was first set.
        func value(at time: Int) -> String? {
            if setAt <= time { return value }
            return earlier.last { $0.setAt <= time }?.value
        }
    }

    private(set) var entries: [String: Entry] = [:]

    /// Counts every `set` of every source: a host notes the reading when its root view is
    /// made, and looks for stale copies only when the reading moved on.
    static private(set) var clock = 0
    /// How many earlier values of a key a source keeps: a root view made before the oldest
    /// is no longer checked.
    private static let keptValues = 32
    /// Every source alive: a host looks in them for a value its root view copied.
    private static var live: [WeakSource] = []

    public init() {
        Self.live.removeAll { $0.source == nil }
        Self.live.append(WeakSource(source: self))
    }

    /// Sets `value` for `keyPath`; hosts reading this source live see it on their next frame.
    /// `name` is what the inspector and diagnostics call a custom key (known keys have theirs).
    public func set<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, named name: String? = nil) {
        Self.clock += 1
        let name = name ?? EnvironmentKeyNames.name(of: keyPath)
        let old = entries[name]
        entries[name] = Entry(
            keyPath: keyPath, write: { $0[keyPath: keyPath] = value }, typed: value,
            value: EnvironmentValues.text(of: value), setAt: Self.clock,
            earlier: old.map { Array(($0.earlier + [($0.value, $0.setAt)]).suffix(Self.keptValues)) } ?? [])
    }

    /// The value set for `keyPath`, read as a property (`settings.locale`); the environment's
    /// default when none was set. A read here is a copy: it does not follow a later `set`.
    public subscript<V>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, V>) -> V {
        let entry = entries.values.first { $0.keyPath == keyPath as AnyKeyPath }
        return entry?.typed as? V ?? EnvironmentValues()[keyPath: keyPath]
    }

    /// Writes every value, as a bridge container does.
    func write(to values: inout BridgedEnvironmentValues) {
        for entry in entries.values { values.write(entry.keyPath, entry.write) }
    }

    /// Every live source's entries, by key name.
    static var liveEntries: [(name: String, entry: Entry)] {
        live.removeAll { $0.source == nil }
        return live.flatMap { weak in
            (weak.source?.entries ?? [:]).sorted { $0.key < $1.key }.map { (name: $0.key, entry: $0.value) }
        }
    }
}

/// A source held weakly in the list of live sources.
@MainActor
private struct WeakSource {
    weak var source: EnvironmentSource?
}
