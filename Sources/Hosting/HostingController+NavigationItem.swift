import Declarative
import Imperative
import Rules

/// The host's navigation item as its view writes it (`navigation-item-owner`).
extension HostingController {
    /// Writes what the view declares into the navigation item, each time the view renders, as
    /// UIHostingController does: a `.navigationTitle` becomes `navigationItem.title`, and once
    /// the view has a `.toolbar` its items are the right bar button items. A part the view
    /// never declares is left to UIKit code (a host without a toolbar keeps the bar buttons
    /// set on it). A part the view declares is the view's: what UIKit code wrote there since
    /// the last render — a title, a bar button added beside the toolbar's, or items that
    /// replaced the toolbar's — is replaced, and the rule names what was lost.
    func bridgeNavigationItem(_ preferences: PreferenceValues) {
        if let title = preferences.navigationTitle {
            if let current = navigationItem.title, current != bridgedTitle, current != title {
                report(.navigationItemOwner(host: typeName, item: "title", lost: [current], writer: ".navigationTitle"))
            }
            navigationItem.title = title
            bridgedTitle = title
        }
        let declared = preferences.toolbarItems
        guard !declared.isEmpty || !bridgedRightBarButtonItems.isEmpty else { return }
        let written = bridgedRightBarButtonItems
        let lost = navigationItem.rightBarButtonItems.filter { item in !written.contains { $0 === item } }
        if !lost.isEmpty {
            report(
                .navigationItemOwner(
                    host: typeName, item: "rightBarButtonItems", lost: lost.map(\.title), writer: ".toolbar"))
        }
        let items = declared.map { item in BarButtonItem(title: item.title, key: item.key) { item.action() } }
        navigationItem.rightBarButtonItems = items
        bridgedRightBarButtonItems = items
    }
}
