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
        lesson: "Screens/Lessons/ManualBackButtonLesson.swift")
}
