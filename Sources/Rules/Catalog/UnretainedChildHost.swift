extension RuleEntry {
    static let unretainedChildHost = RuleEntry(
        title: "Keep a stored reference to a child host; otherwise it is freed and its region goes blank.",
        pattern: .childHosting,
        why: """
            A view holds its controller weakly, so adding only a host's view keeps the view but not the controller that drives it. The host is freed when the function returns: the region it was given stays blank and never updates. Contain the host with addChild and didMove(toParent:), which makes the parent hold it, and keep it in a stored property.
            """,
        wrong: """
            let card = HostingController(rootView: WalletCard())
            card.sizingOptions = .intrinsicContentSize
            slot.addSubview(card.view)
            """,
        right: """
            let card = HostingController(rootView: WalletCard())
            card.sizingOptions = .intrinsicContentSize
            addChild(card)
            slot.addSubview(card.view)
            card.didMove(toParent: self)
            self.card = card
            """,
        lesson: "Screens/Lessons/UnretainedChildHostLesson.swift")
}
