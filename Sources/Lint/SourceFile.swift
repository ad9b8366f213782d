import Foundation
import Rules
internal import SwiftParser
internal import SwiftSyntax

/// One parsed Swift file: its syntax tree, a converter from positions to lines and columns,
/// and the `// seam:ignore` comments it carries.
final class SourceFile: Sendable {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let lineCount: Int
    /// Rules silenced on a line (by a comment at its end or alone on the line before).
    let ignoredOnLine: [Int: Set<Rule>]
    /// Rules silenced in the whole file (`// seam:ignore-file RULE`).
    let ignoredInFile: Set<Rule>
    /// Comments naming no known rule, for notes.
    let unknownIgnores: [LintNote]

    init(path: String, text: String) {
        self.path = path
        let tree = Parser.parse(source: text)
        self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
        lineCount =
            text.utf8.reduce(into: 0) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
            + (text.utf8.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
        var onLine: [Int: Set<Rule>] = [:], inFile: Set<Rule> = [], unknown: [LintNote] = []
        for comment in Suppression.comments(in: tree) {
            let location = converter.location(for: comment.position)
            let line = comment.aloneOnItsLine ? location.line + 1 : location.line
            for id in comment.ids {
                guard let rule = Rule(id: id) else {
                    unknown.append(
                        LintNote(
                            file: path, line: location.line, column: location.column,
                            message:
                                "'\(id)' in \(comment.kind.directive) is not a rule "
                                + "(did you mean \(Rule.closest(to: id).id)?)"
                        ))
                    continue
                }
                switch comment.kind {
                case .line: onLine[line, default: []].insert(rule)
                case .file: inFile.insert(rule)
                }
            }
        }
        ignoredOnLine = onLine
        ignoredInFile = inFile
        unknownIgnores = unknown
    }

    /// The syntax errors SwiftParser recovered from, as one note (the first error's place),
    /// or nothing when the file parsed cleanly.
    var syntaxNote: LintNote? {
        guard tree.hasError else { return nil }
        let errors = SyntaxErrors(viewMode: .all)
        errors.walk(tree)
        guard let first = errors.first else { return nil }
        let location = converter.location(for: first)
        let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
        return LintNote(
            file: path, line: location.line, column: location.column,
            message: "syntax error\(more); checked as far as it parses")
    }

    func isIgnored(_ rule: Rule, line: Int) -> Bool {
        ignoredInFile.contains(rule) || ignoredOnLine[line]?.contains(rule) == true
    }

    /// A finding at the start of `node` (its leading trivia skipped).
    func finding(_ rule: Rule, at node: some SyntaxProtocol, _ message: String) -> LintFinding {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return LintFinding(file: path, line: location.line, column: location.column, rule: rule, message: message)
    }
}

/// Finds the first missing or unexpected piece of syntax, and counts them.
private final class SyntaxErrors: SyntaxVisitor {
    var first: AbsolutePosition?
    var count = 0

    override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        if node.presence == .missing { record(node.position) }
        return .visitChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    private func record(_ position: AbsolutePosition) {
        count += 1
        if first == nil || position < first! { first = position }
    }
}

/// `// seam:ignore RULE…` and `// seam:ignore-file RULE…` comments, read from the trivia of
/// the syntax tree.
enum Suppression {
    enum Kind {
        case line, file

        var directive: String { self == .line ? "seam:ignore" : "seam:ignore-file" }
    }

    struct Comment {
        var kind: Kind
        var ids: [String]
        var position: AbsolutePosition
        /// True when nothing but whitespace precedes the comment on its line: it then applies
        /// to the next line; a comment after code applies to its own.
        var aloneOnItsLine: Bool
    }

    static func comments(in tree: SourceFileSyntax) -> [Comment] {
        var found: [Comment] = []
        var first = true
        for token in tree.tokens(viewMode: .sourceAccurate) {
            // Leading trivia: alone on its line when a newline (or the file's start) precedes it.
            var position = token.position
            var lineStart = first
            first = false
            for piece in token.leadingTrivia {
                if case .lineComment(let text) = piece, let comment = parse(text, at: position, alone: lineStart) {
                    found.append(comment)
                }
                if piece.isNewline { lineStart = true }
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if case .lineComment(let text) = piece, let comment = parse(text, at: position, alone: false) {
                    found.append(comment)
                }
                position += piece.sourceLength
            }
        }
        return found
    }

    /// The directive in one `//` comment's text, if it is one.
    static func parse(_ text: String, at position: AbsolutePosition, alone: Bool) -> Comment? {
        let body = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard let directive = words.first else { return nil }
        let kind: Kind
        switch directive {
        case "seam:ignore": kind = .line
        case "seam:ignore-file": kind = .file
        default: return nil
        }
        // Words after the ids (an explanation after " - " or "--") end the list.
        let ids = words.dropFirst().prefix { $0.first?.isLetter == true }.map(String.init)
        return Comment(kind: kind, ids: ids, position: position, aloneOnItsLine: alone)
    }
}
