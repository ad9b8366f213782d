import Imperative
import Rules

/// Opens a rule's lesson on the Lessons tab's stack. Holds the navigation controller
/// weakly: the list's host (which keeps this opener through its callback) lives on that stack.
@MainActor
public final class LessonOpener {
    public weak var navigationController: NavigationController?
    private let progress: LessonProgress

    public init(progress: LessonProgress) { self.progress = progress }

    public func open(_ rule: Rule, animated: Bool = true) {
        navigationController?.pushViewController(
            LessonViewController(rule: rule, demonstration: Lessons.demonstration(for: rule), progress: progress),
            animated: animated)
    }
}
