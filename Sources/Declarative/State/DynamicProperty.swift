/// Mirrors SwiftUI's DynamicProperty: a property wrapper whose storage the engine
/// connects to the view's node before each body evaluation.
@preconcurrency @MainActor
public protocol DynamicProperty {
    /// Connects the property to its storage in `node`, at field position `slot`.
    func install(in node: ViewNode, slot: Int)
}
