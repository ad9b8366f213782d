extension RuleEntry {
    static let uikitObservationTracking = RuleEntry(
        title:
            "UIKit follows an @Observable model only where it tracks reads (viewWillLayoutSubviews, layoutSubviews, updateProperties); a value read in viewDidLoad or viewWillAppear goes stale.",
        pattern: .sharedModel,
        why: """
            From iOS 18 (with UIObservationTrackingEnabled; by default from iOS 26) UIKit remembers the @Observable properties read in viewWillLayoutSubviews, layoutSubviews, draw and updateProperties, and calls the method again when one changes, as SwiftUI re-renders a body. viewDidLoad and viewWillAppear are not tracked: a count copied into a label there is copied once, so when the shared model changes the SwiftUI row moves on and the UIKit header keeps the old number. Read the model in a tracked method.
            """,
        wrong: """
            override func viewDidLoad() {
                super.viewDidLoad()
                header.text = "UIKit header · \\(inbox.unread) unread"
            }
            """,
        right: """
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                header.text = "UIKit header · \\(inbox.unread) unread"
            }
            """,
        lesson: "Lessons/UikitObservationTrackingLesson.swift",
        sources: [
            "Updating views automatically with observation tracking in UIKit, developer.apple.com/documentation/uikit/updating-views-automatically-with-observation-tracking-in-uikit",
            "UIViewController.viewWillLayoutSubviews(): supports automatic observation tracking, developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()",
            "UIView.updateProperties() (iOS 26): tracked, before layout, developer.apple.com/documentation/uikit/uiview/updateproperties()",
            "UIObservationTrackingEnabled: turns tracking on in iOS 18, developer.apple.com/documentation/bundleresources/information-property-list/uiobservationtrackingenabled",
            "WWDC24 What's new in UIKit, developer.apple.com/videos/play/wwdc2024/10118/",
            "Seam's choice: tracking is on, as in iOS 26; the rule is named when a read in viewDidLoad or an appearance callback changes on screen and nothing following the model runs again.",
        ])
}

extension RuleFinding {
    /// `.untrackedObservationRead`: a model read in an untracked callback changed; what it set is stale.
    static func untrackedObservationReadMessage(controller: String, method: String) -> String {
        "\(controller) read an @Observable model in \(method), which UIKit does not track: the model changed "
            + "and what it set stays as it was; read it in viewWillLayoutSubviews() or updateProperties()"
    }
}
