import Declarative
import Imperative

private struct CellConfigurationStateKey: EnvironmentKey {
    static let defaultValue: CellConfigurationState? = nil
    /// Content draws the state; a body that reads it is evaluated again, and placed again.
    static var affectsLayout: Bool { false }
}

private struct IsCellContentKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The state of the cell whose content this is (selected, highlighted, revealed swipe
    /// edge), as `HostingConfiguration.updated(for:)` delivers it; nil outside cells.
    public var cellConfigurationState: CellConfigurationState? {
        get { self[CellConfigurationStateKey.self] }
        set { self[CellConfigurationStateKey.self] = newValue }
    }

    /// True inside a `HostingConfiguration`'s content, which has no hosting controller:
    /// there is no view controller to adopt a controller representable.
    var isCellContent: Bool {
        get { self[IsCellContentKey.self] }
        set { self[IsCellContentKey.self] = newValue }
    }
}
