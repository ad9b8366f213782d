/// Mirrors UIModalPresentationStyle, named as the state dump names them.
public enum ModalPresentationStyle: String, Sendable {
    case sheet
    case fullScreen
    case popover
}
