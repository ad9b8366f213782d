extension RuleEntry {
    static let traitsInViewIsAppearing = RuleEntry(
        title:
            "Read traits for an appearance in viewIsAppearing: viewWillAppear can still see the traits the screen left with.",
        pattern: .environment,
        why: """
            A screen out of the view hierarchy (under the top of a stack, in a tab not selected) is not told when the traits change: since iOS 17 it takes them from its view's superview, so it catches up only as it appears again, after viewWillAppear and before viewIsAppearing. A screen that lays itself out for its size class in viewWillAppear therefore uses the width it left with after the window was resized behind it: the wrong number of columns until something lays it out again. Seam names the rule when viewWillAppear read traitCollection and viewIsAppearing then sees other traits.
            """,
        wrong: """
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                // the traits it left with, maybe
                layOut(for: traitCollection.horizontalSizeClass)
            }
            """,
        right: """
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                // the traits are up to date here
                layOut(for: traitCollection.horizontalSizeClass)
            }
            """,
        lesson: "Lessons/TraitsInViewIsAppearingLesson.swift",
        sources: [
            "UIViewController.viewIsAppearing(_:): \"By the time the system calls this method, both the view controller and its view have received updated trait collections\", developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)",
            "WWDC23 What's new in UIKit: viewIsAppearing, after viewWillAppear with the traits up to date, back-deployed to iOS 13, developer.apple.com/videos/play/wwdc2023/10055",
            "WWDC23 Unleash the UIKit trait system: since iOS 17 a view controller inherits its traits from its view's superview, developer.apple.com/videos/play/wwdc2023/10057",
            "Use Your Loaf, UIKit View Lifecycle - viewIsAppearing: traits like the size classes are not updated until the view is in the hierarchy, so viewWillAppear is too early to use them, useyourloaf.com/blog/uikit-view-lifecycle-viewisappearing/",
            "Seam's choice: any read of traitCollection in viewWillAppear counts as reading every trait; a controller that has never appeared takes the traits of where it is added (UIKit's prediction).",
        ],
        linted: false)
}

extension RuleFinding {
    /// `.traitsInViewIsAppearing`: `viewWillAppear` read traits that changed before `viewIsAppearing`.
    static func traitsInViewIsAppearingMessage(controller: String, trait: String, read: String, current: String)
        -> String
    {
        "\(trait) read in viewWillAppear was \(read), viewIsAppearing sees \(current) (in \(controller)); "
            + "read traits in viewIsAppearing"
    }
}
