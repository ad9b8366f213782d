import Observation
import Testing
import Terminal
@testable import Declarative

/// A new environment reaches every node, but a body is evaluated again only where it reads
/// what changed (its `@Environment` properties): a trait change re-evaluates only the bodies
/// that read that trait, and the views below the others keep their values. A primitive
/// reached by a new environment alone (`PrimitiveView.updateEnvironment`) sets what its
/// children see and they keep their views: a list whose rows a `ForEach` makes with
/// closures does not make them again.
@MainActor
@Suite struct EnvironmentOnlyUpdateTests {
    struct ReadsScheme: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Text("scheme \(scheme.rawValue)") }
    }

    struct ReadsNothing: View {
        let onTap: @MainActor @Sendable () -> Void
        var body: some View { Button("Tap", action: onTap) }
    }

    struct Screen: View {
        var body: some View {
            VStack {
                ReadsScheme()
                ReadsNothing {}
                Text("plain").padding(1)
            }
        }
    }

    private func environment(_ scheme: ColorScheme, _ size: DynamicTypeSize = .large) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.dynamicTypeSize = size
        return env
    }

    private func nodes(_ graph: ViewGraph) -> [ViewNode] {
        var all: [ViewNode] = []
        graph.root.forEachDescendant { all.append($0) }
        return all
    }

    @Test func aTraitChangeReEvaluatesOnlyTheBodiesThatReadIt() {
        let graph = ViewGraph(rootView: Screen(), environment: environment(.dark))
        #expect(graph.bodyEvaluations == ["Screen": 1, "ReadsScheme": 1, "ReadsNothing": 1])
        graph.setEnvironment(environment(.light))
        graph.update()
        #expect(graph.bodyEvaluations == ["Screen": 1, "ReadsScheme": 2, "ReadsNothing": 1])
        #expect(nodes(graph).allSatisfy { $0.environment.colorScheme == .light }, "every node sees the new scheme")
        #expect(nodes(graph).contains { ($0.view as? Text)?.content == "scheme light" })

        graph.setEnvironment(environment(.light, .xxxLarge))
        graph.update()
        #expect(
            graph.bodyEvaluations == ["Screen": 1, "ReadsScheme": 2, "ReadsNothing": 1], "nobody reads the text size")
        #expect(nodes(graph).allSatisfy { $0.environment.dynamicTypeSize == .xxxLarge })
    }

    @Test func aViewHandedDownUnchangedEqualsItselfButAClosureMadeAgainDoesNot() {
        let tap: @MainActor @Sendable () -> Void = {}
        let view = ReadsNothing(onTap: tap)
        #expect(ViewEquality.equal(view, view), "the same closure: a copy of the node's view")
        final class Counter: @unchecked Sendable { var count = 0 }
        func made(_ counter: Counter) -> ReadsNothing { ReadsNothing { counter.count += 1 } }
        #expect(!ViewEquality.equal(made(Counter()), made(Counter())), "each evaluation captures anew")
    }

    @Observable final class Flag { var on = false }

    struct Sheet: View {
        @Bindable var flag: Flag
        var body: some View { Text("base").sheet(isPresented: $flag.on) { Text("sheet") } }
    }

    @Test func aPrimitiveUpdatedWithTheSameValueRegistersItsObservationOnce() {
        let flag = Flag()
        let graph = ViewGraph(rootView: Sheet(flag: flag), environment: environment(.dark))
        let sheet = { self.nodes(graph).first { String(describing: type(of: $0.view)).hasPrefix("SheetModifier") } }
        let before = sheet()?.observationRegistrations ?? -1
        for i in 0..<20 {
            graph.setEnvironment(environment(i.isMultiple(of: 2) ? .light : .dark))
            graph.update()
        }
        #expect(sheet()?.observationRegistrations == before, "twenty trait changes, no new registration")
        flag.on = true
        graph.update()
        #expect(
            nodes(graph).contains { ($0.view as? Text)?.content == "sheet" },
            "the armed registration still reports the change")
        #expect(sheet()?.observationRegistrations == before + 1, "and the node registers again after it fired")
    }

    struct EitherSheet: View {
        let first: Flag, second: Flag
        @State var usesSecond = false
        var body: some View {
            Button("switch") { usesSecond = true }
                .sheet(isPresented: usesSecond ? Bindable(second).projectedValue.on : Bindable(first).projectedValue.on)
            { Text("sheet") }
        }
    }

    @Test func aPrimitiveGivenANewBindingObservesWhatTheNewOneReads() {
        let first = Flag(), second = Flag()
        let graph = ViewGraph(rootView: EitherSheet(first: first, second: second), environment: environment(.dark))
        _ = graph.handle(.enter)
        graph.update()
        second.on = true
        graph.update()
        #expect(
            nodes(graph).contains { ($0.view as? Text)?.content == "sheet" },
            "the sheet follows the binding it holds now")
    }

    struct Row: View {
        let title: String
        let open: @MainActor () -> Void
        var body: some View { Button(title, action: open) }
    }

    struct SchemeRow: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Text("row \(scheme.rawValue)") }
    }

    final class Opened { var titles: [String] = []; func append(_ t: String) { titles.append(t) } }

    struct Rows: View {
        let opened = Opened()
        var body: some View {
            VStack {
                List {
                    ForEach(["a", "b", "c"], id: \.self) { title in Row(title: title) { opened.append(title) } }
                }
                SchemeRow().padding(1).bold()
            }
        }
    }

    @Test func rowsMadeByClosuresAreNotMadeAgainForANewEnvironment() {
        let graph = ViewGraph(rootView: Rows(), environment: environment(.dark))
        graph.layout(in: Rect(x: 0, y: 0, width: 30, height: 10))
        let rows = graph.bodyEvaluations["Row"] ?? 0
        #expect(rows >= 3)
        #expect(graph.bodyEvaluations["SchemeRow"] == 1)
        for scheme in [ColorScheme.light, .dark, .light] {
            graph.setEnvironment(environment(scheme))
            graph.update()
        }
        #expect(graph.bodyEvaluations["Row"] == rows, "the rows read nothing that changed")
        #expect(graph.bodyEvaluations["SchemeRow"] == 4, "the row that reads the scheme follows it")
        #expect(nodes(graph).allSatisfy { $0.environment.colorScheme == .light }, "every node sees the new scheme")
        #expect(nodes(graph).contains { ($0.view as? Text)?.content == "row light" })
    }

    @Test func aModifierSetsItsChildEnvironmentAgainOnAnEnvironmentOnlyUpdate() {
        let graph = ViewGraph(rootView: Rows(), environment: environment(.dark))
        graph.setEnvironment(environment(.light))
        graph.update()
        let text = nodes(graph).first { ($0.view as? Text)?.content == "row light" }
        #expect(text?.environment.isBold == true, "`.bold()` still applies below the new environment")
        let buttons = nodes(graph).filter { String(describing: type(of: $0.view)).hasPrefix("Button") }
        #expect(!buttons.isEmpty)
        #expect(
            buttons.allSatisfy { $0.children.first?.environment.foregroundColor == Palette.light.tint },
            "a button tints its label from the new palette")
    }
}
