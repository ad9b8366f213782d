import Testing
import Terminal
@testable import Declarative

/// Apple's whole set of text styles, `Font.system(_:weight:)` and `Font.system(size:weight:)`,
/// mapped to bold and underline as the dynamic type table maps the older styles.
@MainActor
@Suite struct FontStyleTests {
    func attributes(_ view: some View, size: DynamicTypeSize = .large) -> Style.Attributes {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        let graph = ViewGraph(rootView: view, environment: environment)
        var canvas = Canvas(size: Size(width: 8, height: 1))
        graph.layout(in: canvas.bounds)
        graph.draw(into: &canvas, clip: canvas.bounds)
        return canvas[0, 0].style.attributes.subtracting(.highlight)
    }

    @Test func everyTextStyleOfApplesHasAFont() {
        #expect(Font.TextStyle.allCases.count == 11)
        #expect(Font.allCases.count == Font.TextStyle.allCases.count)
        let fonts: [Font] = [.subheadline, .title2, .title3, .caption2]
        #expect(fonts.map(\.style) == [.subheadline, .title2, .title3, .caption2])
    }

    @Test func theNewStylesSitBesideTheirNeighbours() {
        for size in DynamicTypeSize.allCases {
            #expect(Font.title2.attributes(at: size) == Font.title.attributes(at: size))
            #expect(Font.title3.attributes(at: size) == Font.title.attributes(at: size))
            #expect(Font.subheadline.attributes(at: size) == Font.body.attributes(at: size))
            #expect(Font.caption2.attributes(at: size) == Font.caption.attributes(at: size))
        }
        #expect(attributes(Text("Sub").font(.subheadline)) == [])
        #expect(attributes(Text("Title").font(.title2)) == [.bold])
    }

    @Test func aWeightDecidesBoldAndTheStyleTheUnderline() {
        #expect(attributes(Text("Total").font(.system(.body, weight: .semibold))) == [.bold])
        #expect(attributes(Text("Total").font(.system(.body, weight: .medium))) == [])
        #expect(
            attributes(Text("Name").font(.system(.headline, weight: .regular))) == [], "headline is semibold by default"
        )
        #expect(attributes(Text("Name").font(.headline)) == [.bold])
        #expect(attributes(Text("Big").font(.system(.largeTitle, weight: .light))) == [.underline], "light is not dim")
        #expect(attributes(Text("Body").font(.body.weight(.heavy)), size: .xSmall) == [.bold])
        #expect(attributes(Text("Body").font(.body.bold())) == [.bold])
        #expect(Font.system(.body, design: .monospaced, weight: .black).attributes(at: .large) == [.bold])
    }

    @Test func aFixedSizeTakesTheNearestStyleAtLargeWhateverTheDynamicTypeSize() {
        #expect(Font.system(size: 34).style == .largeTitle)
        #expect(Font.system(size: 21).style == .title3 || Font.system(size: 21).style == .title2)
        #expect(Font.system(size: 9).style == .caption2)
        #expect(Font.system(size: 17, weight: .bold).style == .body)
        for size in DynamicTypeSize.allCases {
            #expect(attributes(Text("Fixed").font(.system(size: 17)), size: size) == [], "\(size): body at large")
            #expect(attributes(Text("Fixed").font(.system(size: 34, weight: .regular)), size: size) == [.underline])
        }
        #expect(attributes(Text("Body").font(.body), size: .accessibility1) == [.bold], "a text style does scale")
    }
}
