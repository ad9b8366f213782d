import Imperative

/// The Settings appearance choice: follow the system, or force light or dark through
/// `overrideUserInterfaceStyle` on the app's root controller.
public enum Appearance: String, CaseIterable, Sendable {
    case system, light, dark

    /// The title the picker shows.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The override this choice sets: nil follows the parent (the system).
    public var userInterfaceStyle: UserInterfaceStyle? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}
