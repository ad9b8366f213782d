import Imperative
import Terminal

/// The window's root for one exercise: the scenario's navigation controller (the stage) as
/// a child filling the screen, and `r`, which runs the scenario's steps. Keys go to the stage
/// first, so the scenario can be poked by hand (`swift run exercise-check ID --live` is not a
/// thing: the replay is the way to run it).
@MainActor
public final class ExerciseStageController: ViewController {
    private let scenario: any ExerciseScenario
    /// The scenario's navigation controller, a child of this controller.
    public let stage: NavigationController

    public init(scenario: any ExerciseScenario, title: String) {
        self.scenario = scenario
        stage = NavigationController(rootViewController: scenario.makeRootViewController())
        super.init()
        self.title = title
        scenario.prepare(stage)
    }

    public override func loadView() {
        let root = StagePanel(stage: stage.view, statusBar: scenario.showsStatusBar ? StatusBarPanel(root: stage) : nil)
        setView(root)
        addChild(stage)
        stage.didMove(toParent: self)
    }

    public override var childrenForAppearance: [ViewController] { [stage] }

    /// Performs the scenario's steps in order, each after the one before has settled.
    public func run() {
        guard let window else { return }
        for step in scenario.steps(on: stage) {
            switch step {
            case .press(let keys): for key in keys { window.enqueue { [weak window] in window?.send(key) } }
            case .perform(let action): window.enqueue(action)
            }
        }
    }

    public override func handle(_ key: Key) -> Bool {
        if stage.handle(key) { return true }
        guard key == .character("r"), !isEditingText else { return false }
        run()
        return true
    }

    public override var isEditingText: Bool { stage.isEditingText }

    public override func paste(_ text: String) -> Bool { stage.paste(text) }

    public override var keyHints: [KeyHint] { stage.keyHints + [KeyHint("r", "run")] }
}

/// The stage filling its controller's view, under the status line when the scenario has one.
@MainActor
private final class StagePanel: Panel {
    let stage: Panel
    let statusBar: StatusBarPanel?

    init(stage: Panel, statusBar: StatusBarPanel?) {
        self.stage = stage
        self.statusBar = statusBar
        super.init()
        if let statusBar { addSubview(statusBar) }
        addSubview(stage)
    }

    override func layoutSubviews() {
        let area = bounds.inset(by: safeAreaInsets)
        guard let statusBar else {
            stage.frame = area
            return
        }
        statusBar.frame = Rect(x: area.x, y: area.y, width: area.width, height: min(1, area.height))
        stage.frame = area.inset(top: 1)
    }
}
