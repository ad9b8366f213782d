import Observation
import Testing
@testable import Declarative

/// Children are matched by identity when their parent updates. A child whose identity an
/// earlier sibling shares is matched by nothing and made again; the others keep their state.
/// Checked for a few children (compared pairwise) and for many (compared through a set).
@MainActor
@Suite struct ChildIdentityTests {
    @Observable final class Model {
        var titles: [String]
        var generation = 0
        init(_ titles: [String]) { self.titles = titles }
    }

    /// Counts the rows made: each row keeps, in its state, the count when it was made.
    @MainActor final class Counter { var made = 0 }

    struct Row: View {
        let title: String
        @State private var serial: Int
        init(title: String, counter: Counter) {
            self.title = title
            counter.made += 1
            _serial = State(initialValue: counter.made)
        }
        var body: some View { Text("\(title) \(serial)") }
    }

    struct Rows: View {
        let model: Model
        let counter: Counter
        var body: some View {
            VStack {
                Text("generation \(model.generation)")
                ForEach(Array(model.titles.enumerated()), id: \.element) { _, title in
                    Row(title: title, counter: counter)
                }
            }
        }
    }

    private func shown(_ graph: ViewGraph) -> [String] {
        var texts: [String] = []
        graph.root.forEachDescendant { if let t = $0.view as? Text { texts.append(t.content) } }
        return texts.filter { !$0.hasPrefix("generation") }
    }

    /// After an update in the same order every row shows the serial it was made with, but for
    /// the one whose title an earlier row has: it was made again during that update.
    @Test(arguments: [["a", "b", "a", "c"], ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "a"]])
    func aSharedIdentityIsMadeAgainAndTheOthersKeepTheirState(titles: [String]) {
        let model = Model(titles)
        let counter = Counter()
        let graph = ViewGraph(rootView: Rows(model: model, counter: counter))
        let before = shown(graph)
        model.generation += 1
        graph.update()
        let after = shown(graph)
        let duplicate = titles.indices.first { titles[..<$0].contains(titles[$0]) }
        let changed = titles.indices.filter { before[$0] != after[$0] }
        #expect(after.count == titles.count)
        #expect(changed == [duplicate])
    }
}
