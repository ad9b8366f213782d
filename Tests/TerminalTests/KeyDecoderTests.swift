import Testing
import Terminal

@Suite struct KeyDecoderTests {
    typealias Code = KeyDecoder.Code

    /// Decodes inputs read back to back, as the curses backend does once no more input is
    /// coming: each event from the inputs it used, the rest decoded next.
    private func events(_ inputs: [KeyDecoder.Input]) -> [TerminalEvent?] {
        var events: [TerminalEvent?] = []
        var rest = inputs[...]
        while !rest.isEmpty {
            guard case .event(let event, let consumed) = KeyDecoder.decode(rest, final: true) else {
                Issue.record("a final decode waited for more input")
                return events
            }
            events.append(event)
            rest = rest.dropFirst(consumed)
        }
        return events
    }

    private func keys(_ inputs: [KeyDecoder.Input]) -> [Key?] {
        events(inputs).map { event in
            if case .key(let key)? = event { return key }
            return nil
        }
    }

    /// The characters of `text` as curses delivers a sequence it does not know: one by one.
    private func chars(_ text: String) -> [KeyDecoder.Input] {
        text.unicodeScalars.map { .character($0.value) }
    }

    @Test func keyCodesAndControlCharactersAreNamedKeys() {
        #expect(
            keys([
                .keyCode(Code.up), .keyCode(Code.pageDown), .keyCode(Code.f0 + 5), .keyCode(Code.backTab),
                .character(13), .character(10), .character(9), .character(127), .character(8), .character(3),
            ])
                == [.up, .pageDown, .function(5), .backTab, .enter, .enter, .tab, .backspace, .backspace, .ctrl("C")])
    }

    @Test func charactersAreCharacterKeys() {
        #expect(
            keys([.character(0x61), .character(0x65E5), .character(0x1F600), .character(32)])
                == [.character("a"), .character("日"), .character("😀"), .space])
    }

    @Test func escapeThenAPrintableCharacterIsAlt() {
        #expect(keys([.character(27), .character(0x78)]) == [.alt("x")])
        #expect(keys([.character(27)]) == [.escape])
    }

    /// Regression: Escape followed at once by a key code (Escape then Down typed quickly, or
    /// pasted) lost the Down, and Escape then Enter or Tab lost the Enter or Tab.
    @Test func escapeThenAnyOtherKeyIsEscapeAndThatKey() {
        #expect(keys([.character(27), .keyCode(Code.down)]) == [.escape, .down])
        #expect(keys([.character(27), .character(13)]) == [.escape, .enter])
        #expect(keys([.character(27), .character(9)]) == [.escape, .tab])
        #expect(keys([.character(27), .character(127)]) == [.escape, .backspace])
        #expect(keys([.character(27), .character(27), .character(0x71)]) == [.escape, .alt("q")])
        #expect(keys([.character(27), .character(0x301)]) == [.escape, .character("\u{301}")])
    }

    @Test func inputsNoKeyStandsForGiveNothing() {
        #expect(keys([.keyCode(0o777), .character(0xD800), .character(0x110000)]) == [nil, nil, nil])
    }

    // MARK: Sequences curses did not name

    /// tmux sends Home and End as `ESC [ 1 ~` / `ESC [ 4 ~`, which the xterm-256color
    /// description does not list; every common variant of each key decodes to it.
    @Test func everyCommonVariantOfHomeAndEndDecodes() {
        for home in ["\u{1B}[1~", "\u{1B}[7~", "\u{1B}[H", "\u{1B}OH", "\u{1B}[1;5H", "\u{1B}[7^"] {
            #expect(keys(chars(home)) == [.home], "\(home.debugDescription)")
        }
        for end in ["\u{1B}[4~", "\u{1B}[8~", "\u{1B}[F", "\u{1B}OF", "\u{1B}[1;2F", "\u{1B}[8$"] {
            #expect(keys(chars(end)) == [.end], "\(end.debugDescription)")
        }
    }

    @Test func arrowsPagesDeleteAndFunctionKeysDecodeInTheirVariants() {
        #expect(keys(chars("\u{1B}[A\u{1B}OB\u{1B}[C\u{1B}OD")) == [.up, .down, .right, .left])
        #expect(keys(chars("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z")) == [.pageUp, .pageDown, .delete, .backTab])
        #expect(
            keys(chars("\u{1B}OP\u{1B}[11~\u{1B}[15~\u{1B}[17~\u{1B}[24~")) == [
                .function(1), .function(1), .function(5), .function(6), .function(12),
            ])
        // rxvt: shifted arrows in lower case
        #expect(keys(chars("\u{1B}[a\u{1B}Ob")) == [.up, .down])
        // the keypad in application mode: Enter and digits
        #expect(keys(chars("\u{1B}OM\u{1B}Oq\u{1B}Oy")) == [.enter, .character("1"), .character("9")])
    }

    /// A modifier (Ctrl-Right, Shift-PageDown) keeps the key and never leaves stray characters.
    @Test func modifiedKeysAreTheKeyWithNoStrayCharacters() {
        #expect(keys(chars("\u{1B}[1;5C\u{1B}[1;2A\u{1B}[6;2~x")) == [.right, .up, .pageDown, .character("x")])
        // a complete sequence no key stands for is skipped whole (focus reports, private modes)
        #expect(keys(chars("\u{1B}[I\u{1B}[?1;2cq")) == [nil, nil, .character("q")])
    }

    @Test func aSequenceCutShortWaitsThenDecodesItsCharactersWhenNoMoreComes() {
        #expect(KeyDecoder.decode(chars("\u{1B}[1")[...], final: false) == .incomplete)
        #expect(keys(chars("\u{1B}[1")) == [.alt("["), .character("1")])
        #expect(keys(chars("\u{1B}[")) == [.alt("[")])
        #expect(keys(chars("\u{1B}O")) == [.alt("O")])
        // broken off by a control character: every input is a key
        #expect(keys(chars("\u{1B}[1\r")) == [.alt("["), .character("1"), .enter])
    }

    // MARK: Mouse

    @Test func sgrMouseReportsAreClicksAndTheWheel() {
        #expect(
            events(chars("\u{1B}[<0;11;4M\u{1B}[<0;11;4m")) == [
                .mouse(MouseEvent(.click, at: Point(x: 10, y: 3))), nil,
            ])
        #expect(
            events(chars("\u{1B}[<64;1;1M\u{1B}[<65;80;24M")) == [
                .mouse(MouseEvent(.scrollUp, at: Point(x: 0, y: 0))),
                .mouse(MouseEvent(.scrollDown, at: Point(x: 79, y: 23))),
            ])
        // control held: still a click; the right button, motion and a broken report: nothing
        #expect(
            events(chars("\u{1B}[<16;2;2M\u{1B}[<2;2;2M\u{1B}[<32;2;2M\u{1B}[<0;;2M")) == [
                .mouse(MouseEvent(.click, at: Point(x: 1, y: 1))), nil, nil, nil,
            ])
    }

    @Test func x10MouseReportsAreClicks() {
        #expect(events(chars("\u{1B}[M !\"\u{1B}[M#!\"")) == [.mouse(MouseEvent(.click, at: Point(x: 0, y: 1))), nil])
    }

    // MARK: Bracketed paste

    @Test func aBracketedPasteIsOneEventAndNeverKeys() {
        #expect(events(chars("\u{1B}[200~q\rhello\u{1B}[201~x")) == [.paste("q\nhello"), .key(.character("x"))])
        // CR LF is one line break; escape and other control characters are dropped
        #expect(events(chars("\u{1B}[200~a\r\nb\u{1B}c\u{3}\u{1B}[201~")) == [.paste("a\nbc")])
    }

    @Test func aPasteWaitsForItsEndAndIsTakenWholeWhenTheEndNeverComes() {
        #expect(KeyDecoder.decode(chars("\u{1B}[200~abc")[...], final: false) == .incomplete)
        #expect(events(chars("\u{1B}[200~ab q")) == [.paste("ab q")])
        // a key code curses made of a sequence inside the paste is dropped, not a key
        #expect(events(chars("\u{1B}[200~a") + [.keyCode(Code.up)] + chars("b\u{1B}[201~")) == [.paste("ab")])
    }
}
