import Foundation
import Replay
import Terminal
import Testing
import AppTestSupport

/// `docs/replay.md` is the script language's reference for users, so it must not drift from
/// the code: every command, expectation, trait, environment key, value and key name the
/// parser accepts is in it (read from the parser's own error messages, not from a copy of
/// its lists), every option of the command line, and every example script in a ```replay
/// block parses. A ```json block is the `--state` output of the ```replay block before it,
/// and a ```text __Snapshots__/NAME block the golden file that script records; both are
/// produced again here and compared.
@MainActor
@Suite struct ReplayDocumentationTests {
    nonisolated static let pagePath = "docs/replay.md"

    let page: MarkdownDocument

    init() throws {
        page = try MarkdownDocument(Self.pagePath)
    }

    /// Inline code spans and the lines of example scripts: where the page shows code.
    var code: [String] {
        page.codeSpans + page.blocks("replay").flatMap(\.lines).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// True when some code on the page is `phrase` or starts with `phrase` and a space.
    func shows(_ phrase: String) -> Bool {
        code.contains { $0 == phrase || $0.hasPrefix(phrase + " ") }
    }

    /// True when `word` is a code span of its own on the page (a table cell, a list of values).
    func names(_ word: String) -> Bool {
        page.codeSpans.contains(word)
    }

    /// What the parser accepts in place of the last word of `line`, read from the error it
    /// reports for `line` (`…; expected light or dark`).
    func accepted(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        guard case .failure(let errors) = ScriptParser.parse(Data(line.utf8), path: "probe.replay"),
            let message = errors.errors.first?.message,
            let range = message.range(of: "; expected ")
        else {
            Issue.record("'\(line)' does not fail with the list of what is expected", sourceLocation: sourceLocation)
            return []
        }
        var words = message[range.upperBound...].components(separatedBy: ", ")
        if let last = words.popLast() { words += last.components(separatedBy: " or ") }
        return words
    }

    func parses(_ line: String) -> Bool {
        if case .success = ScriptParser.parse(Data(line.utf8), path: "probe.replay") { return true }
        return false
    }

    // MARK: Examples

    @Test func everyExampleScriptParses() {
        let scripts = page.blocks("replay")
        #expect(scripts.count >= 4)
        for block in scripts {
            if case .failure(let errors) = ScriptParser.parse(
                Data(block.text.utf8), path: "\(Self.pagePath):\(block.line)")
            {
                Issue.record("the example at \(Self.pagePath):\(block.line) does not parse:\n\(errors)")
            }
        }
    }

    /// Each output block shows what the example script before it really prints or records.
    @Test func exampleOutputsAreWhatTheirScriptsProduce() throws {
        var script: MarkdownDocument.Block?
        var checked = 0
        for block in page.blocks {
            if block.info == "replay" { script = block; continue }
            let golden = block.info.hasPrefix("text __Snapshots__/") ? String(block.info.dropFirst("text ".count)) : nil
            guard block.info == "json" || golden != nil else { continue }
            let source = try #require(script, "\(Self.pagePath):\(block.line): no example script before this output")
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "seam-docs-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            var options = ReplayRunner.Options()
            options.recordSnapshots = true
            if block.info == "json" { options.finalOutput = .state }
            var harness = ReplayHarness(options: options)
            harness.run(source: source.text, path: directory.appendingPathComponent("example.replay").path)
            // Recording makes a run exit 1; only a failed line or a refused script is a failure here.
            #expect(
                harness.outcomes.allSatisfy { $0.passed || ($0.failedLine == nil && !$0.recordedGoldens.isEmpty) },
                "the example at \(Self.pagePath):\(source.line) fails:\n\(harness.errors.joined(separator: "\n"))")
            if let golden {
                let recorded = try String(contentsOf: directory.appendingPathComponent(golden), encoding: .utf8)
                #expect(
                    block.text == recorded,
                    """
                    \(Self.pagePath):\(block.line) differs from the \(golden) its script records:
                    \(Snapshot.lineDiff(expected: block.text, actual: recorded))
                    """
                )
            } else {
                let printed = harness.output.last ?? ""
                let shown = block.lines.joined(separator: "\n")
                #expect(
                    shown == printed,
                    """
                    \(Self.pagePath):\(block.line) differs from the state dump its script prints:
                    \(Snapshot.lineDiff(expected: shown, actual: printed))
                    """
                )
            }
            checked += 1
        }
        #expect(checked >= 4)
    }

    // MARK: The language

    @Test func everyCommandIsShown() {
        let commands = accepted("bogus")
        #expect(commands.contains("press"))
        for command in commands {
            #expect(shows(command), "\(Self.pagePath) shows no `\(command) …` line")
        }
    }

    @Test func everyExpectationIsShownWithEveryWordItTakes() {
        let kinds = accepted("expect bogus")
        #expect(kinds.contains("title"))
        for kind in kinds {
            #expect(shows("expect \(kind)"), "\(Self.pagePath) shows no `expect \(kind)`")
        }
        for kind in ["kind", "presented", "screen", "no"] {
            for word in accepted("expect \(kind) bogus") {
                #expect(shows("expect \(kind) \(word)"), "\(Self.pagePath) shows no `expect \(kind) \(word)`")
            }
        }
    }

    @Test func everyTraitIsNamedWithEveryValue() {
        let traits = accepted("trait bogus")
        #expect(traits.contains("colorScheme"))
        for trait in traits {
            #expect(names(trait), "\(Self.pagePath) does not name the trait `\(trait)`")
            #expect(shows("trait \(trait)"), "\(Self.pagePath) shows no `trait \(trait) …` line")
            for value in accepted("trait \(trait) bogus") {
                #expect(names(value), "\(Self.pagePath) does not name `\(value)`, a value of \(trait)")
            }
        }
    }

    @Test func everyEnvironmentKeyIsNamedWithEveryValue() {
        let keys = accepted("expect env bogus")
        #expect(keys.contains("navigator"))
        for key in keys {
            #expect(names(key), "\(Self.pagePath) does not name the environment key `\(key)`")
            // A key whose values are open (the locale) takes any word.
            if parses("expect env \(key) bogus") { continue }
            for value in accepted("expect env \(key) bogus") {
                #expect(names(value), "\(Self.pagePath) does not name `\(value)`, a value of \(key)")
            }
        }
    }

    // MARK: Key names

    /// The named keys, read from the table in `Key.swift` that the parser looks names up in.
    static func namedKeys() throws -> [String] {
        let source = try String(
            contentsOf: MarkdownDocument.root.appendingPathComponent("Sources/Terminal/Key.swift"), encoding: .utf8)
        return MarkdownDocument.matches(of: #"\("([A-Za-z]+)", \.[a-zA-Z]+\)"#, in: source)
    }

    /// Ranges the page writes as `` `F1` … `F12` ``: a prefix and a first and last number or letter.
    var ranges: [(first: String, last: String)] {
        let regex = try! NSRegularExpression(pattern: "`([^`]+)` … `([^`]+)`")
        let text = page.text
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (String(text[Range(match.range(at: 1), in: text)!]), String(text[Range(match.range(at: 2), in: text)!]))
        }
    }

    /// Every name a range covers; empty when the two ends do not make a range.
    static func members(_ range: (first: String, last: String)) -> [String] {
        func split(_ name: String) -> (prefix: Substring, end: Substring) {
            let digits = name.reversed().prefix { $0.isNumber }.count
            let cut = max(digits, 1)
            return (name.dropLast(cut), name.suffix(cut))
        }
        let (a, b) = (split(range.first), split(range.last))
        guard a.prefix == b.prefix else { return [] }
        if let low = Int(a.end), let high = Int(b.end), low <= high {
            return (low...high).map { "\(a.prefix)\($0)" }
        }
        guard let low = a.end.unicodeScalars.first?.value, let high = b.end.unicodeScalars.first?.value,
            a.end.count == 1, b.end.count == 1, low <= high
        else { return [] }
        return (low...high).compactMap(Unicode.Scalar.init).map { "\(a.prefix)\(Character($0))" }
    }

    /// True when the page names `key` in a code span of its own or in a range.
    func documents(key: String) -> Bool {
        names(key) || ranges.contains { Self.members($0).contains(key) }
    }

    @Test func everyNamedKeyIsDocumented() throws {
        let named = try Self.namedKeys()
        #expect(named.count >= 15, "the table of key names in Key.swift was not found")
        for name in named {
            #expect(Key(name: name) != nil, "\(name) is in Key.swift's table but is not a key name")
            #expect(documents(key: name), "\(Self.pagePath) does not name the key \(name)")
        }
    }

    @Test func everyFunctionAndControlKeyIsDocumented() {
        let probes = (0...99).map { "F\($0)" } + (0x21...0x7E).map { "Ctrl-\(Character(Unicode.Scalar($0)!))" }
        let keys = probes.filter { Key(name: $0) != nil }
        #expect(keys.contains("F12") && keys.contains("Ctrl-C"))
        for name in keys {
            #expect(documents(key: name), "\(Self.pagePath) does not cover the key \(name)")
        }
    }

    @Test func alternateAndCharacterKeysAreDocumented() {
        #expect(Key(name: "Alt-x") != nil && names("Alt-x"))
        for character in ["q", "?", "1"] {
            #expect(Key(name: character) != nil && names(character), "\(character)")
        }
    }

    @Test func everyRangeOfKeysThePageWritesIsKeys() {
        #expect(!ranges.isEmpty)
        for range in ranges {
            let members = Self.members(range)
            #expect(!members.isEmpty, "`\(range.first)` … `\(range.last)` is not a range")
            for name in members {
                #expect(Key(name: name) != nil, "\(Self.pagePath) says \(name) is a key; the parser refuses it")
            }
        }
    }

    // MARK: The command line

    /// Options the code knows: every `--word` in the Swift sources.
    static func options(in paths: [String]) throws -> Set<String> {
        var found: Set<String> = []
        for path in paths {
            let source = try String(contentsOf: MarkdownDocument.root.appendingPathComponent(path), encoding: .utf8)
            found.formUnion(MarkdownDocument.matches(of: #"(?<![\w-])(--[a-z][a-z-]*)"#, in: source))
        }
        return found
    }

    nonisolated static func swiftFiles(under folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let root = MarkdownDocument.root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
                .map { folder + "/" + $0.path.dropFirst(root.path.count + 1) }
        }
    }

    @Test func everyOptionOfTheCommandLineIsDocumented() throws {
        let options = try Self.options(in: [
            "Sources/seam/Command.swift", "Sources/Replay/ReplayArguments.swift",
            "Screens/LedgerApp.swift", "Sources/Replay/RuleCatalogText.swift",
        ])
        #expect(options.isSuperset(of: ["--state", "--matrix", "--invoices", "--json", "--help"]))
        let documented = Set(
            page.codeSpans.flatMap { MarkdownDocument.matches(of: #"(?<![\w-])(--[a-z][a-z-]*)"#, in: $0) })
        for option in options.sorted() {
            #expect(documented.contains(option), "\(Self.pagePath) does not document \(option)")
        }
    }

    @Test func everyOptionThePageDocumentsExists() throws {
        let known = try Self.options(in: Self.swiftFiles(under: ["Sources", "Lessons", "Screens"]))
        for span in page.codeSpans {
            for option in MarkdownDocument.matches(of: #"(?<![\w-])(--[a-z][a-z-]*)"#, in: span) {
                #expect(known.contains(option), "\(Self.pagePath) documents \(option), which no code reads")
            }
        }
    }

    @Test func everyEnvironmentVariableIsDocumented() throws {
        var variables: Set<String> = []
        for path in Self.swiftFiles(under: ["Sources", "Lessons", "Screens"]) {
            let source = try String(contentsOf: MarkdownDocument.root.appendingPathComponent(path), encoding: .utf8)
            variables.formUnion(MarkdownDocument.matches(of: #"environment\["([A-Z_]+)"\]"#, in: source))
        }
        #expect(variables.isSuperset(of: ["SEAM_RECORD", "NO_COLOR"]))
        for variable in variables.sorted() {
            #expect(names(variable), "\(Self.pagePath) does not document \(variable)")
        }
    }
}
