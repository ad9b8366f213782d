import Rules
import Terminal

/// Mirrors UINavigationController: a stack of controllers under a navigation bar.
/// `viewControllers` is a read-only copy; pushing an instance that already has an owner
/// is refused with an `already-has-parent` diagnostic; popping at the root does nothing.
/// A push over a controller whose navigation path owns the visible flow happens, as in
/// UIKit, and records `imperative-on-declarative-path`. Escape is the standard back (the
/// back item and the interactive pop gesture): it pops after the top controller has had the
/// key, while the top shows the system back item.
@preconcurrency @MainActor
open class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public let navigationBar = NavigationBar()
    /// Mirrors `isNavigationBarHidden`: the top controller's view then starts at the top row.
    public var isNavigationBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The change of the bar's own appearance made while a pushed screen was on top, and the
    /// bar's appearances before it (see `barAppearanceDidChange`).
    var barAppearanceChange: BarAppearanceChange?

    /// The top controller whose content scroll view is scrolled off its top: its large title
    /// shows collapsed into the bar (`NavigationController+LargeTitle`).
    weak var largeTitleCollapsedFor: ViewController?
    /// Scroll views of the top controller scrolled off their top under a large title the bar
    /// does not collapse for them; each is reported once, until it is back at its top.
    var untrackedScrolledPanels: [ObjectIdentifier] = []

    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.navigation = self
        adopt(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.didMove(toParent: self)
        _checkInvariants()
    }

    public var topViewController: ViewController? { viewControllers.last }
    /// A navigation controller answers for the status bar from its bar's style (`.black`, "a
    /// black background with light content", asks for light content; `.default` for the
    /// default), whatever its screens ask for.
    open override var preferredStatusBarStyle: StatusBarStyle {
        navigationBar.barStyle == .black ? .lightContent : .default
    }
    /// Its top screen decides only while the bar is hidden, as UIKit's navigation controller
    /// "delegates to the top view controller only when its navigation bar is hidden"; a
    /// subclass that wants its screens to decide returns `topViewController`.
    open override var childForStatusBarStyle: ViewController? {
        isNavigationBarHidden ? topViewController : nil
    }
    public override var visibleNavigationController: NavigationController? { self }
    open override var title: String? {
        get { super.title ?? topViewController?.displayTitle }
        set { super.title = newValue }
    }

    open override func loadView() {
        let panel = NavigationContainerPanel(navigation: self)
        if let top = topViewController { panel.addSubview(top.view) }
        setView(panel)
    }

    // MARK: Stack operations

    ///
    /// A controller another container holds as its child is moved: the push adds it as this
    /// controller's child, which takes it out of the old container (as `addChild` does), and
    /// its view leaves the old screen; the rule is named, for that screen lost a part. One
    /// already in this stack is refused, as UIKit raises for it; one presented or a window's
    /// root is refused too (Seam's choice).
    public func pushViewController(_ controller: ViewController, animated: Bool = true) {
        if viewControllers.contains(where: { $0 === controller }) {
            report(.alreadyHasParent(controller: controller.typeName, operation: .pushAgain))
            return
        }
        guard controller.presentingStorage == nil, controller.rootWindow == nil else {
            report(.alreadyHasParent(controller: controller.typeName, operation: .push))
            return
        }
        let formerParent = controller.parent
        let previous = topViewController
        let hidBottomBar = hidesBottomBar
        adopt(controller)
        controller.hidesBottomBarReadAtPush = controller.hidesBottomBarWhenPushed
        viewControllers.append(controller)
        window?.events.record(.push(controller.displayTitle))
        if animated { window?.transitionDidBegin(.push) }
        transition(from: previous, to: controller)
        bottomBarMayHaveChanged(from: hidBottomBar)
        controller.didMove(toParent: self)
        if let formerParent {
            report(
                .alreadyHasParent(controller: controller.typeName, operation: .pushMoved(from: formerParent.typeName)))
        }
        if let previous, previous.navigationPathDepth > 0 {
            previous.report(
                .imperativeOnDeclarativePath(
                    pushed: controller.typeName, over: previous.typeName,
                    depth: previous.navigationPathDepth))
        }
        _checkInvariants()
    }

    @discardableResult
    public func popViewController(animated: Bool = true) -> ViewController? {
        guard viewControllers.count > 1, let popped = viewControllers.last else { return nil }
        let hidBottomBar = hidesBottomBar
        viewControllers.removeLast()
        window?.events.record(.pop(popped.displayTitle))
        if animated { window?.transitionDidBegin(.pop) }
        transition(from: popped, to: topViewController)
        release(popped)
        bottomBarMayHaveChanged(from: hidBottomBar)
        barAppearanceMayOutlive([popped])
        _checkInvariants()
        return popped
    }

    @discardableResult
    public func popToRootViewController(animated: Bool = true) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        let hidBottomBar = hidesBottomBar
        viewControllers = [viewControllers[0]]
        window?.events.record(.popToRoot(viewControllers[0].displayTitle))
        if animated { window?.transitionDidBegin(.pop) }
        transition(from: popped.last, to: viewControllers[0])
        popped.forEach(release)
        bottomBarMayHaveChanged(from: hidBottomBar)
        barAppearanceMayOutlive(popped)
        _checkInvariants()
        return popped
    }

    /// Replaces the stack; controllers no longer on it are released.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool = true) {
        guard !controllers.isEmpty else { return }
        for c in controllers where c.parent != nil && c.parent !== self {
            report(.alreadyHasParent(controller: c.typeName, operation: .setViewControllers))
            return
        }
        let previousTop = topViewController
        let hidBottomBar = hidesBottomBar
        let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
        for (i, c) in controllers.enumerated() where c.parent == nil {
            adopt(c)
            if i > 0 { c.hidesBottomBarReadAtPush = c.hidesBottomBarWhenPushed }
        }
        controllers.first?.hidesBottomBarReadAtPush = nil
        viewControllers = controllers
        window?.events.record(.setViewControllers(controllers.map(\.displayTitle)))
        if previousTop !== topViewController { transition(from: previousTop, to: topViewController) }
        removed.forEach(release)
        bottomBarMayHaveChanged(from: hidBottomBar)
        for c in controllers { c.didMove(toParent: self) }
        barAppearanceMayOutlive(removed)
        _checkInvariants()
    }

    /// A controller taken off the stack by `removeFromParent()` — `addChild(_:)` elsewhere
    /// moves it, as Apple documents — leaves `viewControllers`; when it was the top, the
    /// controller under it appears.
    override func childIsLeaving(_ child: ViewController) {
        guard let index = viewControllers.firstIndex(where: { $0 === child }) else { return }
        let hidBottomBar = hidesBottomBar
        viewControllers.remove(at: index)
        child.hidesBottomBarReadAtPush = nil
        if index == viewControllers.count { transition(from: child, to: topViewController) }
        bottomBarMayHaveChanged(from: hidBottomBar)
        barAppearanceMayOutlive([child])
        _checkInvariants()
    }

    /// True while a controller on the stack was pushed with `hidesBottomBarWhenPushed`, as
    /// the navigation controller read it at the push: a tab bar around the stack is then
    /// hidden — for that controller and every one pushed above it, until it is popped.
    public var hidesBottomBar: Bool {
        viewControllers.dropFirst().contains { $0.hidesBottomBarReadAtPush == true }
    }

    /// After the stack changed: a tab bar controller around it lays out again when the
    /// bottom bar comes or goes.
    private func bottomBarMayHaveChanged(from hidBottomBar: Bool) {
        guard hidBottomBar != hidesBottomBar, let tabs = parent as? TabBarController else { return }
        tabs.viewIfLoaded?.setNeedsLayout()
    }

    private func adopt(_ controller: ViewController) {
        addChild(controller)
    }

    private func release(_ controller: ViewController) {
        controller.hidesBottomBarReadAtPush = nil
        controller.view.removeFromSuperview()
        controller.removeFromParent()
        window?.controllerReleased(controller)
    }

    /// Swaps the visible child with UIKit's callback order:
    /// from.viewWillDisappear, to.viewWillAppear, from.viewDidDisappear, to.viewDidAppear.
    private func transition(from: ViewController?, to: ViewController?) {
        _ = to?.view
        let showing = isAppeared
        if showing {
            from?.beginAppearanceTransition(false)
            to?.beginAppearanceTransition(true)
        }
        from?.view.removeFromSuperview()
        if let to { view.addSubview(to.view) }
        view.setNeedsLayout()
        if showing {
            from?.endAppearanceTransition(false)
            to?.endAppearanceTransition(true)
        }
    }

    // MARK: Keys

    open override func handle(_ key: Key) -> Bool {
        if let top = topViewController, top.handle(key) { return true }
        if case .character(let c) = key, let top = topViewController, !isNavigationBarHidden,
            let item = (top.navigationItem.leftBarButtonItems + top.navigationItem.rightBarButtonItems).first(where: {
                $0.key == c
            })
        {
            item.action()
            return true
        }
        if key == .escape, showsBackItem {
            popViewController()
            return true
        }
        return false
    }

    open override func paste(_ text: String) -> Bool { topViewController?.paste(text) ?? false }

    open override var isEditingText: Bool { topViewController?.isEditingText ?? false }

    open override var keyHints: [KeyHint] {
        var hints = topViewController?.keyHints ?? []
        if showsBackItem, !hints.contains(where: { $0.key == "esc" }) { hints.append(KeyHint("esc", "back")) }
        return hints
    }

    /// True when the top controller shows the system back item: not at the root, not hidden
    /// (`hidesBackButton`), not replaced by left items. As in UIKit, the interactive pop
    /// gesture — Escape here — goes with it: a screen that hides the back item for a button
    /// of its own can only be left through that button.
    var showsBackItem: Bool {
        guard viewControllers.count > 1, let top = topViewController else { return false }
        return !top.navigationItem.hidesBackButton && top.navigationItem.leftBarButtonItems.isEmpty
    }

    /// The back item shown under the top controller, UIKit's rules: none unless
    /// `showsBackItem`; the previous controller's `backButtonTitle`, else its title; `Back`
    /// when that is empty, longer than `room` or the display mode is generic; only the
    /// chevron when minimal.
    func backItemTitle(room: Int) -> String? {
        guard showsBackItem else { return nil }
        let previous = viewControllers[viewControllers.count - 2].navigationItem
        switch previous.backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return "Back"
        case .default:
            let title = previous.backButtonTitle ?? viewControllers[viewControllers.count - 2].displayTitle
            return title.isEmpty || DisplayWidth.of(title) > room ? "Back" : title
        }
    }

    /// Rows the bar takes: one, plus the prompt and a large title when shown.
    var barHeight: Int {
        guard !isNavigationBarHidden, let top = topViewController else { return 0 }
        var h = 1
        if top.navigationItem.prompt != nil { h += 1 }
        if displaysLargeTitle { h += 1 }
        return h
    }

    /// UIKit's rule: no large title unless the bar's `prefersLargeTitles` is true; then
    /// `.always` and `.never` decide, and `.automatic` inherits from the controller below
    /// (large at the root). A large title may still show collapsed into the bar while the top
    /// controller's content scroll view is scrolled (`displaysLargeTitle`).
    public var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        for c in viewControllers.reversed() {
            switch c.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }
}

/// The navigation controller's root panel: the bar on top, the top controller's view below.
@MainActor
final class NavigationContainerPanel: Panel {
    unowned let navigation: NavigationController

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init()
        addSubview(navigation.navigationBar)
    }

    /// After the tree lays out, the bar follows the top controller's content scroll view: the
    /// large title collapses or comes back, and the two are placed again for it.
    override func layoutIfNeeded() {
        super.layoutIfNeeded()
        navigation.followContentScrollView { [self] in
            layoutSubviews()
            navigation.topViewController?.view.layoutIfNeeded()
        }
    }

    override func layoutSubviews() {
        let barHeight = navigation.barHeight
        navigation.navigationBar.isHidden = barHeight == 0
        navigation.navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
        navigation.topViewController?.view.frame = bounds.inset(top: barHeight).inset(
            by: navigation.additionalSafeAreaInsets)
    }
}
