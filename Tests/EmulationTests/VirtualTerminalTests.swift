import Emulation
import Terminal
import Testing

@Suite struct VirtualTerminalTests {
    private func terminal(_ output: String, width: Int = 20, height: Int = 3) -> VirtualTerminal {
        let terminal = VirtualTerminal(size: Size(width: width, height: height))
        terminal.write(Array(output.utf8))
        return terminal
    }

    @Test func textIsShownRowByRowWithTrailingSpacesTrimmed() {
        let t = terminal("hello  \r\n  world")
        #expect(t.text == "hello\n  world\n")
        #expect(t.cell(x: 0, y: 0) == EmulatedCell(text: "h"))
        #expect(t.cell(x: 10, y: 2) == EmulatedCell(text: " "), "an empty cell holds a space in the default colours")
    }

    @Test func aSequenceCutBetweenWritesContinuesInTheNext() {
        let t = VirtualTerminal(size: Size(width: 10, height: 1))
        let bytes = Array("\u{1B}[31m日".utf8)
        t.write(bytes[..<3])
        t.write(bytes[3..<6])
        t.write(bytes[6...])
        #expect(t.text == "日")
        #expect(t.cell(x: 0, y: 0).foreground == .red)
    }

    @Test func aWideCharacterTakesTwoColumnsAndLeavesAnEmptyContinuation() {
        let t = terminal("a中b")
        #expect(t.cell(x: 1, y: 0) == EmulatedCell(text: "中", width: 2))
        #expect(t.cell(x: 2, y: 0) == EmulatedCell(text: "", width: 0))
        #expect(t.cell(x: 3, y: 0).text == "b")
        #expect(t.text == "a中b\n\n")
    }

    @Test func aCombiningMarkJoinsItsBaseInOneCell() {
        let t = terminal("e\u{301}x")
        #expect(Array(t.cell(x: 0, y: 0).text.unicodeScalars) == ["e", "\u{301}"])
        #expect(t.cell(x: 0, y: 0).width == 1)
        #expect(t.cell(x: 1, y: 0).text == "x")
    }

    /// libvterm measures an emoji sequence scalar by scalar, not as one grapheme cluster:
    /// what a frame comparison must allow for where the headless frame draws them as one
    /// wide character.
    @Test func emojiSequencesAreMeasuredScalarByScalar() {
        let heart = terminal("\u{2764}\u{FE0F}|")
        #expect(
            heart.cell(x: 0, y: 0) == EmulatedCell(text: "\u{2764}\u{FE0F}", width: 1),
            "the variation selector joins a narrow heart")
        #expect(heart.cell(x: 1, y: 0).text == "|")
        let flag = terminal("🇯🇵|")
        #expect(
            flag.cell(x: 0, y: 0) == EmulatedCell(text: "🇯", width: 1),
            "each regional indicator is a narrow cell of its own")
        #expect(flag.cell(x: 1, y: 0) == EmulatedCell(text: "🇵", width: 1))
        #expect(flag.cell(x: 2, y: 0).text == "|")
        let thumb = terminal("👍🏽|")
        #expect(
            thumb.cell(x: 0, y: 0) == EmulatedCell(text: "👍", width: 2),
            "the skin tone is a wide character of its own")
        #expect(thumb.cell(x: 2, y: 0) == EmulatedCell(text: "🏽", width: 2))
        #expect(thumb.cell(x: 4, y: 0).text == "|")
    }

    @Test func coloursAreReadAsThePaletteIndicesTheApplicationChose() {
        let t = terminal("\u{1B}[38;5;236ma\u{1B}[31mb\u{1B}[91mc\u{1B}[39md\u{1B}[48;5;17me\u{1B}[44mf\u{1B}[49mg")
        #expect(t.cell(x: 0, y: 0).foreground == CellColor(index: 236))
        #expect(t.cell(x: 1, y: 0).foreground == .red)
        #expect(t.cell(x: 2, y: 0).foreground == .brightRed)
        #expect(t.cell(x: 3, y: 0).foreground == .default)
        #expect(t.cell(x: 4, y: 0).background == CellColor(index: 17))
        #expect(t.cell(x: 5, y: 0).background == .blue)
        #expect(t.cell(x: 6, y: 0).background == .default)
        #expect(t.cell(x: 0, y: 0).background == .default)
    }

    @Test func aTwentyFourBitColourBecomesTheXtermIndexItNames() {
        let t = terminal("\u{1B}[38;2;255;0;0ma\u{1B}[38;2;48;48;48mb\u{1B}[38;2;205;0;0mc\u{1B}[48;2;250;3;1md")
        #expect(t.cell(x: 0, y: 0).foreground == CellColor(index: 196), "a cube colour")
        #expect(t.cell(x: 1, y: 0).foreground == CellColor(index: 236), "a grey")
        #expect(t.cell(x: 2, y: 0).foreground == .red, "xterm's own red, outside the cube")
        #expect(t.cell(x: 3, y: 0).background == CellColor(index: 196), "the nearest")
    }

    @Test func boldUnderlineAndReverseAreReadButFaintIsNot() {
        let t = terminal("\u{1B}[1ma\u{1B}[4mb\u{1B}[0;7mc\u{1B}[0;2md\u{1B}[0me")
        #expect(t.cell(x: 0, y: 0).attributes == .bold)
        #expect(t.cell(x: 1, y: 0).attributes == [.bold, .underline])
        #expect(t.cell(x: 2, y: 0).attributes == .reverse)
        #expect(t.cell(x: 3, y: 0).attributes == [], "libvterm has no faint attribute")
        #expect(t.cell(x: 4, y: 0).attributes == [])
    }

    @Test func theCursorIsAddressedFromOne() {
        let t = terminal("\u{1B}[5;10HX\u{1B}[HY", width: 20, height: 6)
        #expect(t.cell(x: 9, y: 4).text == "X")
        #expect(t.cell(x: 0, y: 0).text == "Y")
    }

    @Test func erasingClearsToTheEndOfTheLineOrACountOfCells() {
        #expect(terminal("abcdef\u{1B}[1;3H\u{1B}[K").text == "ab\n\n")
        #expect(terminal("abcdef\u{1B}[1;2H\u{1B}[3X").text == "a   ef\n\n")
        #expect(
            terminal("\u{1B}[44mabc\u{1B}[1;1H\u{1B}[K").cell(x: 0, y: 0).background == .blue,
            "an erase fills with the current background")
    }

    @Test func aDeviceAttributesQueryIsAnsweredOnce() {
        let t = terminal("ab\u{1B}[c\u{1B}[6n")
        #expect(t.takeReplies() == Array("\u{1B}[?1;2c\u{1B}[1;3R".utf8))
        #expect(t.takeReplies() == [])
    }

    @Test func aResizeKeepsTheTextAndAddressesTheNewCells() {
        let t = terminal("top", width: 10, height: 2)
        t.resize(to: Size(width: 20, height: 4))
        #expect(t.size == Size(width: 20, height: 4))
        t.write(Array("\u{1B}[4;20HZ".utf8))
        #expect(t.text == "top\n\n\n                   Z")
    }
}

extension VirtualTerminalTests {
    @Test func aCharacterCutBetweenTwoWritesIsDrawnOnce() {
        let terminal = VirtualTerminal(size: Size(width: 20, height: 2))
        let bytes = Array("ab ▸ cd\u{1B}[2;1Hnext".utf8)
        // Cut inside the three bytes of ▸, with more text after it in the second write.
        terminal.write(bytes[..<4])
        terminal.write(bytes[4...])
        #expect(terminal.text == "ab ▸ cd\nnext")
    }
}
