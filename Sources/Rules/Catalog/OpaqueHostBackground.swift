extension RuleEntry {
    static let opaqueHostBackground = RuleEntry(
        title: "A child host paints an opaque background over imperative content unless it is cleared.",
        pattern: .childHosting,
        why: """
            A hosting controller's view paints the system background, like any full screen. Embedded as a child over what the parent draws (a frame around a card, a header's artwork), it lays a solid block over it: the frame and its title vanish and the card floats on nothing. Clear the host view's backgroundColor when the host is a part of a screen.
            """,
        wrong: """
            let card = HostingController(rootView: PaymentCard())
            card.sizingOptions = .intrinsicContentSize
            addChild(card)
            frame.embed(card.view)
            card.didMove(toParent: self)
            """,
        right: """
            let card = HostingController(rootView: PaymentCard())
            card.sizingOptions = .intrinsicContentSize
            card.view.backgroundColor = .clear
            addChild(card)
            frame.embed(card.view)
            card.didMove(toParent: self)
            """,
        lesson: "Lessons/OpaqueHostBackgroundLesson.swift",
        sources: [
            "UIColor.systemBackground, developer.apple.com/documentation/uikit/uicolor/systembackground",
            "airbnb/epoxy-ios PR #59: a hosting controller has the system background colour by default; cleared to embed it, github.com/airbnb/epoxy-ios/pull/59",
            "gaetanzanella/DynamicOverlay PR #5: a UIHostingController's opaque background cleared, github.com/gaetanzanella/DynamicOverlay/pull/5",
            "OpenSwiftUI UIHostingView.swift (a reimplementation, not Apple's): the hosting view sets .systemBackground, github.com/OpenSwiftUIProject/OpenSwiftUI/blob/HEAD/Sources/OpenSwiftUI/Integration/Hosting/UIKit/View/UIHostingView.swift",
            "Seam's choice: Apple does not document the hosting view's background; Seam paints the system background, as field reports and the reimplementation show.",
        ])
}

extension RuleFinding {
    /// `.opaqueHostBackground`: a child host paints over the imperative content under it.
    static func opaqueHostBackgroundMessage(controller: String) -> String {
        "\(controller) paints its opaque background over imperative content drawn under it. Set view.backgroundColor = .clear"
    }
}
