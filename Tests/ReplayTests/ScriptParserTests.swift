import Rules
import Foundation
import Imperative
import Replay
import Terminal
import Testing

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
