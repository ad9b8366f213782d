import Rules
import Terminal

/// Mirrors UITabBarController: the outer shell. Each tab is a controller (usually a
/// navigation controller) that keeps its own stack while other tabs are shown; `1`…`9`
/// select a tab, and selecting the selected tab again pops its stack to the root, as a
/// tap on the selected tab does. The one rule: only the selected tab is appeared.
@preconcurrency @MainActor
open class TabBarController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public let tabBar = TabBar()
    public private(set) var selectedIndex = 0

    public init(viewControllers: [ViewController]) {
        super.init()
        tabBar.tabBarController = self
        setViewControllers(viewControllers)
    }

    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// True while the selected tab's stack holds a controller pushed with
    /// `hidesBottomBarWhenPushed`: the tab bar is hidden, the tab's content gets its row, and
    /// the tab keys do nothing (there is no bar to tap).
    public var hidesTabBar: Bool { selectedViewController?.visibleNavigationController?.hidesBottomBar ?? false }

    /// The title a tab shows: its `tabBarItem.title`, else (a navigation controller) its
    /// root's `tabBarItem.title`, which the root's `title` sets, else the controller's title.
    public func tabTitle(at index: Int) -> String {
        let c = viewControllers[index]
        if let title = c.tabBarItem.title { return title }
        if let nav = c as? NavigationController, let title = nav.viewControllers.first?.tabBarItem.title {
            return title
        }
        return c.title ?? ""
    }

    /// The selected tab decides the status bar's style.
    open override var childForStatusBarStyle: ViewController? { selectedViewController }
    public override var visibleNavigationController: NavigationController? {
        selectedViewController?.visibleNavigationController
    }
    public override var selectedTabTitle: String? {
        viewControllers.isEmpty ? nil : tabTitle(at: selectedIndex)
    }

    open override func loadView() {
        let panel = TabBarContainerPanel(tabs: self)
        if let selected = selectedViewController { panel.addSubview(selected.view) }
        setView(panel)
    }

    /// Replaces the tabs; refused with a `one-owner` diagnostic when one already has an owner.
    public func setViewControllers(_ controllers: [ViewController]) {
        for c in controllers where (c.parent != nil && c.parent !== self) || c.presentingStorage != nil {
            report(.alreadyHasParent(controller: c.typeName, operation: .setViewControllers))
            return
        }
        let old = selectedViewController
        let showing = isAppeared
        let keepsSelection =
            old.map { o in controllers.indices.contains(selectedIndex) && controllers[selectedIndex] === o } ?? false
        if !keepsSelection {
            if showing { old?.beginAppearanceTransition(false) }
            old?.viewIfLoaded?.removeFromSuperview()
            if showing { old?.endAppearanceTransition(false) }
        }
        let removed = viewControllers.filter { c in !controllers.contains { $0 === c } }
        viewControllers = controllers
        for c in removed {
            c.removeFromParent()
            window?.controllerReleased(c)
        }
        for c in controllers where c.parent !== self { addChild(c) }
        selectedIndex = controllers.isEmpty ? 0 : min(selectedIndex, controllers.count - 1)
        for c in controllers { c.didMove(toParent: self) }
        if !keepsSelection, let new = selectedViewController {
            if showing { new.beginAppearanceTransition(true) }
            if isViewLoaded { view.addSubview(new.view) }
            if showing { new.endAppearanceTransition(true) }
        }
        viewIfLoaded?.setNeedsLayout()
        _checkInvariants()
    }

    /// A tab taken away by `removeFromParent()` (or by `addChild(_:)` elsewhere) leaves the
    /// tabs; when it was selected, the tab now at its place (or the last) is shown.
    override func childIsLeaving(_ child: ViewController) {
        guard let index = viewControllers.firstIndex(where: { $0 === child }) else { return }
        let wasSelected = index == selectedIndex
        let showing = isAppeared && wasSelected
        if showing { child.beginAppearanceTransition(false) }
        child.viewIfLoaded?.removeFromSuperview()
        if showing { child.endAppearanceTransition(false) }
        viewControllers.remove(at: index)
        if index < selectedIndex || selectedIndex >= viewControllers.count { selectedIndex = max(0, selectedIndex - 1) }
        if wasSelected, let new = selectedViewController {
            if showing { new.beginAppearanceTransition(true) }
            if isViewLoaded { view.addSubview(new.view) }
            if showing { new.endAppearanceTransition(true) }
        }
        viewIfLoaded?.setNeedsLayout()
        _checkInvariants()
    }

    /// Selects a tab with UIKit's callback order: new.viewWillAppear, old.viewWillDisappear,
    /// old.viewDidDisappear, new.viewDidAppear. Selecting the selected tab pops it to its root.
    public func selectTab(at index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        if index == selectedIndex {
            selectedViewController?.visibleNavigationController?.popToRootViewController()
            return
        }
        let old = selectedViewController, new = viewControllers[index]
        selectedIndex = index
        window?.events.record(.tab(tabTitle(at: index)))
        let showing = isAppeared
        if showing {
            new.beginAppearanceTransition(true)
            old?.beginAppearanceTransition(false)
        }
        old?.view.removeFromSuperview()
        view.addSubview(new.view)
        view.setNeedsLayout()
        if showing {
            old?.endAppearanceTransition(false)
            new.endAppearanceTransition(true)
        }
        _checkInvariants()
    }

    /// Selects the tab whose title is `title` (case-insensitive); false when there is none.
    @discardableResult
    public func selectTab(titled title: String) -> Bool {
        guard let i = viewControllers.indices.first(where: { tabTitle(at: $0).lowercased() == title.lowercased() })
        else {
            return false
        }
        selectTab(at: i)
        return true
    }

    open override func handle(_ key: Key) -> Bool {
        if let selected = selectedViewController, selected.handle(key) { return true }
        if case .character(let c) = key, let digit = c.wholeNumberValue, (1...9).contains(digit),
            digit <= viewControllers.count, !hidesTabBar
        {
            selectTab(at: digit - 1)
            return true
        }
        return false
    }

    open override func paste(_ text: String) -> Bool { selectedViewController?.paste(text) ?? false }

    open override var isEditingText: Bool { selectedViewController?.isEditingText ?? false }

    /// The selected tab's keys, then the tab keys — unless a text field takes the digits, or
    /// a tab bar inside the selected tab does: it is asked first (`handle(_:)`), so its tabs
    /// are the ones the digits switch, and its hint is the true one.
    open override var keyHints: [KeyHint] {
        var hints = selectedViewController?.keyHints ?? []
        let nestedTabs = hints.contains { $0.action == Self.tabsAction }
        if viewControllers.count > 1, !isEditingText, !hidesTabBar, !nestedTabs {
            hints.append(KeyHint("1-\(viewControllers.count)", Self.tabsAction))
        }
        return hints
    }

    /// The action of the tab keys' hint.
    static let tabsAction = "tabs"
}

/// The tab bar controller's root panel: the selected tab's view in the safe area, the
/// tab bar on the bottom row.
@MainActor
final class TabBarContainerPanel: Panel {
    unowned let tabs: TabBarController

    init(tabs: TabBarController) {
        self.tabs = tabs
        super.init()
        addSubview(tabs.tabBar)
    }

    override func layoutSubviews() {
        let hidden = tabs.hidesTabBar
        tabs.tabBar.isHidden = hidden
        let barHeight = hidden ? 0 : min(1, bounds.height)
        tabs.tabBar.frame = Rect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        tabs.selectedViewController?.viewIfLoaded?.frame = bounds.inset(bottom: barHeight).inset(
            by: tabs.additionalSafeAreaInsets)
    }
}
