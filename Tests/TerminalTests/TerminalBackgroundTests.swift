import Testing
import Terminal

@Suite struct TerminalBackgroundTests {
    private func reply(_ text: String) -> TerminalBackground? { TerminalBackground.parse(reply: Array(text.utf8)) }

    @Test func anOSC11ReplyGivesTheBackgroundByItsBrightness() {
        #expect(reply("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}") == .light)
        #expect(reply("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\") == .dark)
        #expect(reply("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{7}") == .dark)  // a dark theme
        #expect(reply("\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{7}") == .light)  // Solarized light
        #expect(reply("\u{1B}]11;rgb:f/f/f\u{7}") == .light)  // one hex digit a channel
        #expect(reply("\u{1B}]11;rgba:00/00/00/ff\u{7}") == .dark)
        // green weighs most: pure green is light, pure blue dark
        #expect(reply("\u{1B}]11;rgb:0000/ffff/0000\u{7}") == .light)
        #expect(reply("\u{1B}]11;rgb:0000/0000/ffff\u{7}") == .dark)
    }

    @Test func theReplyIsFoundAmongOtherAnswersAndKeys() {
        #expect(reply("x\u{1B}]11;rgb:ffff/ffff/ffff\u{7}\u{1B}[?62;22c") == .light)
    }

    @Test func noReplyOrABrokenOneGivesNothing() {
        #expect(reply("") == nil)
        #expect(reply("\u{1B}[?62;22c") == nil)  // only the device attributes
        #expect(reply("\u{1B}]11;rgb:ffff/ffff/ffff") == nil)  // not ended
        #expect(reply("\u{1B}]11;rgb:ffff/ffff\u{7}") == nil)
        #expect(reply("\u{1B}]11;rgb:fffff/0/0\u{7}") == nil)
        #expect(reply("\u{1B}]11;#ffffff\u{7}") == nil)
    }

    @Test func colorFGBGNamesTheBackgroundByItsLastField() {
        #expect(TerminalBackground.fromColorFGBG("0;15") == .light)
        #expect(TerminalBackground.fromColorFGBG("15;0") == .dark)
        #expect(TerminalBackground.fromColorFGBG("0;7") == .light)
        #expect(TerminalBackground.fromColorFGBG("7;8") == .dark)  // dark grey
        #expect(TerminalBackground.fromColorFGBG("12;default;11") == .light)
        #expect(TerminalBackground.fromColorFGBG("15;default") == nil)
        #expect(TerminalBackground.fromColorFGBG("") == nil)
        #expect(TerminalBackground.fromColorFGBG("0;16") == nil)
    }

    /// Not a terminal: nothing is asked; COLORFGBG decides, else dark.
    @Test func withoutATerminalTheEnvironmentDecidesElseDark() {
        #expect(TerminalBackground.detect(input: -1, output: -1, environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(TerminalBackground.detect(input: -1, output: -1, environment: ["COLORFGBG": "junk"]) == .dark)
        #expect(TerminalBackground.detect(input: -1, output: -1, environment: [:]) == .dark)
    }
}
