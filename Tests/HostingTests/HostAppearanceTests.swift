import Testing
import Terminal
import Declarative
import Imperative
import TestSupport
@testable import Hosting

/// A screen that logs its appearances and shows how many times it appeared.
private struct Screen: View {
    let name: String
    let log: Log
    @State private var appearances = 0
    var body: some View {
        Text("\(name) appeared \(appearances)")
            .onAppear {
                appearances += 1
                log.entries.append("\(name) appeared")
            }
            .onDisappear { log.entries.append("\(name) disappeared") }
    }
}

@MainActor
private final class Log { var entries: [String] = [] }

/// A view inside a pushed host appears when the host's view appears, and disappears after
/// the host's view has, as in a UIKit app hosting SwiftUI screens.
@MainActor
@Suite struct HostAppearanceTests {
    @Test func aHostsViewAppearsWithTheHostNotWhenItIsMade() {
        let log = Log()
        let (window, nav) = navigationShell()
        let host = HostingController(rootView: Screen(name: "Detail", log: log))
        _ = window.render()
        #expect(log.entries.isEmpty, "made, not shown")
        nav.pushViewController(host, animated: false)
        let frame = window.render()
        #expect(log.entries == ["Detail appeared"])
        #expect(frame.text.contains("Detail appeared 1"), "the appear action ran before the first frame showing it")
    }

    @Test func pushingOverAHostMakesItDisappearAndPoppingBackAppear() {
        let log = Log()
        let (window, nav) = navigationShell()
        nav.pushViewController(HostingController(rootView: Screen(name: "List", log: log)), animated: false)
        _ = window.render()
        nav.pushViewController(HostingController(rootView: Screen(name: "Detail", log: log)), animated: false)
        _ = window.render()
        #expect(log.entries == ["List appeared", "Detail appeared", "List disappeared"])
        _ = nav.popViewController(animated: false)
        let frame = window.render()
        #expect(log.entries.suffix(2) == ["List appeared", "Detail disappeared"])
        #expect(frame.text.contains("List appeared 2"), "state kept, appeared again")
    }
}
