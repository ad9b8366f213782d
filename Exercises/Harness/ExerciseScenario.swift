import Imperative
import Terminal

/// The scenario of one exercise (its `Stage.swift`): the stage's first screen and what `r`
/// does on it, the same steps a learner could take by hand. The code the learner changes
/// (`Exercise.swift`) is what those steps call.
@MainActor
public protocol ExerciseScenario: AnyObject {
    init()
    /// The stage's first screen.
    func makeRootViewController() -> ViewController
    /// Sets the stage up before it first shows (by default it is left as it is made).
    func prepare(_ stage: NavigationController)
    /// True when the stage stands for a device's screen with its status line.
    var showsStatusBar: Bool { get }
    /// What `r` does, in order.
    func steps(on stage: NavigationController) -> [ScenarioStep]
}

extension ExerciseScenario {
    public func prepare(_ stage: NavigationController) {}
    public var showsStatusBar: Bool { false }
}

/// One step of a scenario: keys a learner would press, or something a learner would trigger
/// by hand. `r` queues the steps on the window, so each sees the settled result of the one before.
public enum ScenarioStep {
    case press([Key])
    case perform(@MainActor () -> Void)

    /// Keys in order, as a learner types them.
    public static func press(_ keys: Key...) -> ScenarioStep { .press(keys) }
}
