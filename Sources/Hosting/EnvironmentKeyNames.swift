import Declarative
import Terminal

/// The names the state dump and the inspector use for environment keys. A key path to a
/// computed property prints as `<computed 0x…>` on Linux, so names come from this table,
/// not from the key path's description.
@MainActor
enum EnvironmentKeyNames {
    private static let known: [AnyKeyPath: String] = Dictionary(
        uniqueKeysWithValues: TraitName.allCases.map { (EnvironmentValues.keyPath(of: $0) as AnyKeyPath, $0.rawValue) }
            + [(\EnvironmentValues.locale, "locale")])

    /// The name of a known key, else the key path as it prints.
    static func name(of keyPath: AnyKeyPath) -> String {
        known[keyPath] ?? String(describing: keyPath)
    }
}
