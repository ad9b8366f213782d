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
        lesson: "Screens/Lessons/OpaqueHostBackgroundLesson.swift")
}
