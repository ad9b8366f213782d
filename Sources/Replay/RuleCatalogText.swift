import Rules
import Terminal
import JSONText

/// The rule catalog as `seam rules` prints it: one line a rule, one rule in full, the whole
/// catalog as JSON, or as the Markdown page `docs/rules.md`. Everything here is read from
/// `Rule.entry`; a rule's text is never written here, so any wording (multi-line snippets,
/// backticks, pipes) must come out intact.
public enum RuleCatalogText {
    /// What a `seam rules` command line prints, and its exit status.
    public struct Output: Equatable, Sendable {
        /// The catalog text, for stdout.
        public var standardOutput = ""
        /// The complaint about the command line, for stderr.
        public var standardError = ""
        /// 0, or 2 for an unknown rule id or option.
        public var status: Int32 = 0
    }

    /// Width the full view of a rule wraps its prose to.
    public static let width = 80

    /// Printed with a complaint about the command line.
    public static let usage = "usage: seam rules [ID | --json | --markdown]"

    /// `seam rules [ID | --json | --markdown]`: exit 0 with the text; an unknown id or option
    /// exits 2 with a message on standard error.
    public static func command(_ arguments: [String]) -> Output {
        guard arguments.count <= 1 else {
            return Output(standardError: "seam: rules takes one ID, --json or --markdown\n\(usage)\n", status: 2)
        }
        guard let word = arguments.first else { return Output(standardOutput: list()) }
        switch word {
        case "--json": return Output(standardOutput: json().pretty() + "\n")
        case "--markdown": return Output(standardOutput: markdown())
        case "--help", "-h": return Output(standardOutput: usage + "\n")
        case _ where word.hasPrefix("-"):
            return Output(standardError: "seam: unknown rules option '\(word)'\n\(usage)\n", status: 2)
        default:
            guard let rule = Rule(id: word) else {
                return Output(
                    standardError: "seam: unknown rule '\(word)' (did you mean \(Rule.closest(to: word).id)?)\n",
                    status: 2)
            }
            return Output(standardOutput: detail(rule))
        }
    }

    // MARK: Terminal text

    /// One line a rule, in catalog order: number, id, pattern and title in aligned columns.
    public static func list() -> String {
        let rules = Rule.allCases
        let numberWidth = String(rules.count).count
        let idWidth = rules.map { DisplayWidth.of($0.id) }.max() ?? 0
        let patternWidth = rules.map { DisplayWidth.of($0.pattern.rawValue) }.max() ?? 0
        return rules.map { rule in
            let number = String(rule.number)
            return String(repeating: " ", count: numberWidth - number.count) + number + "  "
                + DisplayWidth.pad(rule.id, to: idWidth) + "  "
                + DisplayWidth.pad(rule.pattern.rawValue, to: patternWidth) + "  "
                + rule.title
        }.joined(separator: "\n") + "\n"
    }

    /// One rule in full: id, number and pattern; the title and why, wrapped; the wrong and the
    /// right way, indented as code; its sources, one a bullet, an address broken only between
    /// its path components; and how to open its lesson. Sections without text are left out.
    public static func detail(_ rule: Rule) -> String { detail(rule, entry: rule.entry) }

    static func detail(_ rule: Rule, entry: RuleEntry) -> String {
        var out: [String] = []
        let detection = entry.detected ? "detected at run time" : "not detected at run time"
        out.append(
            "\(rule.id) — rule \(rule.number) of \(Rule.allCases.count) · \(entry.pattern.rawValue) · \(detection)")
        out.append("")
        out += TextWrap.lines(entry.title, width: width)
        if !isBlank(entry.why) {
            out += ["", "Why"]
            out += TextWrap.lines(trimmed(entry.why), width: width - 2).map { indented($0, by: 2) }
        }
        for (heading, code) in [("Wrong way", entry.wrong), ("Right way", entry.right)] where !isBlank(code) {
            out += ["", heading]
            out += trimmed(code).split(separator: "\n", omittingEmptySubsequences: false).map {
                indented(String($0), by: 4)
            }
        }
        let sources = entry.sources.filter { !isBlank($0) }
        if !sources.isEmpty {
            out += ["", "Sources"]
            for source in sources {
                let lines = TextWrap.referenceLines(trimmed(source), width: width - 4)
                out += lines.enumerated().map { index, line in (index == 0 ? "  - " : "    ") + line }
            }
        }
        out += ["", "Lesson: \(lessonHint(rule))", "        \(entry.lesson)"]
        out.append(entry.linted ? "Lint:   seam lint --rule \(rule.id) PATH..." : "Lint:   not checked by seam lint")
        return out.joined(separator: "\n") + "\n"
    }

    /// How to open a rule's lesson in the app.
    static func lessonHint(_ rule: Rule) -> String {
        "seam --lesson \(rule.id)"
    }

    // MARK: JSON

    /// The catalog as one array of objects, in catalog order.
    public static func json() -> JSON {
        .array(
            Rule.allCases.map { rule in
                let entry = rule.entry
                return .object([
                    ("id", .string(rule.id)),
                    ("pattern", .string(entry.pattern.rawValue)),
                    ("title", .string(entry.title)),
                    ("why", .string(entry.why)),
                    ("wrong", .string(entry.wrong)),
                    ("right", .string(entry.right)),
                    ("lesson", .string(entry.lesson)),
                    ("detected", .bool(entry.detected)),
                    ("linted", .bool(entry.linted)),
                    ("sources", .array(entry.sources.map { .string($0) })),
                ])
            })
    }

    // MARK: Markdown

    /// The page `docs/rules.md`: a table of every rule, then a section a rule with its why,
    /// the wrong and the right way as Swift code blocks, its lesson and its sources.
    public static func markdown() -> String {
        var out: [String] = [
            "# Navigation ownership rules",
            "",
            "The rules Seam teaches and detects, in catalog order. Ids are stable: diagnostics,",
            "replay scripts (`expect diagnostic ID`) and `seam rules ID` name rules by them.",
            "This page is generated from the catalog in `Sources/Rules` by `seam rules --markdown`",
            "(`make docs`); edit the catalog, not this page.",
            "",
            "| # | id | pattern | rule |",
            "|---:|---|---|---|",
        ]
        for rule in Rule.allCases {
            let title = inlineMarkdown(rule.title).replacingOccurrences(of: "|", with: "\\|")
            out.append("| \(rule.number) | [`\(rule.id)`](#\(rule.id)) | \(rule.pattern.rawValue) | \(title) |")
        }
        for rule in Rule.allCases { out += [""] + markdownSection(rule, entry: rule.entry) }
        return out.joined(separator: "\n") + "\n"
    }

    /// A rule's section of the page: an anchor named by its id, then title, why, code, lesson
    /// and sources, one a list item, linked when it ends in an address.
    static func markdownSection(_ rule: Rule, entry: RuleEntry) -> [String] {
        var out = ["<a id=\"\(rule.id)\"></a>", "## \(rule.number). `\(rule.id)`", ""]
        out.append("**\(inlineMarkdown(entry.title))**")
        out += [
            "",
            "Pattern: \(entry.pattern.rawValue) · "
                + (entry.detected
                    ? "detected at run time: Seam records a diagnostic naming this rule."
                    : "not detected at run time.")
                + (entry.linted ? " Checked in source by [`seam lint`](lint.md)." : " Not checked by `seam lint`."),
        ]
        if !isBlank(entry.why) { out += ["", "### Why", "", inlineMarkdown(trimmed(entry.why))] }
        for (heading, code) in [("Wrong way", entry.wrong), ("Right way", entry.right)] where !isBlank(code) {
            let fence = codeFence(for: code)
            out += ["", "### \(heading)", "", fence + "swift", trimmed(code), fence]
        }
        out += [
            "", "### Lesson", "",
            "[`\(entry.lesson)`](../\(entry.lesson)): open it with `seam --lesson \(rule.id)`, or in the app press `3`,"
                + " select `\(rule.id)` and press Enter.",
        ]
        let sources = entry.sources.filter { !isBlank($0) }
        if !sources.isEmpty {
            out += ["", "### Sources", ""]
            out += sources.map { "- " + markdownSource(trimmed($0)) }
        }
        return out
    }

    /// A source as Markdown: `name, address` becomes a link named by the name to
    /// `https://address`; anything else (a `Seam's choice:` note) is prose. Line breaks are
    /// joined, so the item stays one list item.
    static func markdownSource(_ source: String) -> String {
        let flat = source.split(separator: "\n").map { line in
            String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: " ")
        let parts = RuleEntry.parts(ofSource: flat)
        guard let address = parts.address else { return inlineMarkdown(flat) }
        let name = inlineMarkdown(parts.name)
            .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
        let target = address.replacingOccurrences(of: " ", with: "%20")
            .replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E")
        return "[\(name)](<https://\(target)>)"
    }

    /// Prose for Markdown: `<` outside code spans is escaped so `HostingController<Card>`
    /// is not read as an HTML tag; code spans are kept as written.
    static func inlineMarkdown(_ text: String) -> String {
        var out = "", inCode = false
        for c in text {
            if c == "`" { inCode.toggle() }
            out += !inCode && c == "<" ? "&lt;" : String(c)
        }
        return out
    }

    /// A fence longer than any run of backticks inside `code`, at least three.
    static func codeFence(for code: String) -> String {
        var longest = 0, run = 0
        for c in code {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }

    // MARK: Text helpers

    private static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0.isWhitespace }
    }

    /// `text` without blank lines before and after it, and without trailing spaces on a line.
    private static func trimmed(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    private static func indented(_ line: String, by columns: Int) -> String {
        line.isEmpty ? "" : String(repeating: " ", count: columns) + line
    }
}
