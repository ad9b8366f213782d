/// What assigning `title` does beyond the title itself (see `ViewController.title`).
extension ViewController {
    /// After `title` was assigned: the navigation item and the tab-bar item take it, as UIKit
    /// updates them; when that renames a tab the tab bar shows, the rule is recorded.
    func titleDidChange() {
        let tab = shownTab
        let before = tab.map { $0.tabs.tabTitle(at: $0.index) }
        navigationItem.title = title
        tabBarItem.title = title
        guard let tab, let before else { return }
        let after = tab.tabs.tabTitle(at: tab.index)
        guard after != before else { return }
        report(.titleFeedsTabItem(controller: typeName, tab: after))
    }

    /// The tab bar controller and tab whose label follows this controller's tab-bar item: this
    /// controller as a tab, or as the root of a tab's navigation controller.
    private var shownTab: (tabs: TabBarController, index: Int)? {
        if let tabs = parent as? TabBarController, let i = tabs.viewControllers.firstIndex(where: { $0 === self }) {
            return (tabs, i)
        }
        if let nav = parent as? NavigationController, nav.viewControllers.first === self,
            let tabs = nav.parent as? TabBarController, let i = tabs.viewControllers.firstIndex(where: { $0 === nav })
        {
            return (tabs, i)
        }
        return nil
    }

    /// The path of titles from the root to here, for diagnostics (`Ledger > Receipts`).
    public var locationPath: String {
        var titles: [String] = []
        if let nav = navigationController {
            for c in nav.viewControllers {
                titles.append(c.displayTitle)
                if c === self { break }
            }
            if !nav.viewControllers.contains(where: { $0 === self }) { titles.append(displayTitle) }
        } else {
            titles.append(displayTitle)
        }
        return titles.filter { !$0.isEmpty }.joined(separator: " > ")
    }
}
