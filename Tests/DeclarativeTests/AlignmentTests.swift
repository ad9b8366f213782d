import Testing
import Terminal
import TestSupport
@testable import Declarative

@MainActor
@Suite struct AlignmentTests {
    @Test func frameLeadingIsLeadingAndVerticallyCentred() {
        let view = Text("ab").frame(width: 6, height: 3, alignment: .leading)
        #expect(renderText(view, width: 6, height: 3) == "\nab\n")
    }

    @Test func frameBottomTrailingPutsContentInTheCorner() {
        let view = Text("ab").frame(width: 6, height: 3, alignment: .bottomTrailing)
        #expect(renderText(view, width: 6, height: 3) == "\n\n    ab")
    }

    @Test func frameTopLeadingMirrorsInRightToLeft() {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let view = Text("ab").frame(width: 6, height: 2, alignment: .topLeading)
        #expect(renderText(view, width: 6, height: 2, environment: env) == "    ab\n")
    }

    @Test func zstackAlignsEachChildOnBothAxes() {
        let view = ZStack(alignment: .topTrailing) {
            Text("....\n....\n....")
            Text("x")
        }
        #expect(renderText(view, width: 4, height: 3) == "...x\n....\n....")
    }

    @Test func hstackTakesAVerticalAlignment() {
        let view = HStack(alignment: .bottom, spacing: 0) {
            Text("a\nb\nc"); Text("z")
        }
        #expect(renderText(view, width: 2, height: 3) == "a\nb\ncz")
    }

    /// Leading is the right edge in right-to-left: a leading VStack lines its rows up there.
    @Test func aLeadingVStackMirrorsInRightToLeft() {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let view = VStack(alignment: .leading) {
            Text("abc"); Text("z")
        }
        #expect(renderText(view, width: 3, height: 2) == "abc\nz")
        #expect(renderText(view, width: 3, height: 2, environment: env) == "abc\n  z")
    }

    @Test func vstackTakesAHorizontalAlignment() {
        let view = VStack(alignment: .trailing) {
            Text("abc"); Text("z")
        }
        #expect(renderText(view, width: 3, height: 2) == "abc\n  z")
    }
}
