import Imperative
import Rules
import Terminal

/// One rule's lesson (imperative): the title and why, the wrong-way and right-way code with
/// the current one highlighted, the live demonstration on a stage (a navigation controller
/// embedded as a child, so what the demonstration pushes is really on a stack), and the
/// ownership strip naming who owns the demonstration's screen.
///
/// `[r] Run` queues the demonstration's steps; `[f] Fix` switches the way and rebuilds the
/// demonstration from scratch, so no state crosses over. A lesson opens in its wrong way.
/// Keys go to the stage first, so a learner can poke the demonstration by hand; Escape pops
/// the stage, then leaves the lesson, freeing everything the demonstration created.
@MainActor
public final class LessonViewController: ViewController {
    public let rule: Rule
    public private(set) var way: LessonWay = .wrong
    private let progress: LessonProgress
    private let demonstrationType: any LessonDemonstration.Type
    private var demonstration: (any LessonDemonstration)?
    /// The demonstration's navigation controller, a child of this lesson.
    public private(set) var stage: NavigationController?
    private let text = LessonTextPanel()

    public init(rule: Rule, demonstration: any LessonDemonstration.Type, progress: LessonProgress) {
        self.rule = rule
        self.demonstrationType = demonstration
        self.progress = progress
        super.init()
        text.entry = rule.entry
        text.ruleID = rule.id
        updateTitle()
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Run", key: "r") { [weak self] in self?.run() },
            BarButtonItem(title: "Fix", key: "f") { [weak self] in self?.toggleWay() },
        ]
    }

    public override func loadView() {
        setView(LessonPanel(text: text, strip: OwnershipStripPanel(lesson: self)))
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        buildDemonstration()
    }

    public override var childrenForAppearance: [ViewController] { stage.map { [$0] } ?? [] }

    /// Performs the demonstration's steps in order, each after the one before has settled.
    public func run() {
        guard let demonstration, let stage, let window else { return }
        progress.recordRun(of: rule, way)
        window.events.record(.note("lesson run \(rule.id) \(way.title)"))
        for step in demonstration.steps(on: stage) {
            switch step {
            case .press(let keys): for key in keys { window.enqueue { [weak window] in window?.send(key) } }
            case .perform(let action): window.enqueue(action)
            }
        }
    }

    /// Switches between the wrong way and the right way, rebuilding the demonstration.
    public func toggleWay() {
        way = way.toggled
        updateTitle()
        buildDemonstration()
    }

    private func updateTitle() {
        title = "\(rule.id) · \(way.title)"
        text.way = way
    }

    private func buildDemonstration() {
        if let old = stage {
            if isAppeared { old.beginAppearanceTransition(false) }
            old.view.removeFromSuperview()
            old.removeFromParent()
            if isAppeared { old.endAppearanceTransition(false) }
        }
        let demonstration = demonstrationType.init(way: way)
        let stage = NavigationController(rootViewController: demonstration.makeRootViewController())
        demonstration.prepare(stage)
        self.demonstration = demonstration
        self.stage = stage
        addChild(stage)
        (view as? LessonPanel)?.stage = stage.view
        (view as? LessonPanel)?.statusBar = demonstration.showsStatusBar ? StatusBarPanel(root: stage) : nil
        stage.didMove(toParent: self)
        if isAppeared {
            stage.beginAppearanceTransition(true)
            stage.endAppearanceTransition(true)
        }
    }

    public override func handle(_ key: Key) -> Bool {
        stage?.handle(key) ?? false
    }

    /// A text field of the demonstration takes printable keys (and pastes) while it edits.
    public override var isEditingText: Bool { stage?.isEditingText ?? false }

    public override func paste(_ text: String) -> Bool { stage?.paste(text) ?? false }

    /// While a field of the demonstration edits, `r` and `f` are typed into it: only the
    /// stage's keys are offered (its field says how to end editing).
    public override var keyHints: [KeyHint] {
        if isEditingText { return stage?.keyHints ?? [] }
        return (stage?.keyHints ?? []) + [KeyHint("r", "run"), KeyHint("f", way == .wrong ? "fix" : "break")]
    }

    /// The controller the demonstration shows now: the top of a presentation it made, else
    /// the top of its stage.
    var demonstratedController: ViewController? {
        if let presented = window?.topViewController, window?.topPresentedController != nil { return presented }
        return stage?.topViewController
    }
}
