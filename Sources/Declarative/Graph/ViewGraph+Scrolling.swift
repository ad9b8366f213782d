import Terminal

/// A view that scrolls on PageUp, PageDown, Home and End (a scroll view).
@preconcurrency @MainActor
public protocol ScrollKeyHandler: PrimitiveView {
    /// True when the key scrolled something.
    func handleScrollKey(_ key: Key, node: ViewNode) -> Bool
}

extension ScrollKeyHandler {
    public var handlesScrollKeys: Bool { true }
    public var _scrollKeyHandler: (any ScrollKeyHandler)? { self }
}

/// Paging keys that no focused control took go to the innermost scrolling view.
extension ViewGraph {
    func handleScrollKey(_ key: Key) -> Bool {
        for node in handlers(\.handlesScrollKeys) {
            if let handler = node.scrollKeyHandler, handler.handleScrollKey(key, node: node) {
                return true
            }
        }
        return false
    }
}
