extension RuleEntry {
    static let hostKeyboardInset = RuleEntry(
        title:
            "A hosting controller adds the software keyboard to its safe area: give a host embedded in a UIKit screen safeAreaRegions = [].",
        pattern: .childHosting,
        why: """
            A UIHostingController adds every safe area region to its view, the keyboard's too: while a text field edits, its SwiftUI content is laid out above the keyboard and a self-sizing host grows by it. A screen's own host wants that; a footer embedded in a UIKit screen jumps above the keyboard, over the content around it, or is squeezed, and .ignoresSafeArea(.keyboard) inside it does not help. Set safeAreaRegions = [] (iOS 16.4) on the embedded host: it stays put behind the keyboard.
            """,
        wrong: """
            let totals = HostingController(
                rootView: NoteTotals(notes: notes))
            totals.sizingOptions = .intrinsicContentSize
            addChild(totals)
            view.addSubview(totals.view)
            totals.didMove(toParent: self)
            """,
        right: """
            let totals = HostingController(
                rootView: NoteTotals(notes: notes))
            totals.sizingOptions = .intrinsicContentSize
            totals.safeAreaRegions = []
            addChild(totals)
            view.addSubview(totals.view)
            totals.didMove(toParent: self)
            """,
        lesson: "Lessons/HostKeyboardInsetLesson.swift",
        sources: [
            "UIHostingController.safeAreaRegions (iOS 16.4), default .all, developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions",
            "SafeAreaRegions (.container, .keyboard, .all), developer.apple.com/documentation/swiftui/safearearegions",
            "View.ignoresSafeArea(_:edges:), developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)",
            "UIView.keyboardLayoutGuide, developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide",
            "Peter Steinberger, steipete.com/posts/disabling-keyboard-avoidance-in-swiftui-uihostingcontroller/",
            "airbnb/epoxy-ios PR #170: a bottom bar pushed above the keyboard, github.com/airbnb/epoxy-ios/pull/170",
            "microsoft/fluentui-apple PR #2099: the view grows by the keyboard, github.com/microsoft/fluentui-apple/pull/2099",
            "expo/expo PR #41302, apptekstudios/ASCollectionView PR #179, github.com/expo/expo/pull/41302",
            "Seam's choice: the keyboard shows where a controller sets presentsSoftwareKeyboard; the inset counts from the host's bottom edge.",
        ],
        linted: false)
}

extension RuleFinding {
    /// `.hostKeyboardInset`: an embedded host's layout changed for the software keyboard.
    static func hostKeyboardInsetMessage(host: String, rows: Int, grew: Bool) -> String {
        let count = rows == 1 ? "1 row" : "\(rows) rows"
        let effect =
            grew
            ? "\(host) grew \(count) to jump above the keyboard, over the screen around it: "
            : "\(host) squeezed its content \(count) shorter, above the keyboard: "
        return effect + "embedded in a UIKit screen, it took the keyboard into its safe area. "
            + "Set safeAreaRegions = [] on an embedded host that should stay put"
    }
}
