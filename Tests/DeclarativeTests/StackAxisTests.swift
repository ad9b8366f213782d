import Testing
import Terminal
import TestSupport
@testable import Declarative

/// A `Spacer` grows, and a `Divider` runs, along the axis of the nearest ancestor that lays
/// out its children along one (a stack, a list, a label), looking through modifiers and
/// composite views; outside any, vertical. The axis comes from the tree, so a stack hands
/// its children its own environment instead of a copy with the axis written in.
@MainActor
@Suite struct StackAxisTests {
    /// A composite between the stack and the spacer.
    struct Gap: View {
        var body: some View { Spacer().padding(0) }
    }

    @Test func aSpacerInsideAViewAndAModifierFollowsTheStackAroundThem() {
        let row = HStack(spacing: 0) {
            Text("L"); Gap(); Text("R")
        }
        #expect(renderText(row, width: 8, height: 1) == "L      R")
        let column = VStack(spacing: 0) {
            Text("T"); Gap(); Text("B")
        }
        #expect(renderText(column, width: 1, height: 4) == "T\n\n\nB")
    }

    @Test func theNearestStackDecides() {
        // A row inside a column: the divider crosses the row.
        let view = VStack(spacing: 0) {
            HStack(spacing: 0) {
                Text("a"); Divider(); Text("b")
            }
            Divider()
        }
        #expect(renderText(view, width: 3, height: 2) == "a│b\n───")
    }

    /// Seam's choice: Apple's Spacer grows on both axes outside a stack; Seam's grows down, as
    /// the tree's implicit column does.
    @Test func outsideAnyStackASpacerGrowsDown() {
        let graph = ViewGraph(rootView: Spacer())
        graph.update()
        #expect(graph.sizeThatFits(ProposedSize(width: 5, height: 3)) == Size(width: 0, height: 3))
    }

    @Test func aStackHandsItsChildrenItsOwnEnvironment() throws {
        let graph = ViewGraph(
            rootView: HStack {
                Text("a")
                VStack { Text("b") }
            })
        graph.update()
        let stack = try #require(graph.root.firstDescendant { $0.viewTypeName.hasPrefix("HStack") })
        stack.forEachDescendant { node in
            #expect(node.environment.sharesStorage(with: stack.environment), "\(node.viewTypeName)")
        }
    }
}
