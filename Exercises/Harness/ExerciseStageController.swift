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

/// The stage inside a rounded frame filling its controller's view (as a lesson frames its
/// demonstration, so a lesson's expectations read the same here), under the status line when
/// the scenario has one.
@MainActor
private final class StagePanel: Panel {
    let stage: Panel
    let statusBar: StatusBarPanel?
    private var frameRect = Rect.zero

    init(stage: Panel, statusBar: StatusBarPanel?) {
        self.stage = stage
        self.statusBar = statusBar
        super.init()
        if let statusBar { addSubview(statusBar) }
        addSubview(stage)
    }

    override func layoutSubviews() {
        frameRect = bounds.inset(by: safeAreaInsets)
        let inside = frameRect.inset(top: 1, leading: 1, bottom: 1, trailing: 1)
        guard let statusBar else {
            stage.frame = inside
            return
        }
        statusBar.frame = Rect(x: inside.x, y: inside.y, width: inside.width, height: min(1, inside.height))
        stage.frame = inside.inset(top: 1)
    }

    override func draw(in context: inout DrawContext) {
        guard frameRect.width > 2, frameRect.height > 2 else { return }
        let palette = context.palette
        context.drawBox(frameRect, style: palette.text.with(foreground: palette.separator), corners: .rounded)
        context.draw(" Exercise ", at: Point(x: frameRect.x + 2, y: frameRect.y), style: palette.secondaryText)
    }
}
