import Declarative
import Rules
import Terminal
import TestSupport
import Testing
@testable import Hosting
@testable import Imperative

/// `navigation-item-owner`: a host writes the parts of its navigation item its view declares
/// (the title, the toolbar's items) each time the view renders, over what UIKit code set there.
@MainActor
@Suite struct NavigationItemOwnerTests {
    /// A screen with a toolbar (when `withToolbar`) and a counter that Enter raises, so a key
    /// makes the view render again.
    struct Counter: View {
        var title: String? = "Recipe"
        var withToolbar = true
        @State private var count = 0

        var body: some View {
            let content = VStack {
                Text("Count \(count)")
                Button("More") { count += 1 }
            }
            .toolbar {
                if withToolbar { ToolbarItem("Timer", key: "t") {} }
            }
            if let title { content.navigationTitle(title) } else { content }
        }
    }

    private func share() -> BarButtonItem { BarButtonItem(title: "Share", key: "s") {} }

    @Test func theToolbarsItemsBecomeTheRightBarButtonItems() {
        let (window, nav) = navigationShell()
        let host = HostingController(rootView: Counter())
        nav.pushViewController(host)
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Timer"])
        #expect(window.render().line(0).contains("[t] Timer"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aBarButtonUIKitAddedBesideTheToolbarIsGoneAfterTheNextRender() {
        let (window, nav) = navigationShell()
        let host = HostingController(rootView: Counter())
        nav.pushViewController(host)
        host.navigationItem.rightBarButtonItems.append(share())
        #expect(window.render().line(0).contains("[s] Share"))
        #expect(window.diagnostics.entries.isEmpty, "nothing is lost until the view renders")
        window.send(.enter)
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Timer"])
        #expect(!window.render().line(0).contains("[s] Share"))
        #expect(
            window.diagnostics.entries.map(\.message) == [
                RuleFinding.navigationItemOwner(
                    host: "HostingController<Counter>", item: "rightBarButtonItems", lost: ["Share"],
                    writer: ".toolbar"
                ).message
            ])
        #expect(window.diagnostics.entries.map(\.rule) == [.navigationItemOwner])
    }

    @Test func itemsUIKitSetInPlaceOfTheToolbarsAreReplacedToo() {
        let (window, nav) = navigationShell()
        let host = HostingController(rootView: Counter())
        host.navigationItem.rightBarButtonItems = [share()]
        nav.pushViewController(host)
        #expect(window.render().line(0).contains("[s] Share"))
        window.send(.enter)
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Timer"])
        #expect(window.diagnostics.entries.map(\.rule) == [.navigationItemOwner])
    }

    @Test func aHostWhoseViewHasNoToolbarKeepsTheBarButtonsUIKitSet() {
        let (window, nav) = navigationShell()
        let host = HostingController(rootView: Counter(withToolbar: false))
        host.navigationItem.rightBarButtonItems = [share()]
        nav.pushViewController(host)
        window.send(.enter)
        window.send(.enter)
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Share"])
        #expect(window.render().line(0).contains("[s] Share"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func theToolbarsOwnItemsRenderedAgainAreNotALoss() {
        let (window, nav) = navigationShell()
        let host = HostingController(rootView: Counter())
        nav.pushViewController(host)
        for _ in 0..<3 { window.send(.enter) }
        #expect(host.graph.preferences.toolbarItems.count == 1)
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aTitleUIKitSetIsReplacedByTheViewsNavigationTitle() {
        let (window, nav) = navigationShell()
        let host = HostingController(rootView: Counter(title: "Recipe"))
        nav.pushViewController(host)
        host.title = "Pancakes"
        #expect(window.render().line(0).contains("Pancakes"))
        window.send(.enter)
        #expect(host.navigationItem.title == "Recipe")
        #expect(window.diagnostics.entries.map(\.rule) == [.navigationItemOwner])
        #expect(window.diagnostics.entries.first?.message.contains("the title \"Pancakes\" is gone") == true)
    }

    @Test func aTitleUIKitSetThatTheViewAgreesWithIsNotALoss() {
        let (window, nav) = navigationShell()
        let host = HostingController(rootView: Counter(title: "Recipe"))
        host.title = "Recipe"
        nav.pushViewController(host)
        window.send(.enter)
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aViewWithoutANavigationTitleLeavesTheHostsTitle() {
        let (window, nav) = navigationShell()
        let host = HostingController(rootView: Counter(title: nil))
        host.title = "Pancakes"
        nav.pushViewController(host)
        window.send(.enter)
        #expect(host.displayTitle == "Pancakes")
        #expect(window.diagnostics.entries.isEmpty)
    }
}
