import Rules
import Declarative
import Imperative
import Terminal

/// Child hosting: a host embedded in an imperative screen with `addChild(_:)`, its view
/// placed by the parent's panels. Sizing options tell the imperative side how big the
/// content is: with `.intrinsicContentSize` the view re-measures whenever the content
/// changes; without it the view is measured once, at its first layout, and goes stale. The
/// checks here record `child-host-zero-size` and `opaque-host-background`.
extension HostingController: HostingPanelOwner {
    /// The size the content wants when nothing constrains it.
    public var idealContentSize: Size { graph.sizeThatFits(.unspecified) }

    /// True for a host embedded as a child of an ordinary screen (or whose view was only
    /// added to another panel), not one shown by a navigation or tab bar controller.
    var isChildHost: Bool {
        guard viewIfLoaded?.superview != nil else { return false }
        return !(parent is NavigationController || parent is TabBarController)
    }

    /// New options apply at once: `preferredContentSize` is set now, the layout follows.
    func sizingOptionsDidChange() {
        if sizingOptions.contains(.preferredContentSize) { preferredContentSize = idealContentSize }
        contentSizeDidChange()
    }

    /// The content changed (or the sizing options did): the host's view lays out again
    /// before the next frame (refreshing `preferredContentSize` and checking the
    /// measurement); with intrinsic sizing its container does too. The new size is read
    /// then, after the change has finished.
    func contentSizeDidChange() {
        guard let panel = viewIfLoaded else { return }
        panel.setNeedsLayout()
        if sizingOptions.contains(.intrinsicContentSize) { panel.superview?.setNeedsLayout() }
    }

    /// A child host without intrinsic sizing takes its measurement at its first layout;
    /// afterwards, one that its container still lays out at that measurement while its
    /// content needs another height is reported: collapsed at zero, clipped, or leaving a gap.
    func hostingPanelDidLayout(_ panel: HostingPanel) {
        if sizingOptions.contains(.preferredContentSize) { preferredContentSize = idealContentSize }
        guard isChildHost, !sizingOptions.contains(.intrinsicContentSize) else {
            panel.measuredContentSize = nil
            return
        }
        let ideal = idealContentSize
        guard let measured = panel.measuredContentSize else {
            panel.measuredContentSize = ideal
            return
        }
        let height = panel.frame.height
        guard height == measured.height, height != ideal.height else { return }
        reportAsChild(.childHostZeroSize(controller: typeName, height: height, needed: ideal.height))
    }

    func hostingPanelWillUpdate(_ panel: HostingPanel, in context: UpdateContext) {
        if isDetached { updateDetached(panel) }
        checkCopiedEnvironment()
        guard isChildHost, panel.backgroundColor != .clear, !panel.reportedOpaqueBackground,
            panel.coversImperativeContent(traits: context.traits)
        else { return }
        panel.reportedOpaqueBackground = true
        reportAsChild(.opaqueHostBackground(controller: typeName))
    }

    /// A host kept alive but never added as a child, whose view another screen's panel shows:
    /// the window's update phase walks the controller tree and does not reach it, so its view
    /// brings the content up to date itself, as a hosting view does. The screen it draws in
    /// is told once (`contain-child-host`).
    private func updateDetached(_ panel: HostingPanel) {
        graph.update()
        guard !panel.reportedUncontained, let container = panel.superview?.viewController else { return }
        panel.reportedUncontained = true
        container.report(.uncontainedChildHost(host: typeName, container: container.typeName))
    }

    /// Reports at this host, or — when it was never added as a child, so no window is
    /// reachable through it — at the screen whose panel holds its view.
    func reportAsChild(_ finding: RuleFinding) {
        if parent == nil, let holder = viewIfLoaded?.superview?.viewController {
            holder.report(finding)
        } else {
            report(finding)
        }
    }
}
