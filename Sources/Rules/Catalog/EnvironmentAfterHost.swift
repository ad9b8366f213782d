extension RuleEntry {
    static let environmentAfterHost = RuleEntry(
        title:
            "Environment attached after the host exists is not seen until rootView is reassigned or a bridge container is used.",
        pattern: .environment,
        why: """
            The root view copies the value into its environment once, when the host is made. When the UIKit side later changes the setting (a locale, a theme, the signed-in user), the hosted view never hears of it and keeps formatting money the old way beside imperative rows that follow. Use an environment bridge that observes the settings, or reassign rootView; since iOS 17 a custom trait bridged with UITraitBridgedEnvironmentKey and set through traitOverrides flows into the hosted environment as well. (The lesson writes .environment(from: settings), Seam's form of .environment(\\.locale, settings.locale), so that Seam can see the copy.)
            """,
        wrong: """
            let total = HostingController(rootView:
                OrderTotal(cents: 8_640)
                    .environment(from: settings))
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
            "Seam's choice: .environment(from:) and EnvironmentBridge are Seam's, not SwiftUI's: .environment(from: settings) stands for .environment(\\.locale, settings.locale) so that Seam can see the copy, and the bridge for a wrapper that observes the settings.",
        ])
}

extension RuleFinding {
    /// `.environmentAfterHost`: a value copied into the root view went stale.
    static func environmentAfterHostMessage(controller: String, value: String, copied: String, current: String)
        -> String
    {
        "\(controller) still sees \(value) = \(copied), copied when its root view was made; its source now says \(current). Reassign rootView, or use an EnvironmentBridge"
    }
}
