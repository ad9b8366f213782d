import Testing
@testable import Declarative

/// A view's engine roles come from its conformances, with no dynamic cast: each role's
/// protocol answers for its conformers, and a composite view has none.
@MainActor
struct ViewKindTests {
    private struct Composite: View {
        var body: some View { Button("Go") {} }
    }

    @Test func eachRoleIsGivenByItsProtocol() {
        let button = ViewKind.of(Button("Go") {})
        #expect(button.isFocusable && !button.handlesEscape && !button.isBoundary && !button.writes)

        let stack = ViewKind.of(NavigationStack { Text("Root") })
        #expect(stack.handlesEscape && stack.isBoundary && stack.writes && !stack.isFocusable)

        let scroll = ViewKind.of(ScrollView { Text("Long") })
        #expect(scroll.handlesScrollKeys && !scroll.isFocusable)

        let text = ViewKind.of(Text("Plain"))
        #expect(
            !text.isFocusable && !text.handlesEscape && !text.handlesScrollKeys && !text.isBoundary && !text.writes
                && !text.isFocusBinding)
    }

    @Test func aCompositeViewHasNoRoleThoughItsBodyHas() {
        let kind = ViewKind.of(Composite())
        #expect(!kind.isFocusable && !kind.handlesEscape && !kind.writes && !kind.isFocusBinding)
    }

    @Test func aFocusedModifierIsAFocusBinding() {
        enum Field: Hashable { case name }
        @FocusState var field: Field?
        #expect(ViewKind.of(TextField("Name", text: .constant("")).focused($field, equals: .name)).isFocusBinding)
    }
}
