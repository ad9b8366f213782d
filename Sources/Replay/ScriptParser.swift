import Rules
import Imperative
import Foundation
import Terminal

/// Reads a `.replay` file (docs/replay.md) into a `Script`, or into every error it holds.
///
/// The one rule: parsing is per file and checks every line, reporting the first problem
/// of each at the column of the offending token; the caller gathers the errors of all
/// its scripts and runs none if any has one.
///
/// Lexing: words are separated by spaces or tabs; `#` outside a string starts a comment,
/// even inside a word (press the `#` key as `press "#"`); a string is a double-quoted word
/// with the escapes `\"`, `\\` and `\n` only, and a bare word takes `\` literally.
/// A string is one argument like a bare word, but in `press` only a bare `xN` is a repeat.
/// `size` and `args` must precede the first `press`, `type`, `resize` or `trait`, judged by
/// the command word alone, so a `press` line with a bad key (or a `type` line with a bad
/// string) still ends that prologue.
/// Lines end at LF; a CR before it and a UTF-8 byte order mark at the start are dropped.
/// Invalid UTF-8 is reported at the column of the first invalid byte, counted as the
/// characters of the valid text before it, plus one.
public enum ScriptParser {
    /// Sizes (`size`, `resize`) run from 1x1 to this many columns and rows.
    public static let sizeLimit = 1000
    /// A repeat `xN` runs from 1 to this; it is expanded in place, so it is kept small.
    public static let repeatLimit = 100_000

    /// Parses a script's bytes (UTF-8); `path` is what errors and goldens are reported against.
    public static func parse(_ data: Data, path: String) -> Result<Script, ScriptErrors> {
        parse([UInt8](data), path: path)
    }

    /// Parses a script's bytes: every line is checked, and the first problem of each reported.
    public static func parse(_ bytes: [UInt8], path: String) -> Result<Script, ScriptErrors> {
        var lines: [ScriptLine] = []
        var errors: [ScriptError] = []
        var firstKeyLine: Int?
        var sizeLine: Int?
        var raw = bytes[...]
        if raw.starts(with: [0xEF, 0xBB, 0xBF]) { raw = raw.dropFirst(3) }
        for (index, var bytes) in raw.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if bytes.last == 0x0D { bytes = bytes.dropLast() }
            do throws(Failure) {
                let text = try decode(bytes)
                if firstKeyLine == nil,
                    ["press", "type", "paste", "click", "scroll", "resize", "trait"].contains(commandWord(text))
                {
                    firstKeyLine = number
                }
                let tokens = try lex(Array(text))
                guard let word = tokens.first else { continue }
                if ["size", "args"].contains(word.text), let keyLine = firstKeyLine {
                    throw Failure(
                        word.column,
                        "\(word.text) must come before the first press, type, resize or trait (line \(keyLine))")
                }
                if word.text == "size" {
                    if let first = sizeLine { throw Failure(word.column, "size given twice (first on line \(first))") }
                    sizeLine = number
                }
                lines.append(ScriptLine(number: number, text: text, command: try command(tokens)))
            } catch {
                errors.append(ScriptError(path: path, line: number, column: error.column, message: error.message))
            }
        }
        return errors.isEmpty ? .success(Script(path: path, lines: lines)) : .failure(ScriptErrors(errors))
    }

    /// `COLUMNSxROWS` with each side from 1 to `sizeLimit`, as `size`, `resize` and `--size` write it.
    public static func size(_ text: String) -> Size? {
        try? size(Token(text: text, column: 1, end: 1, quoted: false))
    }

    // MARK: Lines and words

    /// The command word of a line, read without lexing the rest, so that a line whose
    /// arguments do not lex still ends the `size`/`args` prologue.
    private static func commandWord(_ text: String) -> Substring {
        let start = text.drop { $0 == " " || $0 == "\t" }
        return start.prefix { $0 != " " && $0 != "\t" && $0 != "#" }
    }

    /// A problem at a column of the line being parsed; the line number is added by `parse`.
    private struct Failure: Error {
        var column: Int
        var message: String
        init(_ column: Int, _ message: String) { self.column = column; self.message = message }
    }

    /// A word of a line: its text with quotes and escapes resolved, its first column and
    /// the column just past it.
    private struct Token {
        var text: String
        var column: Int
        var end: Int
        var quoted: Bool
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) throws(Failure) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var valid = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { valid += scalar.count }
        let before = String(decoding: bytes.prefix(valid), as: UTF8.self)
        let byte = bytes[bytes.startIndex + valid]
        throw Failure(before.count + 1, "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))")
    }

    private static func lex(_ line: [Character]) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" }
        while i < line.count {
            if isSpace(line[i]) { i += 1; continue }
            if line[i] == "#" { break }
            let start = i
            var text = ""
            if line[i] == "\"" {
                i += 1
                while i < line.count && line[i] != "\"" {
                    if line[i] == "\\" && i + 1 < line.count {
                        switch line[i + 1] {
                        case "\"", "\\": text.append(line[i + 1])
                        case "n": text.append("\n")
                        default: throw Failure(i + 1, "unknown escape \\\(line[i + 1]); use \\\", \\\\ or \\n")
                        }
                        i += 2
                    } else {
                        text.append(line[i])
                        i += 1
                    }
                }
                guard i < line.count else { throw Failure(start + 1, "unterminated string") }
                i += 1
                if i < line.count && !isSpace(line[i]) && line[i] != "#" {
                    throw Failure(i + 1, "expected a space after the closing quote")
                }
            } else {
                while i < line.count && !isSpace(line[i]) && line[i] != "#" {
                    if line[i] == "\"" { throw Failure(i + 1, "quote inside a word; quote the whole word") }
                    text.append(line[i])
                    i += 1
                }
            }
            tokens.append(Token(text: text, column: start + 1, end: i + 1, quoted: line[start] == "\""))
        }
        return tokens
    }

    /// The words of a line after the command, taken in order.
    private struct Arguments {
        private var tokens: ArraySlice<Token>
        private var end: Int

        init(_ tokens: [Token]) {
            self.tokens = tokens.dropFirst()
            self.end = tokens[0].end
        }

        var isEmpty: Bool { tokens.isEmpty }

        /// The next word; if there is none, a missing-argument error just past the last word.
        mutating func next(_ what: String) throws(Failure) -> Token {
            guard let token = tokens.popFirst() else { throw Failure(end, "missing \(what)") }
            end = token.end
            return token
        }

        mutating func rest() -> [Token] {
            defer { tokens = [] }
            return Array(tokens)
        }

        /// Fails at the first word left over.
        func finish() throws(Failure) {
            if let extra = tokens.first { throw Failure(extra.column, "unexpected extra argument \"\(extra.text)\"") }
        }
    }

    // MARK: Commands

    private static func command(_ tokens: [Token]) throws(Failure) -> ScriptCommand {
        var args = Arguments(tokens)
        let command: ScriptCommand
        switch tokens[0].text {
        case "size": command = .size(try size(args.next("size such as 80x24")))
        case "resize": command = .resize(try size(args.next("size such as 120x40")))
        case "args":
            if args.isEmpty { _ = try args.next("app options such as --invoices 100") }
            command = .args(args.rest().map(\.text))
        case "press": command = .press(try keys(&args))
        case "type":
            let text = try args.next("text to type")
            if text.text.isEmpty { throw Failure(text.column, "nothing to type") }
            if let c = text.text.first(where: { ScriptCommand.key(typing: $0) == nil }) {
                throw Failure(text.column, "no key types " + String(format: "U+%04X", c.unicodeScalars.first!.value))
            }
            command = .type(text.text)
        case "paste":
            let text = try args.next("text to paste")
            if text.text.isEmpty { throw Failure(text.column, "nothing to paste") }
            command = .paste(text.text)
        case "click": command = .mouse(MouseEvent(.click, at: try cell(&args)))
        case "scroll":
            let direction = try args.next("scroll direction, up or down")
            guard let action = MouseEvent.Action(rawValue: "scroll " + direction.text) else {
                throw Failure(direction.column, "bad scroll direction \"\(direction.text)\"; expected up or down")
            }
            command = .mouse(MouseEvent(action, at: try cell(&args)))
        case "trait": command = try trait(&args)
        case "expect": command = try expectation(&args)
        case "snapshot": command = .snapshot(try name(args.next("snapshot name")))
        case "transcript": command = .transcript(try name(args.next("transcript name")))
        default:
            throw Failure(
                tokens[0].column,
                "unknown command \"\(tokens[0].text)\"; expected size, args, press, type, paste, click, "
                    + "scroll, resize, trait, expect, snapshot or transcript"
            )
        }
        try args.finish()
        return command
    }

    private static func size(_ token: Token) throws(Failure) -> Size {
        let parts = token.text.split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy(isDigits) else {
            throw Failure(token.column, "bad size \"\(token.text)\"; expected COLUMNSxROWS such as 80x24")
        }
        guard let width = Int(parts[0]), let height = Int(parts[1]),
            (1...sizeLimit).contains(width), (1...sizeLimit).contains(height)
        else {
            throw Failure(token.column, "bad size \"\(token.text)\"; columns and rows run from 1 to \(sizeLimit)")
        }
        return Size(width: width, height: height)
    }

    /// `X Y`: a cell, column and row from 0 at the top left.
    private static func cell(_ args: inout Arguments) throws(Failure) -> Point {
        var values: [Int] = []
        for what in ["column", "row"] {
            let token = try args.next("\(what) of the cell, from 0")
            guard isDigits(token.text[...]), let value = Int(token.text), value < sizeLimit else {
                throw Failure(
                    token.column, "bad \(what) \"\(token.text)\"; expected a number from 0 to \(sizeLimit - 1)")
            }
            values.append(value)
        }
        return Point(x: values[0], y: values[1])
    }

    private static func keys(_ args: inout Arguments) throws(Failure) -> [Key] {
        if args.isEmpty { _ = try args.next("key name such as Down") }
        var keys: [Key] = []
        var last: Key?
        for token in args.rest() {
            if !token.quoted, token.text.first == "x", isDigits(token.text.dropFirst()) {
                guard let key = last else { throw Failure(token.column, "repeat \(token.text) must follow a key") }
                guard let count = Int(token.text.dropFirst()), (1...repeatLimit).contains(count) else {
                    throw Failure(token.column, "bad repeat \(token.text); it runs from x1 to x\(repeatLimit)")
                }
                keys.append(contentsOf: repeatElement(key, count: count - 1))
                last = nil
            } else if let key = Key(name: token.text) {
                keys.append(key)
                last = key
            } else {
                throw Failure(token.column, "unknown key \"\(token.text)\"" + suggestion(for: token.text))
            }
        }
        return keys
    }

    /// `; did you mean Down?` when the name differs from a key's only in case.
    private static func suggestion(for name: String) -> String {
        let names =
            [
                "Up", "Down", "Left", "Right", "Enter", "Escape", "Tab", "BackTab", "Backspace", "Delete",
                "Space", "PageUp", "PageDown", "Home", "End",
            ] + (1...12).map { "F\($0)" }
        if let match = names.first(where: { $0.lowercased() == name.lowercased() }) {
            return "; did you mean \(match)?"
        }
        if name.count == 6, name.lowercased().hasPrefix("ctrl-"), let c = name.last, c.isASCII, c.isLetter {
            return "; did you mean Ctrl-\(c.uppercased())?"
        }
        return ""
    }

    private static func name(_ token: Token) throws(Failure) -> String {
        let allowed = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || "._-".contains(c)) }
        guard !token.text.isEmpty, token.text.allSatisfy(allowed) else {
            throw Failure(token.column, "bad name \"\(token.text)\"; use letters, digits, '.', '_' and '-'")
        }
        return token.text
    }

    // MARK: Traits and expectations

    private static func trait(_ args: inout Arguments) throws(Failure) -> ScriptCommand {
        let name = try args.next("trait name such as colorScheme")
        guard let trait = ScriptCommand.settableTraits.first(where: { $0.key.rawValue == name.text }) else {
            if name.text.hasSuffix("SizeClass") {
                throw Failure(name.column, "\(name.text) follows the terminal size; use resize")
            }
            throw Failure(
                name.column,
                "unknown trait \"\(name.text)\"; expected \(list(ScriptCommand.settableTraits.map { $0.key.rawValue }))"
            )
        }
        let value = try word(args.next("\(name.text) value"), among: trait.value, of: name.text)
        return .trait(name: trait.key, value: value)
    }

    private static func expectation(_ args: inout Arguments) throws(Failure) -> ScriptCommand {
        let kinds = ["title", "depth", "kind", "tab", "presented", "screen", "env", "diagnostic", "no diagnostics"]
        let kind = try args.next("expectation: \(list(kinds))")
        switch kind.text {
        case "title": return .expectTitle(try args.next("title").text)
        case "depth":
            let token = try args.next("depth")
            guard isDigits(token.text), let depth = Int(token.text), depth >= 1 else {
                throw Failure(token.column, "bad depth \"\(token.text)\"; expected a number from 1")
            }
            return .expectDepth(depth)
        case "kind":
            let kind = try word(args.next("kind"), among: ControllerKind.allCases.map(\.rawValue), of: "kind")
            return .expectKind(ControllerKind(rawValue: kind) ?? .imperative)
        case "tab": return .expectTab(try args.next("tab name").text)
        case "presented":
            let styles = ["sheet", "popover", "fullScreen", "custom", "none"]
            return .expectPresented(try word(args.next("presentation style"), among: styles, of: "presentation style"))
        case "screen":
            let verb = try word(args.next("contains or lacks"), among: ["contains", "lacks"], of: "screen check")
            let text = try args.next("text")
            if text.text.isEmpty { throw Failure(text.column, "empty text; every screen contains it") }
            return verb == "contains" ? .expectScreenContains(text.text) : .expectScreenLacks(text.text)
        case "env":
            let key = try args.next("environment key such as colorScheme")
            let environment =
                ScriptCommand.settableTraits.map { (key: $0.key.rawValue, value: $0.value) }
                + ScriptCommand.derivedEnvironment.map { (key: $0.key, value: $0.value) }
            let values = environment.first { $0.key == key.text }?.value
            guard values != nil || key.text == "locale" else {
                let keys = environment.map { $0.key } + ["locale"]
                throw Failure(key.column, "unknown environment key \"\(key.text)\"; expected \(list(keys))")
            }
            let value = try args.next("\(key.text) value")
            guard let values else { return .expectEnv(key: key.text, value: value.text) }
            return .expectEnv(key: key.text, value: try word(value, among: values, of: key.text))
        case "diagnostic":
            let rule = try args.next("rule id such as one-owner")
            guard let known = Rule(id: rule.text) else {
                throw Failure(
                    rule.column,
                    "unknown rule \"\(rule.text)\"; "
                        + "did you mean \(Rule.closest(to: rule.text).id)? (seam rules lists them)"
                )
            }
            return .expectDiagnostic(known)
        case "no":
            _ = try word(args.next("\"diagnostics\""), among: ["diagnostics"], of: "expectation")
            return .expectNoDiagnostics
        default:
            throw Failure(kind.column, "unknown expectation \"\(kind.text)\"; expected \(list(kinds))")
        }
    }

    /// The token's text if it is one of `allowed`, else an error naming them.
    private static func word(_ token: Token, among allowed: [String], of what: String) throws(Failure) -> String {
        guard allowed.contains(token.text) else {
            throw Failure(token.column, "unknown \(what) \"\(token.text)\"; expected \(list(allowed))")
        }
        return token.text
    }

    /// Whether `text` is one or more ASCII digits (no sign).
    private static func isDigits(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `a, b or c`.
    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
