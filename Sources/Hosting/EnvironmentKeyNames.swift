import Declarative

/// The names the state dump and the inspector use for environment keys. A key path to a
/// computed property prints as `<computed 0x…>` on Linux, so names come from this table,
/// not from the key path's description.
@MainActor
enum EnvironmentKeyNames {
    private static let known: [AnyKeyPath: String] = [
        \EnvironmentValues.colorScheme: "colorScheme",
        \EnvironmentValues.horizontalSizeClass: "horizontalSizeClass",
        \EnvironmentValues.verticalSizeClass: "verticalSizeClass",
        \EnvironmentValues.dynamicTypeSize: "dynamicTypeSize",
        \EnvironmentValues.layoutDirection: "layoutDirection",
        \EnvironmentValues.legibilityWeight: "legibilityWeight",
        \EnvironmentValues.locale: "locale",
    ]

    /// The name of a known key, else the key path as it prints.
    static func name(of keyPath: AnyKeyPath) -> String {
        known[keyPath] ?? String(describing: keyPath)
    }
}
