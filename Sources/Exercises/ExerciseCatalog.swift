import Foundation
import Rules

/// One exercise: the rule it teaches and where its files are, in Seam's checkout and in a
/// learner's package.
public struct Exercise: Sendable, Equatable {
    public var rule: Rule
    /// The rule's lesson's name without `Lesson` (`OneOwner`): the exercise's type names.
    public var name: String

    public init(rule: Rule) {
        self.rule = rule
        let lesson = URL(fileURLWithPath: rule.entry.lesson).deletingPathExtension().lastPathComponent
        name = lesson.hasSuffix("Lesson") ? String(lesson.dropLast("Lesson".count)) : lesson
    }

    public var id: String { rule.id }
    /// Its module in a learner's package (`OneOwnerExercise`): one target an exercise.
    public var module: String { "\(name)Exercise" }
    /// The folder of its Swift files in a learner's package, relative to the package.
    public var folder: String { "Exercises/\(id)" }
    /// The file the learner edits, relative to the package.
    public var file: String { "\(folder)/\(name)Exercise.swift" }
    /// Its scenario's file, relative to the package.
    public var stageFile: String { "\(folder)/\(name)Stage.swift" }
    /// Its replay, relative to the package.
    public var replay: String { "Replays/\(id).replay" }
}

/// The Seam checkout the exercises come from: the one `seam` was built from (found from this
/// file's path), or the one `--seam PATH` names.
public struct SeamCheckout: Sendable, Equatable {
    public var root: URL

    public init(root: URL) { self.root = root.standardizedFileURL }

    /// The checkout this program was built from.
    public static var builtFrom: SeamCheckout {
        SeamCheckout(
            root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent())
    }

    /// The folder of one exercise's sources in the checkout.
    public func folder(of exercise: Exercise) -> URL {
        root.appendingPathComponent("Exercises").appendingPathComponent(exercise.id)
    }

    /// The shared harness (the stage controller, the scenario protocol, the checker).
    public var harness: URL { root.appendingPathComponent("Exercises/Harness") }

    /// True when this looks like a Seam checkout with exercises.
    public var isUsable: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
            && FileManager.default.fileExists(atPath: harness.path)
    }

    /// The exercises the checkout holds, in catalog order: a rule has one when its folder has
    /// a `check.replay`.
    public var exercises: [Exercise] {
        Rule.allCases.map(Exercise.init(rule:)).filter {
            FileManager.default.fileExists(atPath: folder(of: $0).appendingPathComponent("check.replay").path)
        }
    }

    /// The text of one of an exercise's files (`hint.md`, `Solution.swift`, …).
    public func text(_ file: String, of exercise: Exercise) -> String? {
        try? String(contentsOf: folder(of: exercise).appendingPathComponent(file), encoding: .utf8)
    }
}
