extension RuleEntry {
    static let environmentAfterHost = RuleEntry(
        title:
            "Environment attached after the host exists is not seen until rootView is reassigned or a bridge container is used.",
        pattern: .environment,
        why: """
            .environment(\\.locale, settings.locale) evaluates settings.locale once, where the root view is built, and hands SwiftUI that value, not the settings. When the UIKit side later changes the setting (a locale, a theme, the signed-in user), the hosted view never hears of it and keeps formatting money the old way beside imperative rows that follow. Use an environment bridge that observes the settings, or reassign rootView; since iOS 17 a custom trait bridged with UITraitBridgedEnvironmentKey and set through traitOverrides flows into the hosted environment as well.
            """,
        wrong: """
            let total = HostingController(rootView:
                OrderTotal(cents: 8_640)
                .environment(\\.locale, settings.locale))
            total.sizingOptions = .intrinsicContentSize
            """,
        right: """
            let total = HostingController(rootView:
                EnvironmentBridge(settings) {
                    OrderTotal(cents: 8_640)
                })
            total.sizingOptions = .intrinsicContentSize
            """,
        lesson: "Lessons/EnvironmentAfterHostLesson.swift",
        sources: [
            "UIHostingController.rootView, developer.apple.com/documentation/swiftui/uihostingcontroller/rootview",
            "View.environment(_:_:), developer.apple.com/documentation/swiftui/view/environment(_:_:)",
            "UITraitBridgedEnvironmentKey (iOS 17), developer.apple.com/documentation/uikit/uitraitbridgedenvironmentkey",
            "UIViewController.traitOverrides (iOS 17), developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc",
            "WWDC23 \"Unleash the UIKit trait system\" (session 10057), developer.apple.com/videos/play/wwdc2023/10057",
            "Custom Traits and SwiftUI (Use Your Loaf), useyourloaf.com/blog/custom-traits-and-swiftui",
            "Seam's choice: EnvironmentSource and EnvironmentBridge are Seam's, and SwiftUI has no such diagnostic: Seam names the rule when a settings source changes a key that a host's root view set with .environment(_:_:) to the source's earlier value.",
        ])
}

extension RuleFinding {
    /// `.environmentAfterHost`: a value set on the root view with `.environment` went stale.
    static func environmentAfterHostMessage(controller: String, value: String, copied: String, current: String)
        -> String
    {
        "\(controller) still sees \(value) = \(copied), set with .environment when its root view was made; its settings now say \(current). Reassign rootView, or use an EnvironmentBridge"
    }
}
