import Testing
import Terminal
@testable import Declarative

/// A handled key lays out and draws again only what it says it changed: state and bindings
/// invalidate through the graph, storage through `setNeedsLayout` and `setNeedsDisplay`.
@MainActor
struct KeyInvalidationTests {
    /// Takes focus and answers "x" with nothing changed, "y" with a redraw.
    private struct Probe: PrimitiveView, FocusableView {
        var focusLabel: String { "Probe" }
        func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size { Size(width: 5, height: 1) }
        func handleKey(_ key: Key, node: ViewNode) -> Bool {
            switch key {
            case .character("x"): return true
            case .character("y"): node.setNeedsDisplay(); return true
            default: return false
            }
        }
    }

    private let rect = Rect(x: 0, y: 0, width: 20, height: 4)

    /// The probe above a text, laid out, then `key` handled and the tree laid out again:
    /// whether the key was taken, and the display version before and after.
    private func probeHandling(_ key: Character) -> (handled: Bool, before: Int, after: Int) {
        let graph = ViewGraph(
            rootView: VStack {
                Probe(); Text("Below")
            })
        graph.layout(in: rect)
        let before = graph.displayVersion
        let handled = graph.handle(.character(key))
        graph.layout(in: rect)
        return (handled, before, graph.displayVersion)
    }

    @Test func aKeyThatChangesNothingKeepsTheFramesAndTheDrawing() {
        let run = probeHandling("x")
        #expect(run.handled)
        #expect(run.after == run.before)
    }

    @Test func aKeyThatChangesTheDrawingSaysSo() {
        let run = probeHandling("y")
        #expect(run.handled)
        #expect(run.after > run.before)
    }

    @Test func aListSelectionMovedByAKeyPlacesTheRowsAgain() {
        let graph = ViewGraph(rootView: List { ForEach(0..<50, id: \.self) { Text("Row \($0)") } })
        graph.layout(in: rect)
        let version = graph.displayVersion
        #expect(graph.handle(.down))
        graph.layout(in: rect)
        #expect(graph.displayVersion > version)
    }

    @Test func focusMovingDrawsAgainWithoutPlacingAgain() {
        let count = Placements.Count()
        let graph = ViewGraph(
            rootView: VStack {
                Button("One") {}; Button("Two") {}; Placements(count: count)
            })
        graph.layout(in: rect)
        let placed = count.value
        let version = graph.displayVersion
        #expect(graph.handle(.tab))
        graph.layout(in: rect)
        #expect(graph.displayVersion > version)
        #expect(count.value == placed)
    }

    @Test func focusMovingInsideAScrollViewPlacesItAgainToFollowFocus() {
        let count = Placements.Count()
        let graph = ViewGraph(
            rootView: ScrollView {
                Button("One") {}; Button("Two") {}; Placements(count: count)
            })
        graph.layout(in: rect)
        let placed = count.value
        #expect(graph.handle(.tab))
        graph.layout(in: rect)
        #expect(count.value > placed)
    }
}
