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
        #expect(DisplayWidth.wrap("Back pops one of them while the other keeps", to: 16)
                == ["Back pops one of", "them while the", "other keeps"])
        #expect(DisplayWidth.wrap("日本語 の テキスト", to: 6) == ["日本語", "の", "テキス", "ト"])
    }

    @Test func wrapKeepsLineBreaksAndCutsWordsLongerThanALine() {
        #expect(DisplayWidth.wrap("one\n\ntwo", to: 10) == ["one", "", "two"])
        #expect(DisplayWidth.wrap("HostingController<BalanceCard>", to: 12)
                == ["HostingContr", "oller<Balanc", "eCard>"])
        #expect(DisplayWidth.wrap("", to: 5) == [""])
        #expect(DisplayWidth.wrap("a  b", to: 5) == ["a b"])
    }

    @Test func truncationAddsEllipsisWithinTheWidth() {
        #expect(DisplayWidth.truncate("Invoice #00042", to: 8) == "Invoice…")
        #expect(DisplayWidth.truncate("日本語テキスト", to: 5) == "日本…")
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
    }

    @Test func padFillsToExactWidth() {
        #expect(DisplayWidth.pad("日本", to: 6) == "日本  ")
    }
}
