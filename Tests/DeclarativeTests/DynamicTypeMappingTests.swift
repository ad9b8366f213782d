import Testing
import Terminal
import TestSupport
@testable import Declarative

/// The dynamic type mapping: emphasis per text style, default stack spacing and default
/// padding, as functions of the size. Monotone (a larger size never has less), `large` as
/// the defaults always were, and no two adjacent sizes alike.
@MainActor
@Suite struct DynamicTypeMappingTests {
    private func env(_ size: DynamicTypeSize) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.dynamicTypeSize = size
        return env
    }

    private struct Metrics: Equatable {
        var emphasis: [Style.Attributes]
        var spacing: [Int]
        var padding: [Int]
    }

    private func metrics(_ size: DynamicTypeSize) -> Metrics {
        let e = env(size)
        return Metrics(
            emphasis: Font.allCases.map { $0.attributes(at: size) },
            spacing: [e.defaultSpacing(.horizontal), e.defaultSpacing(.vertical)],
            padding: [
                e.defaultPadding(.leading), e.defaultPadding(.trailing), e.defaultPadding(.top),
                e.defaultPadding(.bottom),
            ])
    }

    @Test func largerSizesNeverHaveLessEmphasisSpacingOrPadding() {
        for (a, b) in zip(DynamicTypeSize.allCases, DynamicTypeSize.allCases.dropFirst()) {
            let small = metrics(a), large = metrics(b)
            for (font, (x, y)) in zip(Font.allCases, zip(small.emphasis, large.emphasis)) {
                #expect(x.isSubset(of: y), "\(font) at \(a) has \(x.rawValue), at \(b) \(y.rawValue)")
            }
            #expect(zip(small.spacing, large.spacing).allSatisfy { $0 <= $1 }, "spacing \(a) → \(b)")
            #expect(zip(small.padding, large.padding).allSatisfy { $0 <= $1 }, "padding \(a) → \(b)")
        }
    }

    @Test func everyAdjacentPairOfSizesDiffers() {
        for (a, b) in zip(DynamicTypeSize.allCases, DynamicTypeSize.allCases.dropFirst()) {
            #expect(metrics(a) != metrics(b), "\(a) and \(b)")
        }
    }

    @Test func largeKeepsTheDefaults() {
        let m = metrics(.large)
        // largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        #expect(m.emphasis == [[.bold, .underline], [.bold], [.bold], [.bold], [.bold], [], [], [], [], [], []])
        #expect(m.spacing == [1, 0])
        #expect(m.padding == [2, 2, 1, 1])
    }

    @Test func noStyleIsEverDimAndBodyTextIsNeverUnderlined() {
        for size in DynamicTypeSize.allCases {
            for font in Font.allCases { #expect(!font.attributes(at: size).contains(.dim)) }
            #expect(!Font.body.attributes(at: size).contains(.underline))
            #expect(!Font.caption.attributes(at: size).contains(.underline))
        }
    }

    @Test func paddingWithoutALengthFollowsTheSize() {
        let view = Text("a").padding()
        #expect(renderText(view, width: 5, height: 3, environment: env(.large)) == "\n  a\n")
        #expect(renderText(view, width: 5, height: 3, environment: env(.xSmall)) == " a\n\n")
        #expect(
            renderText(Text("a").padding(.leading, 1), width: 5, height: 1, environment: env(.accessibility5)) == " a")
    }

    @Test func smallSizesTightenAndLargeSizesWidenAHorizontalStack() {
        let view = HStack {
            Text("a"); Text("b")
        }
        #expect(renderText(view, width: 4, height: 1, environment: env(.small)) == "ab")
        #expect(renderText(view, width: 4, height: 1, environment: env(.large)) == "a b")
        #expect(renderText(view, width: 4, height: 1, environment: env(.xxLarge)) == "a  b")
    }
}
