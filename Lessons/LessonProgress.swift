import Observation
import Rules

/// Which lessons have been run, and which way, in this session. The Lessons list marks a
/// rule once its lesson has run both ways.
@MainActor
@Observable
public final class LessonProgress {
    private var runs: Set<String> = []
    /// The rules whose exercise is done in the `seam exercises` folder the app was started in
    /// (`ExerciseMarks`); nil when it was started elsewhere.
    public var exercisesDone: Set<String>?

    public init() {}

    public func recordRun(of rule: Rule, _ way: LessonWay) {
        runs.insert("\(rule.id) \(way.rawValue)")
    }

    public func hasRun(_ rule: Rule, _ way: LessonWay) -> Bool {
        runs.contains("\(rule.id) \(way.rawValue)")
    }

    /// True once the lesson has run both the wrong way and the right way.
    public func isComplete(_ rule: Rule) -> Bool {
        LessonWay.allCases.allSatisfy { hasRun(rule, $0) }
    }

    public var completedCount: Int { Rule.allCases.filter(isComplete).count }

    /// Whether the rule's exercise is done; nil outside a `seam exercises` folder.
    public func isExerciseDone(_ rule: Rule) -> Bool? { exercisesDone.map { $0.contains(rule.id) } }

    /// How many rules' exercises are done; nil outside a `seam exercises` folder.
    public var exercisesDoneCount: Int? {
        exercisesDone.map { done in Rule.allCases.filter { done.contains($0.id) }.count }
    }
}
