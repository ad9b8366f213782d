import Testing
@testable import Terminal

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumnEach() {
        #expect(DisplayWidth.of("Ledger") == 6)
    }

    @Test func cjkIsTwoColumnsEach() {
        #expect(DisplayWidth.of("日本") == 4)
        #expect(DisplayWidth.of(Character("語")) == 2)
    }

    @Test func emojiIsTwoColumns() {
        #expect(DisplayWidth.of(Character("🧾")) == 2)
        #expect(DisplayWidth.of(Character("❤️")) == 2)
        #expect(DisplayWidth.of(Character("👩‍💻")) == 2)
    }

    @Test func combiningMarksAddNoWidth() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Cafe\u{301}") == 4)
    }

    @Test func controlCharactersHaveNoWidth() {
        #expect(DisplayWidth.of(Character("\u{7}")) == 0)
    }

    @Test func wrapBreaksAtSpacesWithinTheWidth() {
        #expect(
            TextWrap.lines("Back pops one of them while the other keeps", width: 16)
                == ["Back pops one of", "them while the", "other keeps"])
        #expect(TextWrap.lines("日本語 の テキスト", width: 6) == ["日本語", "の", "テキス", "ト"])
    }

    @Test func wrapKeepsLineBreaksAndCutsWordsLongerThanALine() {
        #expect(TextWrap.lines("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(
            TextWrap.lines("HostingController<BalanceCard>", width: 12)
                == ["HostingContr", "oller<Balanc", "eCard>"])
        #expect(TextWrap.lines("", width: 5) == [""])
        #expect(TextWrap.lines("a  b", width: 5) == ["a  b"])  // spaces inside a line are kept, as Text keeps them
    }

    @Test func noRoomGivesOneEmptyLineAndNoTextNone() {
        #expect(TextWrap.lines("one\ntwo words", width: 0) == [""])
        #expect(TextWrap.lines("Total", width: -3) == [""])
        #expect(TextWrap.lines("", width: 0) == [])
        #expect(TextWrap.lines("one\ntwo", width: nil) == ["one", "two"])
    }

    @Test func truncationAddsEllipsisWithinTheWidth() {
        #expect(DisplayWidth.truncate("Invoice #00042", to: 8) == "Invoice…")
        #expect(DisplayWidth.truncate("日本語テキスト", to: 5) == "日本…")
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
    }

    @Test func padFillsToExactWidth() {
        #expect(DisplayWidth.pad("日本", to: 6) == "日本  ")
    }

    /// Text of standalone scalars is measured a scalar at a time: each must be a character of
    /// its own beside any other, and the sum must be what measuring characters gives.
    @Test func standaloneScalarsAreCharactersOfTheirOwn() {
        let scalars = (0...0x2BFF).compactMap(Unicode.Scalar.init).filter(DisplayWidth.isStandalone)
        #expect(scalars.count > 3000)
        for s in scalars {
            #expect(DisplayWidth.width(ofStandalone: s) == DisplayWidth.of(Character(s)))
            #expect(DisplayWidth.width(ofStandalone: s) > 0)  // drawing skips no standalone scalar
            #expect("a\(s)a".count == 3, "U+\(String(s.value, radix: 16)) joins a neighbour")
            #expect("\(s)\(s)".count == 2, "U+\(String(s.value, radix: 16)) joins itself")
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        #expect(DisplayWidth.standaloneWidth(text.unicodeScalars) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(DisplayWidth.of("↑↓ move  ⏎ open  ⇧tab back") == 26)
        #expect(DisplayWidth.of("→\u{301}") == 1)
    }
}
