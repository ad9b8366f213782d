import Observation
import Testing
import Terminal
import TestSupport
@testable import Declarative

/// The older data flow: a Combine-style model with two published properties.
@MainActor
private final class Draft: ObservableObject {
    @Published var title = "Draft"
    @Published var pages = 1
    /// How many drafts were made, for the `@StateObject` tests.
    static var madeCount = 0
    init() { Self.madeCount += 1 }
}

/// The same two facts, tracked per property by Observation.
@Observable
@MainActor
private final class TrackedDraft {
    var title = "Draft"
    var pages = 1
}

private struct DraftTitle: View {
    @ObservedObject var draft: Draft
    var body: some View { Text(draft.title) }
}

private struct TrackedTitle: View {
    let draft: TrackedDraft
    var body: some View { Text(draft.title) }
}

private struct BothTitles: View {
    let draft: Draft
    let tracked: TrackedDraft
    var body: some View {
        VStack(alignment: .leading) {
            DraftTitle(draft: draft)
            TrackedTitle(draft: tracked)
        }
    }
}

/// Owns a draft, made by the `@StateObject` expression.
private struct DraftOwner: View {
    @StateObject private var draft = Draft()
    var body: some View { Text("\(draft.title) \(draft.pages)") }
}

/// Re-renders on its own state and shows (or drops) a `DraftOwner`.
private struct OwnerParent: View {
    @State var generation = 0
    @State var showsOwner = true
    var body: some View {
        VStack(alignment: .leading) {
            Text("generation \(generation)")
            if showsOwner { DraftOwner() }
            Button("again") { generation += 1 }
        }
    }
}

private struct PagesReader: View {
    @EnvironmentObject var draft: Draft
    var body: some View { Text("pages \(draft.pages)") }
}

private struct TitleEditor: View {
    @ObservedObject var draft: Draft
    var body: some View { TextField("Title", text: $draft.title) }
}

@MainActor
@Suite struct ObservableObjectTests {
    @Test func anObservableObjectReRendersOnAnyChangeAndAnObservableOnlyOnWhatWasRead() {
        let draft = Draft(), tracked = TrackedDraft()
        let graph = ViewGraph(rootView: BothTitles(draft: draft, tracked: tracked))
        #expect(graph.bodyEvaluations["DraftTitle"] == 1)
        #expect(graph.bodyEvaluations["TrackedTitle"] == 1)
        // Neither body reads pages: the whole ObservableObject announced, Observation knows better.
        draft.pages = 2
        tracked.pages = 2
        graph.update()
        #expect(graph.bodyEvaluations["DraftTitle"] == 2)
        #expect(graph.bodyEvaluations["TrackedTitle"] == 1)
        // What both read re-renders both.
        draft.title = "Final"
        tracked.title = "Final"
        graph.update()
        #expect(graph.bodyEvaluations["DraftTitle"] == 3)
        #expect(graph.bodyEvaluations["TrackedTitle"] == 2)
        #expect(graph.bodyEvaluations["BothTitles"] == 1)
        #expect(renderText(graph, width: 10, height: 2) == "Final\nFinal")
    }

    @Test func publishedSendsBeforeTheValueIsStored() {
        let draft = Draft()
        var seen: [Int] = []
        let subscription = draft.objectWillChange.sink { seen.append(draft.pages) }
        draft.pages = 5
        draft.pages = 6
        #expect(seen == [1, 5])
        #expect(draft.pages == 6)
        _ = subscription
    }

    @Test func aSubscriptionEndsWhenItsCancellableIsCancelledOrReleased() {
        let draft = Draft()
        var calls = 0
        var kept: AnyCancellable? = draft.objectWillChange.sink { calls += 1 }
        let cancelled = draft.objectWillChange.sink { calls += 100 }
        #expect(draft.objectWillChange.subscriberCount == 2)
        cancelled.cancel()
        draft.title = "a"
        #expect(calls == 1)
        kept = nil
        draft.title = "b"
        #expect(calls == 1)
        #expect(draft.objectWillChange.subscriberCount == 0)
        _ = kept
    }

    @Test func eachObjectHasOnePublisherForItsLifetime() {
        let a = Draft(), b = Draft()
        #expect(a.objectWillChange === a.objectWillChange)
        #expect(a.objectWillChange !== b.objectWillChange)
    }

    @Test func aStateObjectIsMadeOnceLazilyAndKeptAcrossReRenders() {
        Draft.madeCount = 0
        let view = OwnerParent()
        #expect(Draft.madeCount == 0)
        let graph = ViewGraph(rootView: view)
        #expect(Draft.madeCount == 1)
        let button = graph.focusedNode
        #expect(button != nil)
        _ = graph.handle(.enter)
        _ = graph.handle(.enter)
        #expect(renderText(graph, width: 20, height: 3).hasPrefix("generation 2\nDraft 1"))
        #expect(Draft.madeCount == 1)
    }

    @Test func aStateObjectChangeReRendersItsOwner() {
        let graph = ViewGraph(rootView: DraftOwner())
        var owner: ViewNode?
        graph.root.forEachDescendant { if $0.view is DraftOwner { owner = $0 } }
        let draft = (owner?.slots.values.first as? StateObjectStorage<Draft>)?.object
        draft?.pages = 3
        graph.update()
        #expect(graph.bodyEvaluations["DraftOwner"] == 2)
        #expect(renderText(graph, width: 10, height: 1) == "Draft 3")
    }

    @Test func aStateObjectGoesWithItsIdentityAndANewIdentityMakesANewOne() {
        Draft.madeCount = 0
        let graph = ViewGraph(rootView: OwnerParent())
        weak var first: Draft?
        graph.root.forEachDescendant { node in
            if let storage = node.slots.values.first(where: { $0 is StateObjectStorage<Draft> })
                as? StateObjectStorage<Draft>
            {
                first = storage.object
            }
        }
        #expect(first != nil)
        var parent: ViewNode? = graph.root
        while let p = parent, !(p.view is OwnerParent) { parent = p.children.first }
        let showsOwner = parent?.slots.values.compactMap { $0 as? StateStorage<Bool> }.first
        showsOwner?.write(false)
        graph.update()
        #expect(first == nil)
        showsOwner?.write(true)
        graph.update()
        #expect(Draft.madeCount == 2)
    }

    @Test func anObservedObjectIsNotOwned() {
        weak var released: Draft?
        let graph: ViewGraph
        do {
            let draft = Draft()
            released = draft
            graph = ViewGraph(rootView: DraftTitle(draft: draft))
            #expect(renderText(graph, width: 10, height: 1) == "Draft")
        }
        // The view value holds the object it was given; a new value without it lets it go.
        graph.setRootView(DraftTitle(draft: Draft()))
        #expect(released == nil)
    }

    @Test func anObservedObjectFollowsTheObjectItIsGiven() {
        let first = Draft(), second = Draft()
        second.title = "Second"
        let graph = ViewGraph(rootView: DraftTitle(draft: first))
        graph.setRootView(DraftTitle(draft: second))
        #expect(renderText(graph, width: 10, height: 1) == "Second")
        // Only the object it holds now re-renders it.
        #expect(first.objectWillChange.subscriberCount == 0)
        second.title = "Again"
        graph.update()
        #expect(renderText(graph, width: 10, height: 1) == "Again")
    }

    @Test func anEnvironmentObjectIsFoundByTypeAndReRendersOnChange() {
        let draft = Draft()
        let graph = ViewGraph(rootView: PagesReader().environmentObject(draft))
        #expect(renderText(graph, width: 10, height: 1) == "pages 1")
        draft.pages = 4
        graph.update()
        #expect(renderText(graph, width: 10, height: 1) == "pages 4")
    }

    @Test func aMissingEnvironmentObjectShowsThePanelNamingEnvironmentObject() {
        let host = RecordingGraphHost(name: "HostingController<PagesReader>")
        let graph = host.graph(PagesReader())
        graph.setRootView(AnyView(PagesReader()))
        let text = renderText(graph, width: 80, height: 8)
        #expect(text.contains("SwiftUI would crash here: missing environment object"))
        #expect(text.contains("Type          Draft"))
        #expect(text.contains("Required by   PagesReader"))
        #expect(text.contains(".environmentObject(_:)"))
        #expect(host.reported.map(\.rule) == [.missingEnvironmentObject])
    }

    @Test func aProjectedObservedObjectBindsAControlToTheObject() {
        let draft = Draft()
        let graph = ViewGraph(rootView: TitleEditor(draft: draft))
        _ = graph.moveFocus(by: 1, wraps: true)
        _ = graph.handle(.end)
        _ = graph.handle(.character("!"))
        #expect(draft.title == "Draft!")
        #expect(graph.bodyEvaluations["TitleEditor"] == 2)
    }
}
