import Rules
import Foundation
import Imperative
import Replay
import Terminal
import Testing

// MARK: Errors, each at its line and column

@Test func unknownCommandIsReportedAtTheCommandWord() {
    #expect(
        errors("  prss Down") == [
            "t.replay:1:3: unknown command \"prss\"; expected size, args, press, type, paste, click, "
                + "scroll, resize, trait, expect, snapshot or transcript"
        ])
}

@Test func unknownKeyIsReportedAtTheKeyName() {
    #expect(errors("press Down Dwn") == ["t.replay:1:12: unknown key \"Dwn\""])
    #expect(errors("press down") == ["t.replay:1:7: unknown key \"down\"; did you mean Down?"])
    #expect(errors("press Enter ctrl-c") == ["t.replay:1:13: unknown key \"ctrl-c\"; did you mean Ctrl-C?"])
    #expect(positions("press F13\npress Ctrl-1\npress Alt-\npress xy") == ["1:7", "2:7", "3:7", "4:7"])
}

@Test(arguments: [
    ("size 80by24", "1:6: bad size \"80by24\"; expected COLUMNSxROWS such as 80x24"),
    ("size x24", "1:6: bad size \"x24\"; expected COLUMNSxROWS such as 80x24"),
    ("size 80x", "1:6: bad size \"80x\"; expected COLUMNSxROWS such as 80x24"),
    ("size 80x24x2", "1:6: bad size \"80x24x2\"; expected COLUMNSxROWS such as 80x24"),
    ("size -80x24", "1:6: bad size \"-80x24\"; expected COLUMNSxROWS such as 80x24"),
    ("size 0x0", "1:6: bad size \"0x0\"; columns and rows run from 1 to 1000"),
    ("resize  1001x24", "1:9: bad size \"1001x24\"; columns and rows run from 1 to 1000"),
    (
        "resize 80x99999999999999999999",
        "1:8: bad size \"80x99999999999999999999\"; columns and rows run from 1 to 1000"
    ),
])
func badSizeIsReportedAtTheSize(line: String, expected: String) {
    #expect(errors(line) == ["t.replay:" + expected])
}

@Test func missingArgumentIsReportedJustPastTheLastWord() {
    #expect(errors("press") == ["t.replay:1:6: missing key name such as Down"])
    #expect(errors("size   # later") == ["t.replay:1:5: missing size such as 80x24"])
    #expect(
        errors("expect") == [
            "t.replay:1:7: missing expectation: "
                + "title, depth, kind, tab, presented, screen, env, diagnostic or no diagnostics"
        ])
    #expect(errors("expect screen contains") == ["t.replay:1:23: missing text"])
    #expect(errors("trait colorScheme") == ["t.replay:1:18: missing colorScheme value"])
    #expect(errors("expect no") == ["t.replay:1:10: missing \"diagnostics\""])
    #expect(
        positions("args\ntype\nresize\nsnapshot\ntranscript\nexpect env\nexpect env locale")
            == ["1:5", "2:5", "3:7", "4:9", "5:11", "6:11", "7:18"])
}

@Test func extraArgumentIsReportedAtTheFirstExtraWord() {
    #expect(errors("size 80x24 100 200") == ["t.replay:1:12: unexpected extra argument \"100\""])
    #expect(errors("type \"a\" \"b\"") == ["t.replay:1:10: unexpected extra argument \"b\""])
    #expect(errors("expect no diagnostics now") == ["t.replay:1:23: unexpected extra argument \"now\""])
    #expect(positions("expect depth 2 3\ntrait colorScheme dark light\nsnapshot a b") == ["1:16", "2:24", "3:12"])
}

@Test func columnsCountCharactersNotBytes() {
    #expect(
        errors("type \"\u{65E5}\u{672C}\u{1F600}e\u{301}\" extra") == [
            "t.replay:1:13: unexpected extra argument \"extra\""
        ])
    #expect(positions("press\tDwn") == ["1:7"])
}

@Test(arguments: [
    ("expect depth two", "1:14: bad depth \"two\"; expected a number from 1"),
    ("expect depth 0", "1:14: bad depth \"0\"; expected a number from 1"),
    ("expect depth -1", "1:14: bad depth \"-1\"; expected a number from 1"),
    ("press Down x0", "1:12: bad repeat x0; it runs from x1 to x100000"),
    ("press Down x100001", "1:12: bad repeat x100001; it runs from x1 to x100000"),
    ("press Down x99999999999999999999", "1:12: bad repeat x99999999999999999999; it runs from x1 to x100000"),
])
func badNumberIsReportedAtTheNumber(line: String, expected: String) {
    #expect(errors(line) == ["t.replay:" + expected])
}

@Test func aRepeatMustFollowAKey() {
    #expect(errors("press x3") == ["t.replay:1:7: repeat x3 must follow a key"])
    #expect(errors("press Down x2 x3") == ["t.replay:1:15: repeat x3 must follow a key"])
}

@Test func unknownTraitNameOrValueIsReportedAtThatWord() {
    #expect(
        errors("trait colourScheme light") == [
            "t.replay:1:7: unknown trait \"colourScheme\"; expected colorScheme, dynamicTypeSize, layoutDirection, "
                + "legibilityWeight or accessibilityReduceMotion"
        ])
    #expect(errors("trait colorScheme blue") == ["t.replay:1:19: unknown colorScheme \"blue\"; expected light or dark"])
    #expect(
        errors("trait horizontalSizeClass compact") == [
            "t.replay:1:7: horizontalSizeClass follows the terminal size; use resize"
        ])
    #expect(
        positions("trait dynamicTypeSize accessibility6\ntrait navigator bound\ntrait layoutDirection rtl") == [
            "1:23", "2:7", "3:23",
        ])
}

@Test func expectEnvChecksTheKeyThenTheValue() {
    #expect(
        errors("expect env colour dark") == [
            "t.replay:1:12: unknown environment key \"colour\"; "
                + "expected colorScheme, dynamicTypeSize, layoutDirection, legibilityWeight, "
                + "accessibilityReduceMotion, horizontalSizeClass, verticalSizeClass, navigator or locale"
        ])
    #expect(
        errors("expect env navigator maybe") == [
            "t.replay:1:22: unknown navigator \"maybe\"; expected bound or unbound"
        ])
    #expect(positions("expect env horizontalSizeClass wide\nexpect env dynamicTypeSize huge") == ["1:32", "2:28"])
}

@Test func unknownExpectationIsReportedAtItsKind() {
    #expect(
        errors("expect titel x") == [
            "t.replay:1:8: unknown expectation \"titel\"; "
                + "expected title, depth, kind, tab, presented, screen, env, diagnostic or no diagnostics"
        ])
    #expect(
        errors("expect screen has x") == ["t.replay:1:15: unknown screen check \"has\"; expected contains or lacks"])
    #expect(errors("expect no warnings") == ["t.replay:1:11: unknown expectation \"warnings\"; expected diagnostics"])
}

@Test func expectKindAndPresentedTakeOnlyTheirValues() {
    #expect(errors("expect kind swiftui") == ["t.replay:1:13: unknown kind \"swiftui\"; expected imperative or hosted"])
    #expect(
        errors("expect presented modal") == [
            "t.replay:1:18: unknown presentation style \"modal\"; expected sheet, popover, fullScreen, custom or none"
        ])
}

@Test func unknownRuleIdOrBadFileNameIsReportedAtIt() {
    #expect(
        errors("expect diagnostic One_Owner") == [
            "t.replay:1:19: unknown rule \"One_Owner\"; did you mean one-owner? (seam rules lists them)"
        ])
    #expect(
        errors("expect diagnostic dismiss-on-push-host") == [
            "t.replay:1:19: unknown rule \"dismiss-on-push-host\"; "
                + "did you mean dismiss-on-pushed-host? (seam rules lists them)"
        ])
    #expect(
        errors("snapshot ../escape/x") == [
            "t.replay:1:10: bad name \"../escape/x\"; use letters, digits, '.', '_' and '-'"
        ])
    #expect(positions("transcript \"\"\nsnapshot \"a b\"") == ["1:12", "2:10"])
}

@Test func emptyOrUntypeableTextIsAnError() {
    #expect(errors("type \"\"") == ["t.replay:1:6: nothing to type"])
    #expect(errors("expect screen lacks \"\"") == ["t.replay:1:21: empty text; every screen contains it"])
    #expect(errors("type \"a\u{7}\"") == ["t.replay:1:6: no key types U+0007"])
}

@Test func sizeAndArgsMustComeBeforeTheFirstKeyProducingCommand() {
    #expect(commands("expect depth 1\nsize 80x24\nargs --tab Account").count == 3)
    #expect(
        errors("press Down\nsize 80x24") == [
            "t.replay:2:1: size must come before the first press, type, resize or trait (line 1)"
        ])
    #expect(
        errors("trait colorScheme dark\n  args --invoices 5\ntype x\nresize 9x9\nsize 9x9") == [
            "t.replay:2:3: args must come before the first press, type, resize or trait (line 1)",
            "t.replay:5:1: size must come before the first press, type, resize or trait (line 1)",
        ])
    #expect(positions("press Dwn\nsize 80x24") == ["1:7", "2:1"], "a bad press still counts as the first key")
    #expect(
        errors("  type \"a\\q\"\nargs --invoices 5") == [
            "t.replay:1:10: unknown escape \\q; use \\\", \\\\ or \\n",
            "t.replay:2:1: args must come before the first press, type, resize or trait (line 1)",
        ], "a type line that does not lex still counts as the first key")
}

/// A paste, a click and a wheel turn are input too: each ends the prologue as a press does.
@Test(arguments: ["paste \"x\"", "click 0 0", "scroll down 1 1"])
func pasteClickAndScrollEndThePrologueToo(input: String) {
    #expect(positions("\(input)\nsize 80x24\nargs --tab Account") == ["2:1", "3:1"])
}

@Test func sizeGivenTwiceIsAnError() {
    #expect(errors("size 80x24\nsize 100x30") == ["t.replay:2:1: size given twice (first on line 1)"])
}

@Test func invalidUTF8IsReportedAtTheFirstBadByte() {
    let bytes = Array("press Up\ntype \"é".utf8) + [0xFF] + Array("\"\n\u{80}".utf8) + [0xC3]
    #expect(
        ScriptParser.parse(bytes, path: "u.replay").map(\.lines.count)
            == .failure(
                ScriptErrors([
                    ScriptError(path: "u.replay", line: 2, column: 8, message: "invalid UTF-8 (byte 0xFF)"),
                    ScriptError(path: "u.replay", line: 3, column: 2, message: "invalid UTF-8 (byte 0xC3)"),
                ])))
}

@Test func unterminatedStringIsReportedAtItsOpeningQuote() {
    #expect(errors("expect title \"Invoice") == ["t.replay:1:14: unterminated string"])
    #expect(errors("type \"ends in a backslash\\") == ["t.replay:1:6: unterminated string"])
}

@Test func unknownEscapeIsReportedAtItsBackslash() {
    #expect(errors(#"type "tab\there""#) == [#"t.replay:1:10: unknown escape \t; use \", \\ or \n"#])
}

@Test func quotesMustBoundAWholeWord() {
    #expect(errors(#"args --tab="Ledger""#) == ["t.replay:1:12: quote inside a word; quote the whole word"])
    #expect(errors(#"type "a"b"#) == ["t.replay:1:9: expected a space after the closing quote"])
    #expect(commands(##"type "a"# comment"##) == [.type("a")])
}

@Test func everyBadLineIsReportedInOrder() {
    let result = parse("size 80by24\npress Down\nprss\n\nexpect depth x\nexpect no diagnostics\n")
    guard case .failure(let failure) = result else { Issue.record("parsed"); return }
    #expect(failure.errors.map(\.line) == [1, 3, 5])
    #expect(
        failure.description == """
            t.replay:1:6: bad size "80by24"; expected COLUMNSxROWS such as 80x24
            t.replay:3:1: unknown command "prss"; expected size, args, press, type, paste, click, scroll, resize, \
            trait, expect, snapshot or transcript
            t.replay:5:14: bad depth "x"; expected a number from 1
            """)
}
