import Testing
@testable import Terminal

/// A cell keeps its character as plain data: what goes in comes out, for ASCII, wide and
/// combining characters and for emoji sequences longer than the inline bytes.
@Suite struct GlyphTests {
    @Test(
        arguments: [
            " ", "a", "~", "é", "e\u{301}", "─", "漢",
            "👍🏽", "🇫🇷", "👨‍👩‍👧‍👦", "🏳️‍🌈",
        ] as [Character])
    func aCharacterComesBackAsItWent(_ character: Character) {
        #expect(Glyph(character).character == character)
        #expect(Cell(character).character == character)
    }

    @Test func anASCIIByteIsTheSameGlyphAsItsCharacter() {
        for byte in UInt8(0x20)...UInt8(0x7E) {
            #expect(Glyph(ascii: byte) == Glyph(Character(Unicode.Scalar(byte))))
        }
        #expect(Glyph(ascii: 0x20).isSpace)
        #expect(!Glyph("x").isSpace)
    }

    @Test func aScalarIsTheSameGlyphAsItsCharacter() {
        for scalar in ["a", "é", "─", "⏎", "漢", "🧾"] as [Unicode.Scalar] {
            #expect(Glyph(scalar: scalar) == Glyph(Character(scalar)))
        }
    }

    @Test func longClustersAreStoredOnceAndCompareByWhatTheyHold() {
        let family: Character = "👨‍👩‍👧‍👦"
        #expect(family.utf8.count > 15)
        #expect(Glyph(family) == Glyph(family))
        #expect(Glyph(family) != Glyph("🏳️‍🌈"))
        #expect(Cell(family, width: 2) != Cell("x"))
    }
}
