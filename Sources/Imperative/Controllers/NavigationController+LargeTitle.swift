import Rules
import Terminal

/// The large title and the scroll view it follows (`large-title-collapse`).
extension NavigationController {
    /// True while the top controller's large title shows collapsed into the bar, because its
    /// content scroll view for the top edge is scrolled off its top.
    public var isLargeTitleCollapsed: Bool {
        guard let collapsed = largeTitleCollapsedFor else { return false }
        return collapsed === topViewController
    }

    /// True when the bar draws the title large, in a row of its own: large titles show
    /// (`showsLargeTitle`) and the title is not collapsed.
    public var displaysLargeTitle: Bool { showsLargeTitle && !isLargeTitleCollapsed }

    /// Follows the top controller's content scroll view, as UIKit's navigation bar observes it,
    /// after each layout: a large title collapses into the bar once that scroll view is
    /// scrolled off its top and shows large again when it is back at the top; `relayout`
    /// places the bar and the content again for the change. A title shown large again takes
    /// its row back; when the scroll view then has to scroll off its top to keep its selection
    /// on screen, the title stays collapsed, so the two never alternate frame after frame.
    /// Any other scroll view of the top controller that scrolls off its top while the title
    /// stays large records `large-title-collapse`.
    func followContentScrollView(relayout: () -> Void) {
        guard showsLargeTitle, let top = topViewController, top.isViewLoaded else {
            largeTitleCollapsedFor = nil
            untrackedScrolledPanels = []
            return
        }
        let tracked = top.contentScrollView(for: .top)
        func trackedIsScrolled() -> Bool { (tracked?.contentOffset.y ?? 0) > 0 }
        let scrolled = trackedIsScrolled()
        if scrolled != isLargeTitleCollapsed {
            largeTitleCollapsedFor = scrolled ? top : nil
            relayout()
            if !scrolled, trackedIsScrolled() {
                largeTitleCollapsedFor = top
                relayout()
            }
        }
        reportUntrackedScrolls(in: top, tracked: tracked)
    }

    /// Records `large-title-collapse` for each scroll view in the top controller's view that
    /// is scrolled off its top while the large title shows: the bar does not track it.
    private func reportUntrackedScrolls(in top: ViewController, tracked: ScrollPanel?) {
        var scrolled: [ObjectIdentifier] = []
        var pending = [top.view]
        while let panel = pending.popLast() {
            guard !panel.isHidden else { continue }
            if let scroll = panel as? ScrollPanel, scroll !== tracked, scroll.contentOffset.y > 0 {
                let id = ObjectIdentifier(scroll)
                scrolled.append(id)
                if !untrackedScrolledPanels.contains(id), displaysLargeTitle {
                    top.report(
                        .largeTitleCollapse(
                            controller: top.typeName, scrolled: Self.scrollName(scroll),
                            tracked: tracked.map(Self.scrollName)))
                }
            }
            pending.append(contentsOf: panel.subviews)
        }
        untrackedScrolledPanels = scrolled
    }

    /// A scroll view's type as a diagnostic names it, without its generic arguments (`ListView`).
    private static func scrollName(_ panel: ScrollPanel) -> String {
        String(String(describing: type(of: panel)).prefix { $0 != "<" })
    }
}
