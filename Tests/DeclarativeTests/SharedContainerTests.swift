import Testing
import Terminal
import TestSupport
@testable import Declarative

/// The containers that share one implementation: a content modifier's default update sets
/// the environment its `updateEnvironment` writes, and the stacks (`VStack`, `HStack`,
/// `AnyLayout`'s view) lay out through `StackView` alone.
@MainActor
@Suite struct SharedContainerTests {
    /// A modifier that only writes its content's environment.
    struct OneLine<Content: View>: ContentModifierView {
        let content: Content
        func updateEnvironment(_ node: ViewNode) -> Bool {
            node.childEnvironment.lineLimit = 1
            return true
        }
    }

    struct ReadsLineLimit: View {
        @Environment(\.lineLimit) var lineLimit
        var body: some View { Text("limit \(lineLimit.map(String.init) ?? "none")") }
    }

    @Test func aContentModifierWithOnlyUpdateEnvironmentSetsItsContentsEnvironment() {
        #expect(renderText(OneLine(content: ReadsLineLimit()), width: 12, height: 1) == "limit 1")
        #expect(renderText(ReadsLineLimit(), width: 12, height: 1) == "limit none")
    }

    @Test func aLayoutOfEitherAxisPlacesAsItsStackDoes() {
        let vertical = renderText(
            VStack(alignment: .leading, spacing: 1) {
                Text("a"); Text("bbb")
            }, width: 5, height: 4)
        let vertically = renderText(
            AnyLayout(VStackLayout(alignment: .leading, spacing: 1))({
                Text("a"); Text("bbb")
            }),
            width: 5, height: 4)
        #expect(vertical == vertically)
        #expect(vertical == "a\n\nbbb\n")
        let horizontal = renderText(
            HStack(alignment: .top, spacing: 2) {
                Text("a"); Text("bbb")
            }, width: 8, height: 1)
        let horizontally = renderText(
            AnyLayout(HStackLayout(alignment: .top, spacing: 2))({
                Text("a"); Text("bbb")
            }),
            width: 8, height: 1)
        #expect(horizontal == horizontally)
        #expect(horizontal == "a  bbb")
    }
}
