/// What kind of screen a controller is, as the state dump, the inspector and `expect kind`
/// name it: an imperative controller, or a hosting controller whose content is declarative.
/// The raw value is the name shown.
public enum ControllerKind: String, CaseIterable, Sendable {
    case imperative, hosted
}
