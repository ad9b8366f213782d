import Observation
import Rules

/// Which lessons have been run, and which way, in this session. The Lessons list marks a
/// rule once its lesson has run both ways.
@MainActor
@Observable
public final class LessonProgress {
    private var runs: Set<String> = []

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
}
