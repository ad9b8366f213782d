import Observation
import Testing
import Terminal
@testable import Declarative

/// A node keeps the sizes it measured until it, something below it, or an environment value a
/// size can depend on changes (`ViewNode.invalidateSizes`): a change in one part of a tree
/// measures that part and the nodes above it again, not the rest.
@MainActor
@Suite struct KeptSizeTests {
    @Observable final class Model {
        var text = "a"
    }

    /// A body that reads the model.
    struct Reader: View {
        let model: Model
        var body: some View { Text(model.text) }
    }

    /// A leaf that counts how often it is measured (the debug build's check of kept sizes,
    /// which measures everything again, is not counted).
    struct Measured: PrimitiveView {
        final class Count { var value = 0 }
        let count: Count
        var width = 5
        func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
            #if DEBUG
                if node.graph?.verifyingSizes != nil { return Size(width: width, height: 1) }
            #endif
            count.value += 1
            return Size(width: width, height: 1)
        }
    }

    private let rect = Rect(x: 0, y: 0, width: 30, height: 4)

    private func text(of graph: ViewGraph) -> Rect? {
        graph.root.firstDescendant { $0.view is Text }?.frame
    }

    @Test func aChangeInOnePartOfTheTreeMeasuresOnlyThatPartAgain() {
        let model = Model()
        let count = Measured.Count()
        let graph = ViewGraph(
            rootView: VStack(alignment: .leading) {
                Reader(model: model)
                HStack { Measured(count: count) }
            })
        graph.layout(in: rect)
        let measured = count.value
        #expect(measured > 0)
        #expect(text(of: graph)?.width == 1)

        model.text = "a longer text"
        graph.layout(in: rect)
        #expect(count.value == measured, "the other stack kept its sizes")
        #expect(text(of: graph)?.width == 13, "the reader was measured again")
    }

    @Test func aNewValueMeasuresTheNodeAndTheNodesAboveItAgain() {
        let count = Measured.Count()
        let graph = ViewGraph(rootView: HStack { Measured(count: count) })
        graph.layout(in: rect)
        let measured = count.value
        graph.setRootView(HStack { Measured(count: count, width: 8) })
        graph.layout(in: rect)
        #expect(count.value > measured)
        #expect(graph.root.firstDescendant { $0.view is Measured }?.frame.width == 8)
    }

    @Test func aRecolouringKeepsTheSizesAndATypeSizeMeasuresAgain() {
        let count = Measured.Count()
        let graph = ViewGraph(rootView: VStack { Measured(count: count).padding(1) })
        graph.layout(in: rect)
        let measured = count.value

        var light = graph.environment
        light.colorScheme = .light
        graph.setEnvironment(light)
        graph.layout(in: rect)
        #expect(count.value == measured)

        var larger = graph.environment
        larger.dynamicTypeSize = .accessibility2
        graph.setEnvironment(larger)
        graph.layout(in: rect)
        #expect(count.value > measured)
    }

    @Test func showingOrHidingFocusMeasuresEverythingAgain() {
        let count = Measured.Count()
        let graph = ViewGraph(rootView: VStack { Measured(count: count) })
        graph.layout(in: rect)
        let measured = count.value
        graph.isFocusVisible.toggle()
        graph.layout(in: rect)
        #expect(count.value > measured)
    }

    @Test func drawingWritesKeepTheLayoutStampAndALayoutWriteChangesIt() {
        var base = EnvironmentValues()
        base.dynamicTypeSize = .large
        var recoloured = base
        recoloured.colorScheme = .light
        recoloured.foregroundColor = .red
        #expect(recoloured.layoutStamp == base.layoutStamp)
        #expect(!recoloured.changesLayout(from: base))
        var same = base
        same.dynamicTypeSize = .large
        #expect(same.layoutStamp == base.layoutStamp, "an equal value is not stored")
        var larger = base
        larger.dynamicTypeSize = .xLarge
        #expect(larger.layoutStamp != base.layoutStamp)
        #expect(larger.changesLayout(from: base))
    }
}
