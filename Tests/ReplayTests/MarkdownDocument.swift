import Foundation
import AppTestSupport

/// A Markdown page of the repository as the documentation tests read it: its fenced blocks
/// with their info strings, and, outside those blocks, its inline code spans, link targets
/// and heading anchors. Enough Markdown for the pages under `docs/` and the README, not more:
/// fences are lines starting with three backticks, code spans single backticks.
struct MarkdownDocument {
    /// A fenced block: `info` is what follows the opening backticks (`replay`,
    /// `text __Snapshots__/ledger.txt`), `line` the 1-based line of the opening fence.
    struct Block {
        var info: String
        var lines: [String]
        var line: Int
        /// The block's text, each line ending in a line break, as a file holding it would.
        var text: String { lines.map { $0 + "\n" }.joined() }
    }

    /// The package root, found from this source file.
    static let root = ReplayHarness.testsDirectory.deletingLastPathComponent()

    /// The path relative to the package root (`docs/replay.md`).
    let path: String
    let text: String
    let blocks: [Block]
    /// Inline code spans outside fenced blocks, without their backticks.
    let codeSpans: [String]
    /// Targets of `[text](target)` links outside fenced blocks and code spans.
    let links: [String]
    /// The anchors links may name: GitHub's slugs of the headings and explicit `<a id="…">`.
    let anchors: Set<String>

    init(_ path: String) throws {
        self.path = path
        text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        var blocks: [Block] = []
        var spans: [String] = []
        var links: [String] = []
        var anchors: Set<String> = []
        var open: Block?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated()
        {
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append(block)
                    open = nil
                } else {
                    open = Block(
                        info: line.dropFirst(3).trimmingCharacters(in: .whitespaces), lines: [], line: index + 1)
                }
                continue
            }
            if open != nil {
                open?.lines.append(line)
                continue
            }
            let lineSpans = Self.matches(of: "`([^`]+)`", in: line)
            spans += lineSpans
            let prose = lineSpans.reduce(line) { $0.replacingOccurrences(of: "`\($1)`", with: "") }
            links += Self.matches(of: #"\]\(([^)\s]+)\)"#, in: prose)
            anchors.formUnion(Self.matches(of: #"<a id="([^"]+)">"#, in: line))
            if line.hasPrefix("#") {
                anchors.insert(Self.slug(String(line.drop { $0 == "#" })))
            }
        }
        self.blocks = blocks
        codeSpans = spans
        self.links = links
        self.anchors = anchors
    }

    /// The fenced blocks whose info string is `info`.
    func blocks(_ info: String) -> [Block] { blocks.filter { $0.info == info } }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func slug(_ heading: String) -> String {
        let kept = heading.trimmingCharacters(in: .whitespaces).lowercased()
            .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
        return kept.replacingOccurrences(of: " ", with: "-")
    }

    /// The first capture group of every match of `pattern` in `text`.
    static func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
