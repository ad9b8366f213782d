import Testing
@testable import Declarative

/// A node built for the first time makes its children in their own types (`ChildBuilder`),
/// without the view list a reconcile builds. Its children must be the ones that list gives:
/// the same identities and types, in the same order, with a `ForEach`, a branch, an optional,
/// a group, an `.id` and a `Section` among them.
@MainActor
@Suite struct ChildBuildTests {
    struct Row: View {
        let n: Int
        @State var taps = 0
        var body: some View { Text("\(n) \(taps)") }
    }

    struct Screen: View {
        var flag: Bool
        var extra: String?
        /// A block: the screen's node has its children.
        @ViewBuilder var body: some View {
            Text("title")
            if flag { Text("on") } else { Row(n: 0) }
            extra.map { Text($0) }
            Group {
                Text("g1")
                Text("g2")
            }
            ForEach([1, 2, 3], id: \.self) { Row(n: $0) }
            Text("end").id("end")
            Section("part") { Text("in the section") }
        }
    }

    /// The screen's node, built once by the graph.
    private func screen(of graph: ViewGraph) -> ViewNode? { graph.root.firstDescendant { $0.view is Screen } }

    @Test(arguments: [(true, "x"), (false, nil)] as [(Bool, String?)])
    func aFirstBuildGivesTheChildrenAReconcileOfTheListKeeps(flag: Bool, extra: String?) throws {
        let view = Screen(flag: flag, extra: extra)
        let graph = ViewGraph(rootView: view)
        graph.update()
        let node = try #require(screen(of: graph))
        let built = node.children.map(ObjectIdentifier.init)
        #expect(built.count == (extra == nil ? 10 : 11))

        // The list path matches children by identity and type: every child is kept.
        node.reconcile(ViewList.of(view.body))
        #expect(node.children.map(ObjectIdentifier.init) == built)
    }

    /// A new value with a child more goes through the list path: the rows keep their nodes (and
    /// state) only if the build gave them the identities the list gives.
    @Test func aBuiltRowKeepsItsNodeWhenItsParentGainsAChild() throws {
        let graph = ViewGraph(rootView: Screen(flag: false, extra: nil))
        graph.update()
        let node = try #require(screen(of: graph))
        let rows = node.children.filter { $0.view is Row }
        #expect(rows.count == 4)
        let before = rows.map(ObjectIdentifier.init)
        graph.setRootView(Screen(flag: false, extra: "new"))
        graph.update()
        #expect(node.children.count == 11)
        #expect(node.children.filter { $0.view is Row }.map(ObjectIdentifier.init) == before)
    }
}
