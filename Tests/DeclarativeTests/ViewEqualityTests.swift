import Testing
@testable import Declarative

private final class Model {}
private struct Level6 { var value: String }
private struct Level5 { var inner: Level6 }
private struct Level4 { var inner: Level5 }
private struct Level3 { var inner: Level4 }
private struct Level2 { var inner: Level3 }
private struct Level1 { var inner: Level2; var model: Model }
private enum Payload { case some(Model), none }
private struct Boxed { var value: Any; var view: any View }

private struct Row: View {
    let title: String
    let model: Model?
    let detail: any View
    let action: @MainActor () -> Void
    @State var expanded = false
    var body: some View { Text(title) }
}

/// View equality goes through what types declare, field by field, at any depth.
@MainActor
@Suite struct ViewEqualityTests {
    private func deep(_ value: String, _ model: Model) -> Level1 {
        Level1(inner: Level2(inner: Level3(inner: Level4(inner: Level5(inner: Level6(value: value))))), model: model)
    }

    @Test func nestedStructsCompareAtEveryDepth() {
        let model = Model()
        #expect(ViewEquality.equal(deep("a", model), deep("a", model)))
        #expect(!ViewEquality.equal(deep("a", model), deep("b", model)))
    }

    @Test func objectsCompareByIdentity() {
        let model = Model()
        #expect(!ViewEquality.equal(deep("a", model), deep("a", Model())))
        #expect(ViewEquality.equal(model, model))
    }

    @Test func optionalsCompareTheirPayloads() {
        let model = Model()
        let some = Optional(model) as Any, none = Optional<Model>.none as Any
        #expect(ViewEquality.equal(some, Optional(model) as Any))
        #expect(!ViewEquality.equal(some, none))
        #expect(ViewEquality.equal(none, Optional<Model>.none as Any))
    }

    @Test func closuresCountAsChangedUnlessInputsAreCompared() {
        let model = Model()
        let a = Row(title: "Open", model: model, detail: Text("x"), action: {})
        let b = Row(title: "Open", model: model, detail: Text("x"), action: {})
        #expect(!ViewEquality.equal(a, b))
        #expect(ViewEquality.equal(a, b, closures: .ignored))
        let c = Row(title: "Void", model: model, detail: Text("x"), action: {})
        #expect(!ViewEquality.equal(a, c, closures: .ignored))
    }

    @Test func aViewCopiedWithItsClosuresEqualsItself() {
        let a = Row(title: "Open", model: Model(), detail: Text("x"), action: {})
        let copy = a
        #expect(ViewEquality.equal(a, copy), "the same closure: a view handed down from its node")
    }

    @Test func anIfElseComparesTheBranchAndWhatItHolds() {
        typealias Branch = ConditionalContent<Text, Divider>
        #expect(ViewEquality.equal(Branch(.first(Text("a"))), Branch(.first(Text("a")))))
        #expect(!ViewEquality.equal(Branch(.first(Text("a"))), Branch(.first(Text("b")))))
        #expect(!ViewEquality.equal(Branch(.first(Text("a"))), Branch(.second(Divider()))))
        #expect(ViewEquality.equal(Branch(.second(Divider())), Branch(.second(Divider()))))
    }

    @Test func aBlockComparesItsChildrenPositionByPosition() {
        let model = Model()
        let block = TupleView(Text("a"), Row(title: "Open", model: model, detail: Text("x"), action: {}), Divider())
        #expect(ViewEquality.equal(block, block), "one block copied: the same box")
        #expect(
            ViewEquality.equal(TupleView(Text("a"), Divider()), TupleView(Text("a"), Divider())),
            "made twice, equal children")
        #expect(!ViewEquality.equal(TupleView(Text("a"), Divider()), TupleView(Text("b"), Divider())))
        let action: @MainActor () -> Void = {}
        let row = { (title: String) in Row(title: title, model: model, detail: Text("x"), action: action) }
        #expect(ViewEquality.equal(TupleView(row("Open"), Text("a")), TupleView(row("Open"), Text("a"))))
        #expect(
            !ViewEquality.equal(TupleView(row("Open"), Text("a")), TupleView(row("Shut"), Text("a"))),
            "a difference one level down")
        #expect(
            !ViewEquality.equal(
                TupleView(Row(title: "Open", model: model, detail: Text("x"), action: {}), Text("a")),
                TupleView(Row(title: "Open", model: model, detail: Text("x"), action: {}), Text("a"))),
            "a closure made again counts as changed inside a block too")
    }

    @Test func existentialsCompareTheirDynamicValues() {
        let model = Model()
        let a = Row(title: "Open", model: model, detail: Text("x"), action: {})
        #expect(
            !ViewEquality.equal(a, Row(title: "Open", model: model, detail: Text("y"), action: {}), closures: .ignored))
        #expect(
            !ViewEquality.equal(a, Row(title: "Open", model: model, detail: Divider(), action: {}), closures: .ignored))
    }

    @Test func existentialFieldsCompareWhatTheyHold() {
        #expect(ViewEquality.equal(Boxed(value: 1, view: Text("a")), Boxed(value: 1, view: Text("a"))))
        #expect(!ViewEquality.equal(Boxed(value: 1, view: Text("a")), Boxed(value: 2, view: Text("a"))))
        #expect(!ViewEquality.equal(Boxed(value: 1, view: Text("a")), Boxed(value: "1", view: Text("a"))))
        #expect(!ViewEquality.equal(Boxed(value: 1, view: Text("a")), Boxed(value: 1, view: Text("b"))))
    }

    @Test func anEnumThatIsNotEquatableCountsAsChanged() {
        #expect(!ViewEquality.equal(Payload.none, Payload.none))
    }

    @Test func differentTypesAreNeverEqual() {
        #expect(!ViewEquality.equal(1, "1"))
        #expect(!ViewEquality.equal(Text("a"), Optional(Text("a")) as Any))
    }
}
