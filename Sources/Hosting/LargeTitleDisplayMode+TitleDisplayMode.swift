import Declarative
import Imperative

extension NavigationItem.LargeTitleDisplayMode {
    /// The navigation item's mode for a hosted view's `.navigationBarTitleDisplayMode`:
    /// `.large` asks for `.always`, `.inline` for `.never`, `.automatic` inherits.
    init(_ mode: TitleDisplayMode) {
        switch mode {
        case .automatic: self = .automatic
        case .large: self = .always
        case .inline: self = .never
        }
    }
}
