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
}
