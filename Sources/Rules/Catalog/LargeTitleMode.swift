extension RuleEntry {
    static let largeTitleMode = RuleEntry(
        title: "A large title needs the bar's prefersLargeTitles; set the host's largeTitleDisplayMode on the UIKit side when the modifier does not take effect.",
        pattern: .screenHosting,
        why: """
            A hosted view's .navigationBarTitleDisplayMode(.large) only sets its host's navigationItem, and UIKit shows a large title only when the navigation bar prefers large titles: a bar left at its default shows every title inline, whatever the screen asks. A largeTitleDisplayMode that UIKit code set on the host wins over the modifier as well. The screen quietly gets a small title; set prefersLargeTitles on the UIKit side.
            """,
        wrong: """
            let host = HostingController(rootView:
                StatementsView()
                    .navigationBarTitleDisplayMode(.large))
            navigationController?
                .pushViewController(host)
            """,
        right: """
            navigationController?.navigationBar
                .prefersLargeTitles = true
            let host = HostingController(rootView:
                StatementsView()
                    .navigationBarTitleDisplayMode(.large))
            navigationController?
                .pushViewController(host)
            """,
        lesson: "Screens/Lessons/LargeTitleModeLesson.swift")
}
