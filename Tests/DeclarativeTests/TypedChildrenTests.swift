import Testing
@testable import Declarative

/// A container's children with the identities they had take their new values in their own
/// types (`ViewNode.updateChild`); a change of shape builds the list and reconciles it.
@MainActor
struct TypedChildrenTests {
    private func texts(_ node: ViewNode) -> [String] { node.children.compactMap { ($0.view as? Text)?.content } }

    @Test func aBlockOfTheSameShapeGivesEachChildItsNewValue() {
        let graph = ViewGraph(
            rootView: VStack {
                Text("a"); Text("b")
            })
        let stack = graph.root
        let before = stack.children
        graph.setRootView(
            VStack {
                Text("c"); Text("d")
            })
        #expect(stack.children.count == 2 && zip(before, stack.children).allSatisfy { $0 === $1 })
        #expect(texts(stack) == ["c", "d"])
    }

    @Test func updateChildSaysWhereTheChildrenItCoversEnd() {
        func block(_ extra: Bool) -> some View {
            Group {
                Text("one")
                if extra { Text("extra") }
                Text("two")
            }
        }
        let graph = ViewGraph(rootView: VStack { block(false) })
        let stack = graph.root
        #expect(stack.updateChild(TupleView(Text("1"), Optional<Text>.none, Text("2")), at: 0, id: .root) == 2)
        #expect(texts(stack) == ["1", "2"])
        // Another shape (a child that appears) is not these children.
        #expect(stack.updateChild(TupleView(Text("1"), Optional(Text("x")), Text("2")), at: 0, id: .root) == nil)
        // A container given that shape builds the list: the new child comes between the two.
        graph.setRootView(VStack { block(true) })
        #expect(texts(stack) == ["one", "extra", "two"])
        graph.setRootView(VStack { block(false) })
        #expect(texts(stack) == ["one", "two"])
    }

    /// A `ForEach`, an `.id` and a `Section` give their children their new values in their own
    /// types when the identities are the ones they have, and say where their children end.
    @Test func listContentsGiveTheirChildrenTheirNewValues() {
        func screen(_ names: [String], suffix: String) -> some View {
            VStack {
                ForEach(names, id: \.self) { Text($0 + suffix) }
                Text("tagged" + suffix).id("tag")
                Section("part") { Text("inside" + suffix) }
            }
        }
        let graph = ViewGraph(rootView: screen(["a", "b"], suffix: ""))
        let stack = graph.root
        let before = stack.children
        #expect(before.count == 5)
        #expect(stack.updateChild(ForEach(["a", "b"], id: \.self) { Text($0 + "?") }, at: 0, id: .root.child(0)) == 2)
        #expect(stack.updateChild(Text("t").id("tag"), at: 2, id: .root.child(1)) == 3)
        #expect(stack.updateChild(Text("t").id("other"), at: 2, id: .root.child(1)) == nil)
        #expect(stack.updateChild(Section("part") { Text("s") }, at: 3, id: .root.child(2)) == 5)
        #expect(stack.updateChild(Section { Text("s") }, at: 3, id: .root.child(2)) == nil)

        graph.setRootView(screen(["a", "b"], suffix: "!"))
        #expect(zip(before, stack.children).allSatisfy { $0 === $1 })
        #expect(texts(stack) == ["a!", "b!", "tagged!", "inside!"])

        // An element that goes: the list path keeps the node of the one that stays.
        graph.setRootView(screen(["b"], suffix: ""))
        #expect(stack.children.count == 4)
        #expect(stack.children[0] === before[1])
        #expect(texts(stack) == ["b", "tagged", "inside"])
    }
}
