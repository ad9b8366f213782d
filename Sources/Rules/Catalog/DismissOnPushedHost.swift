extension RuleEntry {
    static let dismissOnPushedHost = RuleEntry(
        title: "dismiss closes a presentation or pops a NavigationStack destination; on a pushed host, pop instead.",
        pattern: .navigation,
        why: """
            The environment's dismiss closes the presentation a view is in, or pops the NavigationStack destination it is in. A host pushed onto a UIKit navigation controller is neither, and SwiftUI documents dismiss only for presentations and NavigationStack pops: what it does on a host pushed by UIKit is undocumented and has been unreliable (before iOS 15 it could not even close a presented host). Inside a presented navigation controller it may close the whole sheet, however deep the user was. In Seam, Close on a pushed host does nothing, which is what the lesson shows. Let the imperative side pop, through an onClose callback or a navigator.
            """,
        wrong: """
            struct DeliveryNoteScreen: View {
                @Environment(\\.dismiss) var dismiss
                var body: some View {
                    DeliveryNote(onClose: { dismiss() })
                }
            }
            """,
        right: """
            let note = DeliveryNote(onClose: {
                [weak nav] in nav?.popViewController()
            })
            let host = HostingController(rootView: note)
            nav.pushViewController(host)
            """,
        lesson: "Lessons/DismissOnPushedHostLesson.swift",
        sources: [
            "DismissAction (a presentation, or a pop from a NavigationStack), developer.apple.com/documentation/swiftui/dismissaction",
            "UIViewController.dismiss(animated:completion:), developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)",
            "home-assistant/iOS: dismiss unreliable for a host in a navigation controller UIKit presented, github.com/home-assistant/iOS/blob/HEAD/Sources/App/WebView/Extensions/WebViewController+Kiosk.swift",
            "adil-hussain-84/SwiftUI-experiments: a presented host cannot dismiss itself before iOS 15, github.com/adil-hussain-84/SwiftUI-experiments/blob/HEAD/App2/README.md",
            "RevenueCat/purchases-ios PR #5529: dismiss fails on iOS 15; an explicit close closure instead, github.com/RevenueCat/purchases-ios/pull/5529",
            "tidepool-org/Loop PR #69: a closure to close a modal UIKit presented, github.com/tidepool-org/Loop/pull/69",
            "Seam's choice: dismiss on a host UIKit pushed does nothing in Seam; no source says what it does there.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.dismissOnPushedHost`: dismiss on a pushed host does nothing.
    static func dismissOnPushedHostMessage(view: String) -> String {
        "dismiss() on \(view), which was pushed, not presented: in Seam nothing happens (SwiftUI documents dismiss only for presentations and NavigationStack pops); pop instead"
    }

    /// `.dismissClosesPresentation`: dismiss deep in a presented navigation controller closes it all.
    static func dismissClosesPresentationMessage(view: String, depth: Int) -> String {
        "dismiss() on \(view), pushed at depth \(depth) of a presented navigation controller: in Seam the call "
            + "reaches the presentation and the whole sheet closes from depth \(depth), as it may on a device; pop instead"
    }
}
