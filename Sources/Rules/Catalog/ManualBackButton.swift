extension RuleEntry {
    static let manualBackButton = RuleEntry(
        title: "A pushed host gets the standard back button; do not add your own.",
        pattern: .navigation,
        why: """
            Teams add their own back button because SwiftUI has no backButtonDisplayMode. Hiding the system back item to make room for it turns off the interactive pop gesture, and the custom button can flicker or show next to a system one. Keep the system button and set backButtonTitle or backButtonDisplayMode on the previous controller.
            """,
        wrong: """
            let host = HostingController(rootView: PaymentReceipts())
            host.navigationItem.hidesBackButton = true
            let back = BarButtonItem(title: "‹ Back",
                                     key: "b") {
                [weak nav] in nav?.popViewController()
            }
            host.navigationItem.leftBarButtonItems = [back]
            nav.pushViewController(host)
            """,
        right: """
            if let orders = nav.topViewController {
                orders.navigationItem
                    .backButtonDisplayMode = .generic
            }
            let host = HostingController(rootView: PaymentReceipts())
            nav.pushViewController(host)
            """,
        lesson: "Lessons/ManualBackButtonLesson.swift",
        sources: [
            "UINavigationItem.backButtonDisplayMode, developer.apple.com/documentation/uikit/uinavigationitem/backbuttondisplaymode-swift.property",
            "UINavigationItem.BackButtonDisplayMode.generic: \"A generic title, such as Back\", developer.apple.com/documentation/uikit/uinavigationitem/backbuttondisplaymode-swift.enum/generic",
            "UINavigationItem.backButtonTitle, developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle",
            "ToolbarRole.editor (a custom back button appearance, on iPadOS only), developer.apple.com/documentation/swiftui/toolbarrole/editor",
            "openradar 19031955: the interactive pop gesture stops working with a custom left bar button item or a hidden navigation bar, github.com/lionheart/openradar-mirror/issues/2688",
            "woocommerce/woocommerce-ios #4803: a SwiftUI replacement back button disables the interactive pop gesture, github.com/woocommerce/woocommerce-ios/issues/4803",
            "csync/TogetherStream #310: a custom back button removes the swipe, github.com/csync/TogetherStream/issues/310",
            "Seam's choice: Escape stands for the edge swipe, so hiding the back item turns Escape off.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.manualBackButton`: the hosted view adds an item that looks like a back button.
    static func manualBackButtonMessage(view: String, item: String) -> String {
        "\(view) adds its own \"\(item)\" item; a pushed host already has the standard back button"
    }

    /// `.hiddenBackButton`: the pushed controller hides the standard back button or adds left items.
    static func hiddenBackButtonMessage(controller: String, items: [String]) -> String {
        let own = items.map { "\"\($0)\"" }.joined(separator: ", ")
        return
            "\(controller) hides the standard back button\(own.isEmpty ? "" : " for its own \(own)"): the interactive pop is off too. Set backButtonTitle or backButtonDisplayMode on the previous controller instead"
    }
}
