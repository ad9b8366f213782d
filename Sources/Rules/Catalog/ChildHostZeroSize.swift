extension RuleEntry {
    static let childHostZeroSize = RuleEntry(
        title: "Without .intrinsicContentSize sizing a child host is measured once and goes stale.",
        pattern: .childHosting,
        why: """
            A child host's sizingOptions is empty by default, so its view is measured at its first layout and never again. A card embedded while its data is still loading is measured empty and stays at zero height when the data arrives; content that grows later is clipped, and content that shrinks leaves a gap. Set sizingOptions to .intrinsicContentSize so the host re-measures whenever its content changes.
            """,
        wrong: """
            let card = HostingController(
                rootView: ActivityCard(feed: feed))
            addChild(card)
            stack.addArrangedSubview(card.view)
            card.didMove(toParent: self)
            """,
        right: """
            let card = HostingController(
                rootView: ActivityCard(feed: feed))
            card.sizingOptions = .intrinsicContentSize
            addChild(card)
            stack.addArrangedSubview(card.view)
            card.didMove(toParent: self)
            """,
        lesson: "Screens/Lessons/ChildHostZeroSizeLesson.swift")
}
