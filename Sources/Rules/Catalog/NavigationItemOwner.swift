extension RuleEntry {
    static let navigationItemOwner = RuleEntry(
        title:
            "A hosted view's .toolbar and .navigationTitle own its host's navigationItem: configure the bar from one side only.",
        pattern: .screenHosting,
        why: """
            A hosting controller writes its own navigationItem from the view it hosts, each time the view renders: .navigationTitle becomes the title, the .toolbar's items the bar buttons. A bar button that UIKit code added to host.navigationItem beside the toolbar shows after the push and is gone after the next render; the button the user just saw stops answering. Seam names the rule when a render replaces what UIKit code set there. Let one side own the bar: every item in the view's .toolbar, with the UIKit action passed in, or the host inside a plain container controller whose navigationItem UIKit code keeps.
            """,
        wrong: """
            let host = HostingController(rootView:
                RecipeScreen(recipe: recipe))
            navigationController?.pushViewController(host)
            // Share, added beside the .toolbar
            let share = BarButtonItem(title: "Share", key: "s") {
                [weak self] in self?.share(recipe) }
            host.navigationItem.rightBarButtonItems.append(share)
            """,
        right: """
            // one owner: Share is in the .toolbar
            let host = HostingController(rootView:
                RecipeScreen(recipe: recipe) {
                    [weak self] in self?.share(recipe)
                })
            navigationController?
                .pushViewController(host)
            """,
        lesson: "Lessons/NavigationItemOwnerLesson.swift",
        sources: [
            "View.toolbar(content:), developer.apple.com/documentation/swiftui/view/toolbar(content:)",
            "NSHostingSceneBridgingOptions.toolbars (macOS): \"overwrite any toolbar set on the window using AppKit\", developer.apple.com/documentation/swiftui/nshostingscenebridgingoptions/toolbars",
            "quran/quran-ios PR #603: \"UIHostingController takes over the responsibility of the navigationItem\", github.com/quran/quran-ios/pull/603",
            "quran/quran-ios PR #1044: the host moves bar buttons to trailingItemGroups, github.com/quran/quran-ios/pull/1044",
            "noahsark769/cifilter.app #132: a host resets leftItemsSupplementBackButton as it appears, github.com/noahsark769/cifilter.app/issues/132",
            "wikimedia/wikipedia-ios PR #4338: the host embedded in a container controller, github.com/wikimedia/wikipedia-ios/pull/4338",
            "Seam's choice: a host writes its title and right bar buttons once its view declares them, at each render.",
        ],
        linted: false)
}

extension RuleFinding {
    /// `.navigationItemOwner`: a render of the hosted view replaced what UIKit code set on
    /// the host's navigation item.
    static func navigationItemOwnerMessage(host: String, item: String, lost: [String], writer: String) -> String {
        let what = lost.map { "\"\($0)\"" }.joined(separator: ", ")
        let gone = item == "title" ? "the title \(what) is gone" : "\(what) \(lost.count == 1 ? "is" : "are") gone"
        return "\(gone): the \(writer) of \(host) wrote navigationItem.\(item) again as it rendered, over what "
            + "UIKit code set; configure the bar from one side only"
    }
}
