import Imperative
import Rules

/// A rule's live demonstration, built from the real frameworks. Each lives in its own file
/// with its wrong and right code paths written out: the catalog's snippets are the text of
/// those paths (a test checks them verbatim). The demonstration runs on a stage — a
/// navigation controller embedded in the lesson screen — so what it pushes, presents or
/// embeds is really in the app's stack, and the inspector shows it.
///
/// The one rule: a demonstration keeps no strong reference to the controllers it creates
/// (the stage and its children own them), so leaving the lesson frees everything.
@MainActor
public protocol LessonDemonstration: AnyObject {
    /// The rule this demonstration teaches.
    static var rule: Rule { get }
    init(way: LessonWay)
    /// The stage's first screen.
    func makeRootViewController() -> ViewController
    /// Sets the stage up before it first shows, as the app would set up its navigation
    /// controller (hide its bar when a NavigationStack draws the only one, say). By default
    /// the stage is left as it is made.
    func prepare(_ stage: NavigationController)
    /// True when the stage stands for a device's screen with its status bar: a status line
    /// over the stage shows the style the stage's status bar chain settles on. By default the
    /// stage has none.
    var showsStatusBar: Bool { get }
    /// What Run does, in order: the same steps a learner could do by hand.
    func steps(on stage: NavigationController) -> [LessonStep]
}

extension LessonDemonstration {
    public func prepare(_ stage: NavigationController) {}
    public var showsStatusBar: Bool { false }
}
