import Foundation

/// An exercise's scenario, derived when the package is written from its rule's lesson
/// (`Lessons/<Name>Lesson.swift`), so an exercise stages exactly what its lesson stages and
/// never drifts from it: the lesson's demonstration without its two ways (the exercise's
/// code takes their place), renamed `<Name>Scenario`, with whatever it uses from the other
/// lesson files copied beside it. An exercise whose lesson is not written as two functions
/// `…Wrong`/`…Right` keeps its scenario in `Exercises/<rule-id>/Stage.swift`.
public struct LessonScenario {
    public var exercise: Exercise
    /// The lessons folder of the checkout.
    public var lessons: URL

    public init(exercise: Exercise, lessons: URL) {
        self.exercise = exercise
        self.lessons = lessons
    }

    /// The scenario's source: the derived stage, then what it borrows from other lesson files.
    public func source(renames: [TypeRename] = [], library: Library? = nil) throws -> String {
        let library = try library ?? Library(lessons: lessons)
        let lesson = try String(
            contentsOf: lessons.appendingPathComponent("\(exercise.name)Lesson.swift"), encoding: .utf8)
        var text = Self.stage(fromLesson: lesson, name: exercise.name, id: exercise.id, renames: renames)
        var imports = Self.imports(of: lesson).union(["ExerciseHarness"])
        for borrowed in borrowedDeclarations(for: text, from: library) {
            text += "\n" + borrowed.block
            imports.formUnion(Self.imports(of: borrowed.file))
        }
        // What the lesson and what it borrows import, and the harness.
        return imports.sorted().map { "import \($0)\n" }.joined() + "\n" + text
    }

    /// The demonstration of a lesson's text as a scenario.
    static func stage(fromLesson lesson: String, name: String, id: String, renames: [TypeRename] = []) -> String {
        var lines = lesson.components(separatedBy: "\n").filter {
            !$0.hasPrefix("import ") && !$0.hasPrefix("// swift-format-ignore-file") && !$0.hasPrefix("// (The lesson")
                && !$0.hasPrefix("// lesson's code column")
        }
        lines = SwiftBlocks.removingTypes(Set(renames.flatMap { [$0.wrong, $0.right] }), from: lines)
        lines = SwiftBlocks.removingWays(SwiftBlocks.renamingClashingWays(lines)).filter { !isWayMark($0) }
        var text = lines.joined(separator: "\n")
        text = text.replacingOccurrences(
            of: #"init\(way: LessonWay\) \{\n"#, with: "\(SwiftBlocks.waylessInit)\n", options: .regularExpression)
        for (pattern, template) in wayRewrites {
            text = text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
        }
        text = SwiftBlocks.keepingWrongBranches(text)
        text = text.replacingOccurrences(of: #"\b([A-Za-z0-9_]+)Wrong\b"#, with: "$1", options: .regularExpression)
        for rename in renames {
            text = text.replacingOccurrences(
                of: "\\b\(rename.wrong)\\b", with: rename.exercise, options: .regularExpression)
        }
        text = text.replacingOccurrences(of: "\\b(fileprivate|private) ", with: "", options: .regularExpression)
        text = SwiftBlocks.overridingInits(text)
        text = text.replacingOccurrences(
            of: "\(name)Lesson: LessonDemonstration", with: "\(name)Lesson: ExerciseScenario")
        text = text.replacingOccurrences(
            of: "\\b\(name)Lesson\\b", with: "\(name)Scenario", options: .regularExpression)
        text = text.replacingOccurrences(of: "LessonStep", with: "ScenarioStep")
        text = replacingClassComment(text, name: name, id: id)
        text = text.replacingOccurrences(of: "\n{3,}", with: "\n\n", options: .regularExpression)
        return text.trimmingCharacters(in: .whitespacesAndNewlines) + "\n\n"
            + "/// This exercise's scenario, for the checker's registry.\n@MainActor\n"
            + "public func scenario() -> any ExerciseScenario { \(name)Scenario() }\n"
    }

    /// A lesson whose two ways are two types: the exercise declares one type in their place.
    public struct TypeRename: Equatable, Sendable {
        public var wrong: String
        public var right: String
        /// The name the exercise's type has (neither way's, which would give the answer away).
        public var exercise: String

        /// The renames of an exercise's `renames` file: a line `Wrong Right Exercise` each, or
        /// a line with one name, a type of the lesson that holds both ways and that the exercise
        /// declares whole, the wrong way.
        public static func parse(_ text: String) -> [TypeRename] {
            text.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ").map(String.init)
                guard !line.hasPrefix("#") else { return nil }
                if words.count == 1 { return TypeRename(wrong: words[0], right: words[0], exercise: words[0]) }
                guard words.count == 3 else { return nil }
                return TypeRename(wrong: words[0], right: words[1], exercise: words[2])
            }
        }
    }

    /// What takes a lesson's way out of it: the choice between the two functions becomes a
    /// call of the one the exercise declares, and the `way` it was passed goes.
    static let wayRewrites: [(String, String)] = [
        (
            #"(self\.)?way == \.wrong\s*\?\s*([A-Za-z0-9_.]*?)([A-Za-z0-9_]+)Wrong(\([^()]*\))?"#
                + #"\s*:\s*[A-Za-z0-9_.]*?Right(\([^()]*\))?"#,
            "$2$3$4"
        ),
        (#"\[way, "#, "["), (#"\[way\] "#, ""),
        (#"\n[ \t]*(@ObservationIgnored )?(private )?let way: LessonWay\n"#, "\n"),
        (#"init\(way: LessonWay\) \{ self\.way = way \}"#, "init() {}"), (#"\(way: LessonWay\)"#, "()"),
        (#", way: LessonWay"#, ""), (#"way: LessonWay, "#, ""), (#"\n[ \t]*self\.way = way\n"#, "\n"),
        (#"\(way: (self\.)?way\)"#, "()"), (#", way: (self\.)?way"#, ""), (#"way: (self\.)?way, "#, ""),
        (#"\n[ \t]*static let rule = Rule\.[A-Za-z]+\n"#, "\n"),
    ]

    /// A `// MARK:` line that names a way.
    static func isWayMark(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed.hasPrefix("// mark:") && (trimmed.contains("wrong way") || trimmed.contains("right way"))
    }

    /// The lesson's comment on its demonstration tells both ways: the scenario says what it is.
    static func replacingClassComment(_ text: String, name: String, id: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let declaration = lines.firstIndex(where: { $0.contains("class \(name)Scenario") }) else { return text }
        var start = declaration
        while start > 0, lines[start - 1].hasPrefix("///") || lines[start - 1].hasPrefix("@") { start -= 1 }
        let attributes = lines[start..<declaration].filter { $0.hasPrefix("@") }
        lines.replaceSubrange(
            start..<declaration,
            with: [
                "/// The `\(id)` exercise's scenario, staged as its lesson stages it (`seam --lesson \(id)`);",
                "/// `r` runs it. The code under exercise is in `\(name)Exercise.swift`, beside this file.",
            ] + attributes)
        return lines.joined(separator: "\n")
    }

    /// What a scenario may borrow from the lessons folder: each top-level type but the lessons'
    /// machinery, with its block (a helper file such as `BalanceSlotPanel.swift` or `Money.swift`
    /// whole) and the text of its file. Read once for a whole package.
    public struct Library: Sendable {
        struct Entry: Sendable {
            var block: String
            var file: String
            var fileName: String
        }
        var entries: [String: Entry] = [:]

        public init(lessons: URL) throws {
            let files = try FileManager.default.contentsOfDirectory(atPath: lessons.path).filter {
                $0.hasSuffix(".swift")
            }
            for file in files.sorted() {
                let text = try String(contentsOf: lessons.appendingPathComponent(file), encoding: .utf8)
                for (type, block) in SwiftBlocks.topLevelTypes(text)
                where !LessonScenario.lessonMachinery.contains(type) {
                    let borrowed = file.hasSuffix("Lesson.swift") ? block : LessonScenario.withoutImports(text)
                    entries[type] = Entry(block: borrowed, file: text, fileName: file)
                }
            }
        }
    }

    /// Declarations of other lesson files the stage uses and does not declare, with the text of
    /// their files, until nothing more is used.
    func borrowedDeclarations(for stage: String, from library: Library) -> [(block: String, file: String)] {
        var borrowed: [(block: String, file: String)] = []
        var known = stage
        var changed = true
        while changed {
            changed = false
            let declared = Set(SwiftBlocks.topLevelTypes(known).map(\.name))
            let words = Set(known.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for (type, entry) in library.entries.sorted(by: { $0.key < $1.key })
            where entry.fileName != "\(exercise.name)Lesson.swift" && words.contains(type) && !declared.contains(type)
                && !borrowed.contains(where: { $0.block == entry.block })
            {
                borrowed.append((entry.block, entry.file))
                known += "\n" + entry.block
                changed = true
            }
        }
        return borrowed.map {
            (
                $0.block.replacingOccurrences(of: "\\b(fileprivate|private) ", with: "", options: .regularExpression),
                $0.file
            )
        }
    }

    /// The modules a file imports.
    static func imports(of text: String) -> Set<String> {
        Set(text.components(separatedBy: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) })
    }

    /// The lessons' own machinery, which a scenario replaces.
    static let lessonMachinery: Set<String> = [
        "LessonDemonstration", "LessonStep", "LessonWay", "LessonViewController", "LessonPanel", "LessonTextPanel",
        "LessonProgress", "LessonTheme", "LessonOpener", "LessonsView", "OwnershipStripPanel", "Lessons",
    ]

    static func withoutImports(_ text: String) -> String {
        text.components(separatedBy: "\n").filter { !$0.hasPrefix("import ") && !$0.hasPrefix("// swift-format") }
            .joined(separator: "\n")
    }
}
