import Foundation
import Terminal

/// An exercise's code, derived from its rule's lesson as its scenario is: the lesson's wrong
/// way (`Exercise.swift`, under what the user suffers and the marker) or its right way (the
/// solution), each in an extension of the type that declared it, named without `Wrong` and
/// `Right`. An exercise whose folder holds its own `Exercise.swift` and `Solution.swift` uses
/// them instead.
public struct LessonWays {
    public enum Way: String, Sendable { case wrong = "Wrong", right = "Right" }

    public var exercise: Exercise
    public var lesson: String
    public var renames: [LessonScenario.TypeRename]

    public init(exercise: Exercise, lesson: String, renames: [LessonScenario.TypeRename]) {
        self.exercise = exercise
        self.lesson = lesson
        self.renames = renames
    }

    /// `Exercise.swift`: what the user suffers (`harm`), the marker, the wrong way.
    public func exerciseFile(harm: String) -> String {
        var lines = ["// \(exercise.id) — the wrong way.", "//"]
        lines += Self.comment("What the user suffers: " + harm)
        lines += ["//", "// Change the code below until `seam exercises check` passes, then delete the next line."]
        lines.append(ExerciseCheck.marker)
        return lines.joined(separator: "\n") + "\n" + imports + "\n" + code(.wrong)
    }

    /// `Solution.swift`: the rule, the right way.
    public func solutionFile() -> String {
        let lines = ["// \(exercise.id) — the right way.", "//"] + Self.comment(exercise.rule.entry.title)
        return lines.joined(separator: "\n") + "\n" + imports + "\n" + code(.right)
    }

    var imports: String {
        lesson.components(separatedBy: "\n").filter { $0.hasPrefix("import ") }.map { $0 + "\n" }.joined()
    }

    static func comment(_ text: String) -> [String] {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return TextWrap.lines(words, width: 92).map { "// " + $0 }
    }

    /// The declarations of one way.
    func code(_ way: Way) -> String {
        let lines = SwiftBlocks.renamingClashingWays(lesson.components(separatedBy: "\n"))
        let pieces = renames.isEmpty ? members(way, in: lines) : types(way, in: lines)
        return pieces.joined(separator: "\n\n") + "\n"
    }

    /// Each function or computed property `…Wrong` (or `…Right`), with the comments just above
    /// it, in an extension of the type it was declared in.
    func members(_ way: Way, in lines: [String]) -> [String] {
        var pieces: [String] = []
        var index = 0
        while index < lines.count {
            let pattern = #"\b(func|var) ([A-Za-z0-9_]+)"# + way.rawValue + #"(\s*[(<]|:)"#
            guard let match = lines[index].range(of: pattern, options: .regularExpression) else {
                index += 1
                continue
            }
            let stem = lines[index][match].replacingOccurrences(
                of: pattern, with: "$2", options: .regularExpression)
            let indent = lines[index].prefix { $0 == " " }.count
            var start = index
            while start > 0, lines[start - 1].trimmingCharacters(in: .whitespaces).hasPrefix("//") { start -= 1 }
            let end = SwiftBlocks.end(of: lines, from: index)
            let body = lines[start...end].filter { !LessonScenario.isWayMark($0) && !$0.contains("// MARK") }
                .map { line in
                    let dedented = line.prefix(indent).allSatisfy { $0 == " " } ? String(line.dropFirst(indent)) : line
                    return "    "
                        + dedented.replacingOccurrences(
                            of: "\\b(private|fileprivate) ", with: "", options: .regularExpression
                        )
                        .replacingOccurrences(
                            of: "\\b\(stem)\(way.rawValue)\\b", with: stem, options: .regularExpression)
                }
            pieces.append(
                "extension \(owner(of: index, indent: indent, in: lines)) {\n"
                    + body.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : $0 }.joined(separator: "\n")
                    + "\n}")
            index = end + 1
        }
        return pieces
    }

    /// The type a member at `index` is declared in (the lesson's demonstration is the scenario).
    func owner(of index: Int, indent: Int, in lines: [String]) -> String {
        for line in lines[..<index].reversed() where line.prefix { $0 == " " }.count < indent {
            guard let match = line.firstMatch(of: #/\b(?:class|struct|enum|extension) ([A-Za-z0-9_.]+)/#) else {
                continue
            }
            let name = String(match.1)
            return name == "\(exercise.name)Lesson" ? "\(exercise.name)Scenario" : name
        }
        return "\(exercise.name)Scenario"
    }

    /// Each renamed type's block for the way, named as the exercise names it.
    func types(_ way: Way, in lines: [String]) -> [String] {
        renames.compactMap { rename in
            let name = way == .wrong ? rename.wrong : rename.right
            guard
                let index = lines.firstIndex(where: {
                    $0.range(
                        of: #"^\s*(public |private |fileprivate |final )*(class|struct|enum) "# + name + #"\b"#,
                        options: .regularExpression) != nil
                })
            else { return nil }
            let indent = lines[index].prefix { $0 == " " }.count
            var start = index
            while start > 0, lines[start - 1].trimmingCharacters(in: .whitespaces).hasPrefix("@") { start -= 1 }
            let block = lines[start...SwiftBlocks.end(of: lines, from: index)].map { line in
                let dedented = line.prefix(indent).allSatisfy { $0 == " " } ? String(line.dropFirst(indent)) : line
                return dedented.replacingOccurrences(
                    of: "\\b(private|fileprivate) ", with: "", options: .regularExpression
                )
                .replacingOccurrences(of: "\\b\(name)\\b", with: rename.exercise, options: .regularExpression)
            }
            guard indent > 0 else { return block.joined(separator: "\n") }
            let nested = block.map { $0.isEmpty ? "" : "    " + $0 }
            return "extension \(exercise.name)Scenario {\n" + nested.joined(separator: "\n") + "\n}"
        }
    }
}
