import Imperative
import Rules

/// A controller shown through a representable is a child of the hosting controller, never on
/// the navigation stack: the navigation controller builds its bar from the navigation items of
/// the controllers on its stack ("uses the navigation items of the topmost two view
/// controllers", UINavigationItem), so the host's item is read and the child's never is. The
/// child's title and bar button items written in UIKit code show nowhere; `.navigationTitle`
/// and `.toolbar` on the representable reach the host's item. While the host's bar is the
/// one on screen, a write to the child's item records `representable-nav-item`.
extension RepresentableStorage {
    /// Watches what UIKit code writes to `controller`'s navigation item from now on, and
    /// judges what it wrote before the representable adopted it.
    func watchNavigationItem(of controller: ViewController) {
        controller.navigationItem.didChange = { [weak self, weak controller] property, value in
            guard let self, let controller else { return }
            self.navigationItemWritten(by: controller, property: property, value: value)
        }
        let item = controller.navigationItem
        if let title = item.title, !title.isEmpty {
            navigationItemWritten(by: controller, property: "title", value: "'\(title)'")
        }
        for (property, items) in [
            ("rightBarButtonItems", item.rightBarButtonItems), ("leftBarButtonItems", item.leftBarButtonItems),
        ]
        where !items.isEmpty {
            let value = "[" + items.map(\.title).joined(separator: ", ") + "]"
            navigationItemWritten(by: controller, property: property, value: value)
        }
    }

    /// `controller` wrote `property` of its navigation item: when its host is on a navigation
    /// controller whose bar shows, the bar reads the host's item, and the rule is recorded
    /// (once per property).
    private func navigationItemWritten(by controller: ViewController, property: String, value: String) {
        guard let host, let navigation = host.parent as? NavigationController, !navigation.isNavigationBarHidden,
            reportedNavigationItems.insert(property).inserted
        else { return }
        controller.report(
            .representableNavItem(
                controller: controller.typeName, property: property, value: value, host: host.typeName))
    }
}
