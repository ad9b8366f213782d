extension RuleEntry {
    static let representableNavItem = RuleEntry(
        title:
            "A controller shown through a representable does not set the bar: put .navigationTitle and .toolbar on the representable.",
        pattern: .screenHosting,
        why: """
            A navigation controller builds its bar from the navigation items of the controllers on its stack. A UIKit controller wrapped in a UIViewControllerRepresentable is a child of the hosting controller, never on the stack, so the title and the bar button items it sets on its own navigationItem (a date picker's Done, say) show nowhere, and the action they carry cannot be reached. The bar reads the host's item, which the SwiftUI side fills: put .navigationTitle and .toolbar on the representable, and let their actions talk to the controller through the representable.
            """,
        wrong: """
            // the picker's own item: no bar reads it
            navigationItem.rightBarButtonItems = [
                BarButtonItem(title: "Done", key: "d") { [weak self] in self?.onDone() }
            ]
            """,
        right: """
            // the host's item: the bar shows these
            DueDatePicker(way: way)
                .navigationTitle("Due date")
                .toolbar { ToolbarItem("Done", key: "d") { saved = true } }
            """,
        lesson: "Lessons/RepresentableNavItemLesson.swift",
        sources: [
            "UINavigationItem: \"The managing UINavigationController object uses the navigation items of the topmost two view controllers to populate the navigation bar with content\", developer.apple.com/documentation/uikit/uinavigationitem",
            "SwiftUI toolbar(content:): populates the toolbar or navigation bar with the specified items, developer.apple.com/documentation/swiftui/view/toolbar(content:)",
            "Stack Overflow 59295507: a representable's navigation title and bar button items are ignored, as its parent is SwiftUI's wrapper controller; set them from SwiftUI on the representable, stackoverflow.com/questions/59295507",
            "woocommerce/woocommerce-ios PR #5882: \"When embedded in a hosting controller, UIKit view controllers cannot update their navigation items properly\", github.com/woocommerce/woocommerce-ios/pull/5882",
            "Seam's choice: the rule is named when the wrapped controller writes a title or bar button items while its host is on a navigation controller whose bar shows, or was adopted with them already written.",
        ],
        linted: false)
}

extension RuleFinding {
    /// `.representableNavItem`: a represented controller wrote its navigation item.
    static func representableNavItemMessage(controller: String, property: String, value: String, host: String)
        -> String
    {
        "\(controller), shown through a representable, sets navigationItem.\(property) \(value): the bar reads "
            + "\(host)'s item; use .navigationTitle or .toolbar on the representable"
    }
}
