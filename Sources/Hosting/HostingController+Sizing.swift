import Rules
import Declarative
import Imperative
import Terminal

/// Child hosting: a host embedded in an imperative screen with `addChild(_:)`, its view
/// placed by the parent's panels. Sizing options tell the imperative side how big the
/// content is; the checks here record `child-host-zero-size` and `opaque-host-background`.
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

    /// The content changed (or the sizing options did): with intrinsic sizing the
    /// container lays out again before the next frame; the host's own layout refreshes
    /// `preferredContentSize`. The new size is read then, after the change has finished.
    func contentSizeDidChange() {
        guard !sizingOptions.isEmpty, let panel = viewIfLoaded else { return }
        panel.setNeedsLayout()
        if sizingOptions.contains(.intrinsicContentSize) { panel.superview?.setNeedsLayout() }
    }

    func hostingPanelDidLayout(_ panel: HostingPanel) {
        if sizingOptions.contains(.preferredContentSize) { preferredContentSize = idealContentSize }
        guard isChildHost, !sizingOptions.contains(.intrinsicContentSize),
              panel.frame.isEmpty, idealContentSize.width > 0, idealContentSize.height > 0 else { return }
        reportAsChild(rule: .childHostZeroSize,
                      "\(typeName) has no intrinsic size, so its container gave it \(panel.frame.size): its content (\(idealContentSize)) is not shown. Set sizingOptions = .intrinsicContentSize")
    }

    func hostingPanelWillDraw(_ panel: HostingPanel, traits: TraitCollection) {
        checkCapturedEnvironment()
        guard isChildHost, panel.backgroundColor != .clear, !panel.reportedOpaqueBackground,
              panel.coversImperativeContent(traits: traits) else { return }
        panel.reportedOpaqueBackground = true
        reportAsChild(rule: .opaqueHostBackground,
                      "\(typeName) paints its opaque background over imperative content drawn under it. Set view.backgroundColor = .clear")
    }

    /// Reports at this host, or — when it was never added as a child, so no window is
    /// reachable through it — at the screen whose panel holds its view.
    func reportAsChild(rule: Rule, _ message: String) {
        if parent == nil, let holder = viewIfLoaded?.superview?.viewController {
            holder.report(rule: rule, message)
        } else {
            report(rule: rule, message)
        }
    }
}
