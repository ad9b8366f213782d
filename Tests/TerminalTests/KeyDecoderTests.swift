import Testing
import Terminal

@Suite struct KeyDecoderTests {
    typealias Code = KeyDecoder.Code

    /// Decodes inputs read back to back, as the curses backend does: an input an Escape did
    /// not use is decoded on its own next.
    private func keys(_ inputs: [KeyDecoder.Input]) -> [Key?] {
        var keys: [Key?] = []
        var i = 0
        while i < inputs.count {
            let following = i + 1 < inputs.count ? inputs[i + 1] : nil
            let decoded = KeyDecoder.decode(inputs[i], following: following)
            keys.append(decoded.key)
            i += decoded.consumedFollowing ? 2 : 1
        }
        return keys
    }

    @Test func keyCodesAndControlCharactersAreNamedKeys() {
        #expect(keys([.keyCode(Code.up), .keyCode(Code.pageDown), .keyCode(Code.f0 + 5), .keyCode(Code.backTab),
                      .character(13), .character(10), .character(9), .character(127), .character(8), .character(3)])
                == [.up, .pageDown, .function(5), .backTab, .enter, .enter, .tab, .backspace, .backspace, .ctrl("C")])
    }

    @Test func charactersAreCharacterKeys() {
        #expect(keys([.character(0x61), .character(0x65E5), .character(0x1F600), .character(32)])
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
}
