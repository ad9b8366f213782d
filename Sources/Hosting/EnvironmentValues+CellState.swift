import Declarative
import Imperative

private struct CellConfigurationStateKey: EnvironmentKey {
    static let defaultValue: CellConfigurationState? = nil
}

extension EnvironmentValues {
    /// The state of the cell whose content this is (selected, highlighted, revealed swipe
    /// edge), as `HostingConfiguration.updated(for:)` delivers it; nil outside cells.
    public var cellConfigurationState: CellConfigurationState? {
        get { self[CellConfigurationStateKey.self] } set { self[CellConfigurationStateKey.self] = newValue }
    }
}
