import Rules
import Foundation
import Imperative
import Replay
import Terminal
import Testing

/// Parses `text` as the file `t.replay`.
private func parse(_ text: String) -> Result<Script, ScriptErrors> {
    ScriptParser.parse(Array(text.utf8), path: "t.replay")
}

/// The commands of a script that must parse.
private func commands(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [ScriptCommand] {
    switch parse(text) {
    case .success(let script): return script.lines.map(\.command)
    case .failure(let errors):
        Issue.record("unexpected errors:\n\(errors)", sourceLocation: sourceLocation)
        return []
    }
}

/// Every error of a script that must not parse, as `t.replay:LINE:COLUMN: message`.
private func errors(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    switch parse(text) {
    case .success: Issue.record("parsed, but should not have", sourceLocation: sourceLocation); return []
    case .failure(let errors): return errors.errors.map(\.description)
    }
}

/// The `LINE:COLUMN` of each error.
private func positions(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    errors(text, sourceLocation: sourceLocation).map { $0.split(separator: ":")[1...2].joined(separator: ":") }
}

// MARK: Commands that parse

@Test func sizeAndArgsBeforeTheFirstKeyParse() throws {
    let script = try parse("size 120x40\nargs --invoices 100000 --tab \"My Tab\"\nargs -v\npress Down\n").get()
    #expect(script.path == "t.replay")
    #expect(script.size == Size(width: 120, height: 40))
    #expect(script.arguments == ["--invoices", "100000", "--tab", "My Tab", "-v"])
    #expect(script.lines[0].command == .size(Size(width: 120, height: 40)))
}

@Test func aScriptWithoutSizeHasNone() throws {
    #expect(try parse("press Down").get().size == nil)
    #expect(try parse("").get().lines.isEmpty)
}

@Test func pressReadsKeysInOrderAndExpandsRepeats() {
    #expect(commands("press Down Down Enter") == [.press([.down, .down, .enter])])
    #expect(commands("press PageDown x20") == [.press(Array(repeating: .pageDown, count: 20))])
    #expect(commands("press Up x2 Down x1 Tab") == [.press([.up, .up, .down, .tab])])
}

@Test(arguments: [
    ("Left Right Escape BackTab Backspace Delete", [Key.left, .right, .escape, .backTab, .backspace, .delete]),
    ("PageUp Home End Space", [.pageUp, .home, .end, .space]),
    ("F1 F12 Ctrl-A Ctrl-Z Alt-x", [.function(1), .function(12), .ctrl("A"), .ctrl("Z"), .alt("x")]),
    (
        "q ? 1 x \\ é",
        [.character("q"), .character("?"), .character("1"), .character("x"), .character("\\"), .character("é")]
    ),
    ("\"#\" \"\\\"\"", [.character("#"), .character("\"")]),
])
func everyKeyNameFamilyParses(names: String, keys: [Key]) {
    #expect(commands("press " + names) == [.press(keys)])
}

@Test func aQuotedRepeatIsAKeyNameNotARepeat() {
    #expect(errors("press Down \"x20\"") == ["t.replay:1:12: unknown key \"x20\""])
}

@Test func typeTakesOneStringWithEscapes() {
    #expect(commands(#"type "Paid by wire""#) == [.type("Paid by wire")])
    #expect(commands(#"type "say \"hi\" \\ # not a comment\n""#) == [.type("say \"hi\" \\ # not a comment\n")])
    #expect(commands("type word") == [.type("word")])
}

@Test func typeSendsOneKeyPerCharacter() {
    #expect(ScriptCommand.type("a 1\n").keys == [.character("a"), .space, .character("1"), .enter])
    #expect(ScriptCommand.press([.up]).keys == [.up])
    #expect(ScriptCommand.expectDepth(1).keys.isEmpty)
}

@Test func pasteTakesOneStringAndWritesItBack() {
    #expect(commands(#"paste "q\nhello""#) == [.paste("q\nhello")])
    #expect(ScriptCommand.paste("say \"q\"\n").description == #"paste "say \"q\"\n""#)
    #expect(errors(#"paste """#) == ["t.replay:1:7: nothing to paste"])
}

@Test func mouseCommandsNameACell() {
    #expect(
        commands("click 0 0\nscroll up 12 3\nscroll down 79 23") == [
            .mouse(MouseEvent(.click, at: Point(x: 0, y: 0))), .mouse(MouseEvent(.scrollUp, at: Point(x: 12, y: 3))),
            .mouse(MouseEvent(.scrollDown, at: Point(x: 79, y: 23))),
        ])
    #expect(ScriptCommand.mouse(MouseEvent(.scrollDown, at: Point(x: 4, y: 5))).description == "scroll down 4 5")
    #expect(errors("click 1") == ["t.replay:1:8: missing row of the cell, from 0"])
    #expect(errors("click -1 2") == [#"t.replay:1:7: bad column "-1"; expected a number from 0 to 999"#])
    #expect(errors("scroll left 1 2") == [#"t.replay:1:8: bad scroll direction "left"; expected up or down"#])
}

/// A cell's column and row run from 0 to one less than the largest terminal side: the
/// last cell parses, one past it is an error at that number.
@Test func aCellRunsUpToTheLastColumnAndRowOfTheLargestTerminal() {
    #expect(commands("click 999 999") == [.mouse(MouseEvent(.click, at: Point(x: 999, y: 999)))])
    #expect(errors("click 1000 0") == [#"t.replay:1:7: bad column "1000"; expected a number from 0 to 999"#])
    #expect(errors("scroll up 3 1000") == [#"t.replay:1:13: bad row "1000"; expected a number from 0 to 999"#])
}

@Test func resizeParses() {
    #expect(
        commands("resize 1x1\nresize 1000x1000") == [
            .resize(Size(width: 1, height: 1)), .resize(Size(width: 1000, height: 1000)),
        ])
}

@Test(arguments: [
    ("colorScheme", ["light", "dark"]),
    (
        "dynamicTypeSize",
        [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ]
    ),
    ("layoutDirection", ["leftToRight", "rightToLeft"]),
    ("legibilityWeight", ["regular", "bold"]),
])
func everySettableTraitValueParses(name: String, values: [String]) {
    for value in values {
        #expect(commands("trait \(name) \(value)") == [.trait(name: TraitName(rawValue: name)!, value: value)])
        #expect(commands("expect env \(name) \(value)") == [.expectEnv(key: name, value: value)])
    }
}

@Test func everyExpectationParses() {
    let script = """
        expect title "Invoice #00003"
        expect title ""
        expect depth 2
        expect kind imperative
        expect kind hosted
        expect tab Ledger
        expect presented sheet
        expect presented popover
        expect presented fullScreen
        expect presented none
        expect screen contains "Void invoice"
        expect screen lacks Export
        expect env horizontalSizeClass regular
        expect env verticalSizeClass compact
        expect env navigator unbound
        expect env locale fr_FR
        expect diagnostic dismiss-on-pushed-host
        expect no diagnostics
        """
    #expect(
        commands(script) == [
            .expectTitle("Invoice #00003"), .expectTitle(""), .expectDepth(2),
            .expectKind(.imperative), .expectKind(.hosted), .expectTab("Ledger"),
            .expectPresented("sheet"), .expectPresented("popover"), .expectPresented("fullScreen"),
            .expectPresented("none"), .expectScreenContains("Void invoice"), .expectScreenLacks("Export"),
            .expectEnv(key: "horizontalSizeClass", value: "regular"),
            .expectEnv(key: "verticalSizeClass", value: "compact"),
            .expectEnv(key: "navigator", value: "unbound"), .expectEnv(key: "locale", value: "fr_FR"),
            .expectDiagnostic(.dismissOnPushedHost), .expectNoDiagnostics,
        ])
}

@Test func snapshotAndTranscriptTakeFileSafeNames() {
    #expect(
        commands("snapshot invoice-detail\ntranscript push_detail.v2") == [
            .snapshot("invoice-detail"), .transcript("push_detail.v2"),
        ])
}

@Test func linesKeepTheirNumberAndTextAndSkipCommentsAndBlanks() throws {
    let script = try parse("# a replay\n\n   \npress Down # move\n\t# indented comment\nexpect depth 1\n").get()
    #expect(
        script.lines == [
            ScriptLine(number: 4, text: "press Down # move", command: .press([.down])),
            ScriptLine(number: 6, text: "expect depth 1", command: .expectDepth(1)),
        ])
}

@Test func aHashStartsACommentEvenInsideAWordButNotInsideAString() {
    #expect(commands("press Down#Up") == [.press([.down])])
    #expect(commands(##"expect title "#1""##) == [.expectTitle("#1")])
}

@Test func crlfLineEndsAndAByteOrderMarkAreDropped() throws {
    let script = try ScriptParser.parse(
        [0xEF, 0xBB, 0xBF] + Array("press Up\r\nexpect depth 1\r\n".utf8), path: "w.replay"
    ).get()
    #expect(script.lines.map(\.text) == ["press Up", "expect depth 1"])
    #expect(script.lines.map(\.number) == [1, 2])
}

@Test func dataParsesLikeBytes() throws {
    let script = try ScriptParser.parse(Data("size 80x24".utf8), path: "d.replay").get()
    #expect(script.lines.map(\.command) == [.size(Size(width: 80, height: 24))])
}

@Test func descriptionParsesBackToTheSameCommand() throws {
    let all: [ScriptCommand] = [
        .size(Size(width: 80, height: 24)), .args(["--invoices", "10", "two words", ""]),
        .press([.down, .down, .down, .enter, .character("#"), .character("\""), .alt("#"), .ctrl("C"), .space]),
        .type("a \"quote\" \\ and\nnewline #"), .resize(Size(width: 120, height: 40)),
        .trait(name: .colorScheme, value: "light"), .expectTitle("Invoice #00003"), .expectDepth(3),
        .expectKind(.hosted), .expectTab("My Tab"), .expectPresented("none"),
        .expectScreenContains("Void"), .expectScreenLacks("Export…"),
        .expectEnv(key: "locale", value: "ja_JP"), .expectDiagnostic(.oneOwner), .expectNoDiagnostics,
        .snapshot("a.b"), .transcript("push-detail"),
    ]
    let text = all.map(\.description).joined(separator: "\n")
    #expect(try parse(text).get().lines.map(\.command) == all)
    #expect(ScriptCommand.press([.down, .down, .down, .enter]).description == "press Down x3 Enter")
}

@Test func publicSizeReaderMatchesTheScriptRules() {
    #expect(ScriptParser.size("200x60") == Size(width: 200, height: 60))
    #expect(ScriptParser.size("0x10") == nil)
    #expect(ScriptParser.size("80X24") == nil)
}

// MARK: Errors, each at its line and column

@Test func unknownCommandIsReportedAtTheCommandWord() {
    #expect(
        errors("  prss Down") == [
            "t.replay:1:3: unknown command \"prss\"; expected size, args, press, type, paste, click, scroll, resize, trait, expect, snapshot or transcript"
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
            "t.replay:1:7: missing expectation: title, depth, kind, tab, presented, screen, env, diagnostic or no diagnostics"
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
            "t.replay:1:7: unknown trait \"colourScheme\"; expected colorScheme, dynamicTypeSize, layoutDirection, legibilityWeight or accessibilityReduceMotion"
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
            "t.replay:1:12: unknown environment key \"colour\"; expected colorScheme, dynamicTypeSize, layoutDirection, legibilityWeight, accessibilityReduceMotion, horizontalSizeClass, verticalSizeClass, navigator or locale"
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
            "t.replay:1:8: unknown expectation \"titel\"; expected title, depth, kind, tab, presented, screen, env, diagnostic or no diagnostics"
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
            "t.replay:1:19: unknown rule \"dismiss-on-push-host\"; did you mean dismiss-on-pushed-host? (seam rules lists them)"
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
            t.replay:3:1: unknown command "prss"; expected size, args, press, type, paste, click, scroll, resize, trait, expect, snapshot or transcript
            t.replay:5:14: bad depth "x"; expected a number from 1
            """)
}
