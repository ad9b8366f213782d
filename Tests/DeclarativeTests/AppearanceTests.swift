import Observation
import Testing
import Terminal
import TestSupport
@testable import Declarative

/// A log the views under test write their appearances to.
@MainActor
final class AppearanceLog {
    var entries: [String] = []
}

@Observable
@MainActor
private final class Toggle {
    var shown = true
}

private struct Toggled: View {
    let toggle: Toggle
    let log: AppearanceLog
    var body: some View {
        VStack {
            Text("Always").onAppear { log.entries.append("always appeared") }
            if toggle.shown {
                Text("Detail")
                    .onAppear { log.entries.append("detail appeared") }
                    .onDisappear { log.entries.append("detail disappeared") }
            }
        }
        .onAppear { log.entries.append("stack appeared") }
    }
}

/// `.onAppear` and `.onDisappear` as SwiftUI times them: an appear action runs before the
/// first frame that shows its view, a disappear action after the view left.
@MainActor
@Suite struct AppearanceTests {
    let rect = Rect(x: 0, y: 0, width: 20, height: 6)

    @Test func appearActionsRunBeforeTheFirstFrameParentsFirst() {
        let log = AppearanceLog()
        let graph = ViewGraph(rootView: Toggled(toggle: Toggle(), log: log))
        #expect(log.entries.isEmpty, "nothing runs while the tree is made")
        graph.layout(in: rect)
        #expect(log.entries == ["stack appeared", "always appeared", "detail appeared"])
        graph.layout(in: rect)
        #expect(log.entries.count == 3, "a view appears once while it stays")
    }

    @Test func aBranchNoLongerTakenDisappearsAndAppearsAgainWhenTakenAgain() {
        let log = AppearanceLog(), toggle = Toggle()
        let graph = ViewGraph(rootView: Toggled(toggle: toggle, log: log))
        graph.layout(in: rect)
        log.entries.removeAll()
        toggle.shown = false
        graph.layout(in: rect)
        #expect(log.entries == ["detail disappeared"])
        toggle.shown = true
        graph.layout(in: rect)
        #expect(log.entries == ["detail disappeared", "detail appeared"])
    }

    @Test func whatAnAppearActionChangesIsInTheFirstFrame() {
        struct Loads: View {
            @State var loaded = "loading"
            var body: some View { Text(loaded).onAppear { loaded = "loaded" } }
        }
        #expect(renderText(Loads(), width: 8, height: 1).hasPrefix("loaded"))
    }

    @Test func aGraphThatIsNotAppearedRunsNothingUntilItIs() {
        let log = AppearanceLog()
        let graph = ViewGraph(rootView: EmptyView())
        graph.isAppeared = false
        graph.setRootView(Toggled(toggle: Toggle(), log: log))
        graph.layout(in: rect)
        #expect(log.entries.isEmpty)
        graph.isAppeared = true
        graph.update()
        #expect(log.entries == ["stack appeared", "always appeared", "detail appeared"])
        graph.isAppeared = false
        graph.update()
        #expect(log.entries.suffix(1) == ["detail disappeared"], "only the views with a disappear action say so")
    }

    @Test func aRowScrolledOutOfALazyListDisappears() {
        let log = AppearanceLog()
        let graph = ViewGraph(
            rootView: List {
                ForEach(0..<30, id: \.self) { i in
                    Text("Row \(i)")
                        .onAppear { log.entries.append("+\(i)") }
                        .onDisappear { log.entries.append("-\(i)") }
                }
            })
        let rect = Rect(x: 0, y: 0, width: 20, height: 5)
        graph.layout(in: rect)
        let shown = log.entries
        #expect(shown.first == "+0")
        #expect(!shown.contains("+29"), "rows out of view are not built, so they have not appeared")
        log.entries.removeAll()
        for _ in 0..<10 { _ = graph.handle(.down) }
        graph.layout(in: rect)
        #expect(log.entries.contains("-0"), "the first row scrolled out")
        #expect(log.entries.contains("+10"))
    }
}
