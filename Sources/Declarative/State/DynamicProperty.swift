/// Mirrors SwiftUI's DynamicProperty: a property wrapper whose storage the engine
/// connects to the view's node before each body evaluation.
@preconcurrency @MainActor
public protocol DynamicProperty {
    /// Connects the property to its storage in `node`, at field position `slot`.
    func install(in node: ViewNode, slot: Int)
    /// Engine hook: what the property reads of the environment (`EnvironmentRead`), or nil.
    /// Answered by the conformance, so finding a body's reads needs no dynamic cast, each of
    /// which searches every conformance record the first time a type meets it.
    var _environmentRead: Any? { get }
}

extension DynamicProperty {
    public var _environmentRead: Any? { nil }
}
