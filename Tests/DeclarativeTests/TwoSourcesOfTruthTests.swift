import Observation
import Rules
import Testing
import Terminal
import TestSupport
@testable import Declarative

@Observable
@MainActor
private final class Bill {
    var isVoid = false
    var note = "paid by card"
}

/// The wrong way: the row copies the model's fact into `@State` when it is made.
private struct CopyingRow: View {
    @State private var isVoid: Bool
    init(bill: Bill) { _isVoid = State(initialValue: bill.isVoid) }
    var body: some View { Text(isVoid ? "Void" : "Open") }
}

/// The right way: the row reads the model in body.
private struct ReadingRow: View {
    let bill: Bill
    var body: some View { Text(bill.isVoid ? "Void" : "Open") }
}

/// A draft seeded from the model that the user edits: the state is the view's own.
private struct NoteDraft: View {
    @State private var draft: String
    init(bill: Bill) { _draft = State(initialValue: bill.note) }
    var body: some View {
        VStack(alignment: .leading) {
            Text("draft: \(draft)")
            Button("Rewrite") { draft = "mine" }
        }
    }
}

/// A draft seeded from the model that one action saves to the model and clears.
private struct SavingDraft: View {
    let bill: Bill
    @State private var draft: String
    init(bill: Bill) {
        self.bill = bill
        _draft = State(initialValue: bill.note)
    }
    var body: some View {
        VStack(alignment: .leading) {
            Text("draft: \(draft)")
            Button("Save") {
                bill.note = draft + " (saved)"
                draft = ""
            }
        }
    }
}

/// A state whose first value comes from no model at all.
private struct Counter: View {
    let start: Int
    @State private var count: Int
    init(start: Int) {
        self.start = start
        _count = State(initialValue: start)
    }
    var body: some View { Text("count \(count)") }
}

private struct CounterParent: View {
    let bill: Bill
    var body: some View { Counter(start: bill.isVoid ? 2 : 1) }
}

@MainActor
private final class Evaluations {
    var count = 0
    func next() -> Int { count += 1; return count }
}

private struct CountingState: View {
    let evaluations: Evaluations
    let bill: Bill
    @State private var first: Int
    init(evaluations: Evaluations, bill: Bill) {
        self.evaluations = evaluations
        self.bill = bill
        _first = State(initialValue: evaluations.next())
    }
    var body: some View { Text("\(first) \(bill.note)") }
}

private struct CountingParent: View {
    let evaluations: Evaluations
    let bill: Bill
    var body: some View {
        VStack {
            Text(bill.isVoid ? "void" : "open")
            CountingState(evaluations: evaluations, bill: bill)
        }
    }
}

@MainActor
@Suite struct TwoSourcesOfTruthTests {
    func graph(_ view: some View) -> (ViewGraph, () -> [(Rule, String)]) {
        let host = RecordingGraphHost()
        let graph = host.graph(view)
        return (graph, { host.reported.map { ($0.rule, $0.message) } })
    }

    @Test func aStateCopiedFromTheModelThatFallsBehindRecordsTwoSourcesOfTruth() {
        let bill = Bill()
        let (graph, reported) = graph(CopyingRow(bill: bill))
        #expect(renderText(graph, width: 10, height: 1).contains("Open"))
        bill.isVoid = true
        graph.update()
        #expect(renderText(graph, width: 10, height: 1).contains("Open"))
        #expect(reported().map(\.0) == [.twoSourcesOfTruth])
        #expect(
            reported().first?.1.hasPrefix(
                "CopyingRow.isVoid copied a model property into @State: "
                    + "the model now says true, the copy still says false"
            ) == true)
    }

    @Test func aViewThatReadsTheModelInBodyFollowsItAndRecordsNothing() {
        let bill = Bill()
        let (graph, reported) = graph(ReadingRow(bill: bill))
        bill.isVoid = true
        graph.update()
        #expect(renderText(graph, width: 10, height: 1).contains("Void"))
        #expect(reported().isEmpty)
    }

    @Test func aModelWriteThatLeavesTheCopyEqualRecordsNothing() {
        let bill = Bill()
        let (graph, reported) = graph(CopyingRow(bill: bill))
        bill.isVoid = false
        graph.update()
        #expect(reported().isEmpty)
        bill.isVoid = true
        graph.update()
        #expect(reported().map(\.0) == [.twoSourcesOfTruth], "the check goes on watching after an equal write")
    }

    @Test func aStateTheViewEditedIsItsOwnAndRecordsNothing() {
        let bill = Bill()
        let (graph, reported) = graph(NoteDraft(bill: bill))
        #expect(graph.handle(.enter))
        #expect(renderText(graph, width: 20, height: 2).contains("draft: mine"))
        bill.note = "paid in cash"
        graph.update()
        #expect(renderText(graph, width: 20, height: 2).contains("draft: mine"))
        #expect(reported().isEmpty)
    }

    /// One action that changes the model and then writes the state: the write makes the
    /// state the view's own, though the model changed first and no update came between.
    @Test func aStateWrittenInTheActionThatChangesTheModelIsItsOwn() {
        let bill = Bill()
        let (graph, reported) = graph(SavingDraft(bill: bill))
        #expect(graph.handle(.enter))
        #expect(bill.note == "paid by card (saved)")
        graph.update()
        #expect(renderText(graph, width: 20, height: 2).hasPrefix("draft:\n"), "the draft was cleared")
        #expect(reported().isEmpty)
    }

    @Test func aStateSeededFromAPlainValueRecordsNothingWhenTheParentPassesAnother() {
        let bill = Bill()
        let (graph, reported) = graph(CounterParent(bill: bill))
        bill.isVoid = true
        graph.update()
        #expect(renderText(graph, width: 10, height: 1).contains("count 1"))
        #expect(reported().isEmpty)
    }

    @Test func theInitialExpressionRunsOncePerIdentityNotOnEveryRender() {
        let bill = Bill()
        let evaluations = Evaluations()
        let (graph, reported) = graph(CountingParent(evaluations: evaluations, bill: bill))
        bill.isVoid = true
        graph.update()
        bill.note = "paid in cash"
        graph.update()
        #expect(graph.bodyEvaluations["CountingParent"] == 2)
        #expect(evaluations.count == 1)
        #expect(renderText(graph, width: 20, height: 2).contains("1 paid in cash"))
        #expect(reported().isEmpty)
    }
}
