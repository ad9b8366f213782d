/// A primitive view value, boxed once per value (see `ViewNode.primitive`).
@MainActor
final class PrimitiveBox {
    let view: any PrimitiveView
    init(_ view: any PrimitiveView) { self.view = view }
}
