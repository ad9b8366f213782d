import Testing
@testable import Terminal

@Suite struct StyleTests {
    @Test func withoutColourAHighlightBecomesReverseVideoAndOtherAttributesStay() {
        let selected = Palette.dark.selected(Palette.dark.text.adding([.bold, .dim]))
        #expect(selected.attributes == [.bold, .highlight], "dim goes on the selection")
        #expect(selected.withoutColor == Style(attributes: [.bold, .reverse]))
        #expect(Style(foreground: .red, attributes: .underline).withoutColor == Style(attributes: .underline))
        #expect(selected.code.hasSuffix("+bold+highlight"))
    }

    @Test func theSelectionIsTheFillLabelOnTheSelectionColourInBothSchemes() {
        for palette in [Palette.dark, Palette.light] {
            let selected = palette.selected(palette.secondaryText)
            #expect(selected.foreground == palette.fillLabel)
            #expect(selected.background == palette.selection)
        }
    }
}
