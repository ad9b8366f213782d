import Testing
@testable import Declarative

/// Nodes keep their view in its own type (`ViewBox`) and identities are integers (`ViewID`).
@MainActor
struct TypedNodeTests {
    private struct Row: View {
        let title: String
        @State private var taps = 0
        var body: some View { Text(title).padding(.leading, 1) }
    }

    @Test func aPathWrittenAsALiteralIsThePathBuiltStepByStep() {
        #expect([0] as ViewID == ViewList.contentID)
        #expect([2, "x"] as ViewID == ViewID.root.child(2).explicit("x"))
        #expect([] as ViewID == ViewID.root)
    }

    @Test func componentsOfEachKindStayApart() {
        let root = ViewID.root
        let ids: [ViewID] = [
            root, root.child(1), root.explicit(1), root.element(1), root.branch(.first), root.child(0).child(1),
            root.child(1).child(0),
        ]
        #expect(Set(ids).count == ids.count)
    }

    @Test func explicitIDsEqualAsAnyHashableAreOneIdentity() {
        #expect(ViewID.root.explicit(1) == ViewID.root.explicit(Int8(1)))
        #expect(ViewID.root.explicit("a") != ViewID.root.explicit("b"))
    }

    @Test func aNodeKeepsItsTypeAndRolesAndTakesEachNewValue() {
        let graph = ViewGraph(rootView: Row(title: "one"))
        let root = graph.root
        #expect(root.viewType == Row.self && !root.box.isPrimitive)
        graph.setRootView(Row(title: "two"))
        #expect(graph.root === root)
        #expect((root.view as? Row)?.title == "two")
        // The body's modifier is a primitive box of its own type, with its roles asked once.
        let modifier = root.children[0]
        #expect(modifier.box.isPrimitive && !modifier.kind.isFocusable)
        #expect(modifier.children[0].view is Text)
    }

    @Test func aForEachRowKeepsItsElementIDForASelection() {
        var list = ViewList()
        list.append(ForEach(["a", "b"], id: \.self) { Text($0) }, id: .root)
        #expect(list.elements.map(\.elementID) == ["a", "b"])
        #expect(list.elements[0].id == ViewID.root.element("a"))
    }
}
