import Terminal

/// The scroll view the bars observe for a controller (`large-title-collapse`).
extension ViewController {
    /// Mirrors `setContentScrollView(_:for:)` (iOS 15): "Sets the scroll view that bars observe
    /// for the specified edge", `.top` or `.bottom`, or `.all` for both. With nil, "the view
    /// controller determines a scroll view automatically" again (`contentScrollView(for:)`).
    /// The controller does not keep the scroll view alive: its view does.
    public func setContentScrollView(_ scrollView: ScrollPanel?, for edge: DirectionalRectEdge) {
        if edge.contains(.top) { contentScrollViews.top = scrollView.map(WeakScrollPanel.init) }
        if edge.contains(.bottom) { contentScrollViews.bottom = scrollView.map(WeakScrollPanel.init) }
        if edge.contains(.top) { navigationController?.viewIfLoaded?.setNeedsLayout() }
    }

    /// The scroll view set for `edge` (`.top` or `.bottom`) with `setContentScrollView(_:for:)`,
    /// else the one the controller finds in its view. Apple documents only that the controller
    /// analyses its view hierarchy; Seam's choice is the common reading of what UIKit finds: the
    /// view itself when it scrolls, else its first subview when that one scrolls. A list laid out
    /// under a header panel is neither, so none is found.
    func defaultContentScrollView(for edge: DirectionalRectEdge) -> ScrollPanel? {
        precondition(edge == .top || edge == .bottom, "contentScrollView(for:) takes .top or .bottom alone")
        let set = edge == .top ? contentScrollViews.top : contentScrollViews.bottom
        if let set { return set.panel }
        guard let view = viewIfLoaded else { return nil }
        return view as? ScrollPanel ?? view.subviews.first as? ScrollPanel
    }
}

/// The scroll views set with `setContentScrollView(_:for:)`, by edge; nil where none was set.
struct ContentScrollViews {
    var top: WeakScrollPanel?
    var bottom: WeakScrollPanel?
}

/// A scroll view set for an edge, not kept alive by the controller (the view keeps it). Once
/// the panel is gone, no scroll view is tracked for that edge until another is set.
@MainActor
struct WeakScrollPanel {
    weak var panel: (any ScrollPanel)?

    init(_ panel: any ScrollPanel) { self.panel = panel }
}
