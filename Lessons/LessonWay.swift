/// Which of a lesson's two code paths runs: the way that breaks the rule, or the way that keeps it.
public enum LessonWay: String, Sendable, CaseIterable {
    case wrong, right

    /// `wrong way` or `right way`, as the lesson's title shows it.
    public var title: String { "\(rawValue) way" }

    public var toggled: LessonWay { self == .wrong ? .right : .wrong }
}
