import Foundation
import Rules
import Terminal

/// Mirrors UIViewController. The view loads once, on first access (`loadView`, then
/// `viewDidLoad`); appearance callbacks come in UIKit's order from the container that
/// shows the controller and reach every child whose view is in its hierarchy; traits flow
/// down from the parent (or the window) and `overrideUserInterfaceStyle` wins for this subtree.
@preconcurrency @MainActor
open class ViewController {
    /// Mirrors `title`: "If the view controller has a valid navigation item or tab-bar item,
    /// assigning a value to this property updates the title text of those objects" — so an
    /// assignment sets `navigationItem.title` and `tabBarItem.title` too. When that renames a
    /// tab in a tab bar (this controller is a tab, or the root of a tab's navigation controller
    /// with no tab title of its own), `title-feeds-tab-item` is recorded.
    open var title: String? {
        didSet { titleDidChange() }
    }
    public let navigationItem = NavigationItem()
    /// Mirrors `tabBarItem`: the title the tab bar shows for this controller (falls back to `title`).
    public let tabBarItem = TabBarItem()
    /// Mirrors `additionalSafeAreaInsets`: extra insets a container keeps clear around this
    /// controller's children (a container) or this controller's content (pinned panels).
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if oldValue != additionalSafeAreaInsets { _view?.setNeedsLayout() } }
    }
    /// Mirrors `hidesBottomBarWhenPushed`: "whether the toolbar at the bottom of the screen
    /// is hidden when the view controller is pushed on to a navigation controller". The
    /// navigation controller reads it at the push (`hidesBottomBarReadAtPush`): while this
    /// controller is on the stack, a tab bar around it is hidden and the content gets its row.
    /// Setting it after the push changes nothing on screen and records `hide-bar-before-push`.
    public var hidesBottomBarWhenPushed = false {
        didSet {
            guard let read = hidesBottomBarReadAtPush, read != hidesBottomBarWhenPushed else { return }
            report(.hideBarBeforePush(controller: typeName, hiddenAtPush: read))
        }
    }
    /// Mirrors `preferredStatusBarStyle`: the style this controller asks for. The window shows
    /// it only when the chain of `childForStatusBarStyle` from the root ends here.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Mirrors `childForStatusBarStyle`: "If you return nil or do not override this method,
    /// the status bar style for self is used." A container overrides it to let a child decide.
    open var childForStatusBarStyle: ViewController? { nil }
    /// Seam's software keyboard (a terminal has none): a controller that sets this stands for
    /// the device's screen, and while a text field in its view edits, a keyboard panel covers
    /// the bottom of its view (`SoftwareKeyboardPanel`), which the views under it see in their
    /// `keyboardLayoutGuide` — and a hosting controller in its safe area. Off by default.
    public var presentsSoftwareKeyboard = false {
        didSet { if presentsSoftwareKeyboard != oldValue { _view?.setNeedsLayout() } }
    }
    /// The keyboard panel, once it was first shown.
    var softwareKeyboard: SoftwareKeyboardPanel?
    /// The value of `hidesBottomBarWhenPushed` the navigation controller read when it pushed
    /// this controller; nil while it is not on a stack by a push (a root, or off any stack).
    var hidesBottomBarReadAtPush: Bool?
    /// What `setContentScrollView(_:for:)` set, by edge (see `ViewController+ContentScrollView`).
    var contentScrollViews = ContentScrollViews()
    /// Mirrors `contentScrollView(for:)`: "the scroll view the view controller observes for the
    /// specified edge", `.top` or `.bottom`: the one set with `setContentScrollView(_:for:)`, else
    /// the one found in the view. Override it to return nil and the bars observe none.
    open func contentScrollView(for edge: DirectionalRectEdge) -> ScrollPanel? {
        defaultContentScrollView(for: edge)
    }
    public private(set) weak var parent: ViewController?
    public private(set) var children: [ViewController] = []
    /// Set on the root controller by the window; others reach it through their parent.
    weak var rootWindow: Window?
    /// Mirrors `overrideUserInterfaceStyle`: nil follows the parent.
    public var overrideUserInterfaceStyle: UserInterfaceStyle? {
        didSet { if oldValue != overrideUserInterfaceStyle { propagateTraitChange() } }
    }
    /// Mirrors `traitOverrides` (iOS 17): traits this controller sets for itself, the
    /// controllers below it and what is presented from here (which takes the traits of the
    /// controller presenting it), over what its parent gives it. A change reaches at once the
    /// controllers whose views are in the window's hierarchy; the others take it as they next
    /// appear, after their `viewWillAppear` and before their `viewIsAppearing`.
    public var traitOverrides = TraitOverrides() {
        didSet {
            guard oldValue != traitOverrides else { return }
            propagateTraitChange()
            containmentRoot.presentedStorage?.propagateTraitChange()
        }
    }
    private var _view: Panel?
    public private(set) var isAppeared = false
    /// Mirrors `isBeingDismissed`: true during the appearance callbacks of a dismissal.
    public internal(set) var isBeingDismissed = false
    /// The model observers this controller keeps alive (see `ModelObserver`).
    var modelObservers: [ModelObserver] = []

    public init() {}

    /// Mirrors `init(nibName:bundle:)`, UIViewController's designated initializer: code that
    /// builds its view in code passes `nil, nil`, and a subclass may override it
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)).
    /// Seam has no nib files: a nib name stops the program with a message naming it. (A
    /// subclass's `required init?(coder: NSCoder)` needs nothing here: Foundation's `NSCoder`.)
    public init(nibName: String?, bundle: Bundle?) {
        if let nibName {
            preconditionFailure(
                "\(Self.self)(nibName: \"\(nibName)\", bundle:): Seam has no nib files; pass nil and build the view in "
                    + "loadView() or viewDidLoad()")
        }
    }

    // MARK: View

    public var view: Panel {
        if let v = _view { return v }
        loadView()
        let v = _view ?? Panel()
        _view = v
        v.owner = self
        runUntracked("viewDidLoad") { viewDidLoad() }
        return v
    }
    public var isViewLoaded: Bool { _view != nil }
    /// Mirrors `viewIfLoaded`: the view without loading it.
    public var viewIfLoaded: Panel? { _view }

    /// Override to create the root panel; the default is an empty opaque panel.
    open func loadView() { _view = Panel() }
    /// Use in `loadView` to install a custom root panel.
    public func setView(_ panel: Panel) { _view = panel }
    open func viewDidLoad() {}

    // MARK: Appearance

    open func viewWillAppear(_ animated: Bool) {}
    /// Mirrors `viewIsAppearing(_:)` (iOS 13, documented for iOS 17): after `viewWillAppear`,
    /// with the traits up to date — the place to read traits for the appearance.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Layout and properties, tracked (AutomaticObservation)

    /// Mirrors `viewWillLayoutSubviews()`: before the view lays out its subviews. UIKit tracks
    /// the `@Observable` properties read here and lays the view out again when one changes.
    open func viewWillLayoutSubviews() {}
    /// Mirrors `viewDidLayoutSubviews()`: after the view laid out its subviews; tracked too.
    open func viewDidLayoutSubviews() {}
    /// Mirrors `updateProperties()` (iOS 26): configures content and styling before layout,
    /// in the update phase, when needed; the `@Observable` properties read here are tracked.
    open func updateProperties() {}
    /// Mirrors `setNeedsUpdateProperties()`: `updateProperties()` runs in the next update phase.
    public func setNeedsUpdateProperties() { observationTracking.needsUpdateProperties = true }
    /// What automatic observation tracking keeps for this controller.
    var observationTracking = ObservationTrackingState()

    /// The children that appear and disappear with this controller, as UIKit's automatic
    /// forwarding (`shouldAutomaticallyForwardAppearanceMethods`) picks them: every child
    /// whose view is in this controller's view hierarchy — the top of a stack, the selected
    /// tab, a child host embedded in a screen.
    open var childrenForAppearance: [ViewController] {
        guard let root = _view else { return [] }
        return children.filter { $0._view?.isDescendant(of: root) == true }
    }

    /// Containers call these to deliver appearance callbacks, logged in the transcript.
    /// Each child's callback comes right after its parent's same callback, as in UIKit.
    /// Appearing, the order is UIKit's: `viewWillAppear` (traits as they were when the view
    /// left), then the traits brought up to date, then `viewIsAppearing` — "by the time the
    /// system calls this method, both the view controller and its view have received updated
    /// trait collections" (developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:))
    /// — then the children's.
    public func beginAppearanceTransition(_ appearing: Bool) {
        _ = view
        isInAppearanceTransition = true
        if appearing {
            flushPendingDiagnostics()
            for o in modelObservers { o.applyIfDirty() }
        }
        window?.events.record(appearing ? .viewWillAppear(typeName) : .viewWillDisappear(typeName))
        if appearing {
            hasAppeared = true
            isInViewWillAppear = true
            runUntracked("viewWillAppear") { viewWillAppear(false) }
            isInViewWillAppear = false
            refreshTraits()
            checkTraitsReadInViewWillAppear()
            window?.events.record(.viewIsAppearing(typeName))
            runUntracked("viewIsAppearing") { viewIsAppearing(false) }
        } else {
            viewWillDisappear(false)
        }
        for c in childrenForAppearance { c.beginAppearanceTransition(appearing) }
    }

    public func endAppearanceTransition(_ appearing: Bool) {
        isInAppearanceTransition = false
        isAppeared = appearing
        window?.events.record(appearing ? .viewDidAppear(typeName) : .viewDidDisappear(typeName))
        if appearing { runUntracked("viewDidAppear") { viewDidAppear(false) } } else { viewDidDisappear(false) }
        if appearing { statusBarAppearanceDidChange() }
        for c in childrenForAppearance { c.endAppearanceTransition(appearing) }
    }

    // MARK: Containment

    /// Mirrors `addChild(_:)`; the caller adds the child's view and calls `didMove(toParent:)`.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Mirrors `removeFromParent()`. A container that lists the child (a navigation stack,
    /// the tabs) lets it go too, as UIKit's containers derive their lists from the children.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.childIsLeaving(self)
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called by `removeFromParent()` on the parent while `child` is still its child: a
    /// container drops it from the list it shows.
    func childIsLeaving(_ child: ViewController) {}

    open func willMove(toParent parent: ViewController?) {}
    /// Mirrors `didMove(toParent:)`: the notice a container sends after `addChild(_:)` (and
    /// `removeFromParent()` sends with nil). It joins nothing by itself: told of a parent that
    /// never added it, the controller stays out of the hierarchy and `contain-child-host` is
    /// recorded at that parent. Added, it takes the new parent's traits (see `predictTraits`
    /// for the controllers below it that have never appeared), and appears if its view is
    /// already shown in a parent on screen (`appearInAppearedParent`).
    open func didMove(toParent parent: ViewController?) {
        guard let parent else { return }
        guard parent === self.parent else {
            return parent.report(.didMoveWithoutAddChild(controller: typeName, parent: parent.typeName))
        }
        predictTraits()
        refreshTraits()
        appearInAppearedParent()
    }

    /// Screens a navigation path inside this controller shows above its own content, which
    /// no navigation controller lists (a hosted NavigationStack's pushed destinations). While
    /// above zero, that path owns the visible flow. Zero for an imperative controller.
    open var navigationPathDepth: Int { 0 }

    /// The navigation controller whose stack the user sees inside this controller:
    /// itself for a navigation controller, the selected tab's for a tab bar controller.
    open var visibleNavigationController: NavigationController? { nil }

    // MARK: Presentation

    weak var presentingStorage: ViewController?
    var presentedStorage: ViewController?
    /// The controller `present` was called on: a presentation takes its traits (UIKit: a child's
    /// overridden traits change how "modal presentations behave"), else the presenter's.
    weak var presentationSource: ViewController?
    var presentationControllerStorage: PresentationController?
    /// Mirrors `presentingViewController`: the controller that presented this one or, as in
    /// UIKit, the nearest presented ancestor's presenter; nil for a controller that was only pushed.
    public var presentingViewController: ViewController? {
        presentingStorage ?? parent?.presentingViewController
    }
    /// Mirrors `presentedViewController`: what this controller, or an ancestor, presents.
    public var presentedViewController: ViewController? {
        presentedStorage ?? parent?.presentedViewController
    }
    /// How this controller is shown when presented (what it asks for; see
    /// `effectivePresentationStyle` for what it shows as).
    public var modalPresentationStyle: ModalPresentationStyle = .sheet
    /// The style this controller shows with now: `modalPresentationStyle` adapted to its
    /// traits, so a popover is a sheet in compact width and becomes a popover again when
    /// the window grows, as UIKit's adaptive presentation does — unless the presentation
    /// controller's delegate keeps it a popover (`PresentationController.shownStyle`).
    public var effectivePresentationStyle: ModalPresentationStyle {
        let shown = presentationControllerStorage?.shownStyle(for: currentTraits)
        return shown ?? modalPresentationStyle.adapted(to: currentTraits)
    }
    /// Mirrors `preferredContentSize`: the size a popover presentation gives this controller.
    public var preferredContentSize: Size?

    /// The title of the selected tab, for a tab bar controller (and containers holding one).
    open var selectedTabTitle: String? { nil }

    // MARK: Traits

    /// The traits delivered last (`refreshTraits`); nil until the first delivery.
    var lastTraits: TraitCollection?
    /// True while this controller's `viewWillAppear` runs: a read of `traitCollection` then is
    /// kept in `traitsReadInViewWillAppear`, and checked against the traits `viewIsAppearing` sees.
    var isInViewWillAppear = false
    var traitsReadInViewWillAppear: TraitCollection?
    /// True once this controller has begun to appear: from then on, its traits are those it
    /// was given or left with, no longer a prediction (`predictTraits`).
    var hasAppeared = false
    /// True between `beginAppearanceTransition` and `endAppearanceTransition`.
    var isInAppearanceTransition = false

    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// True while no controller tree holds this controller: it is no container's child, no
    /// presentation, and no window's root. Its view may still be drawn, added to another
    /// controller's panel without `addChild(_:)`.
    public var isDetached: Bool { parent == nil && presentingStorage == nil && rootWindow == nil }

    // MARK: The update phase

    /// The update phase of a frame: brings what this controller shows up to date before its
    /// panels lay out (a host evaluates the bodies that were invalidated and applies what
    /// they say to its navigation item). The window calls it once per frame for every
    /// controller on screen, parents first, and never while drawing, with the context it
    /// starts the controller's layer with: the controller's traits and whether the layer is
    /// in front (`UpdateContext.isFrontLayer`).
    open func updateIfNeeded(in context: UpdateContext) {}

    // MARK: Keys

    /// The responder step: return true when the key was handled. Containers offer the key
    /// to the child the user sees first, then try their own keys.
    /// By default the text field of this controller's view that is first responder takes it,
    /// else the first table or collection view of its view (`KeyHandlingPanel`).
    open func handle(_ key: Key) -> Bool {
        if let field = firstResponderField { return field.handle(key) }
        return keyHandlingPanel?.handle(key) ?? false
    }

    /// Pasted text for the focused text field, as one edit (containers offer it to the child
    /// the user sees); true when a field took it. A paste is never keys.
    open func paste(_ text: String) -> Bool { firstResponderField?.paste(text) ?? false }

    /// True while printable keys sent to this controller go into a text field (containers
    /// ask the child the user sees): the footer then offers no printable key.
    open var isEditingText: Bool { firstResponderField != nil }

    /// The text field of this controller's view that is first responder (`TextField`), which
    /// its keys go to.
    weak var firstResponderField: TextField?

    /// What the inspector shows about this controller when it is on top, as (name, value)
    /// pairs; a hosting controller lists its view's environment and where each value came from.
    open var inspectorDetails: [(String, String)] { [] }

    /// The keys this screen answers, for the footer and the help overlay: each key and what it
    /// does; by default those of the table or collection view that takes its keys.
    open var keyHints: [KeyHint] { keyHandlingPanel?.keyHints ?? [] }

    // MARK: Description

    /// Imperative, or hosted, as the state dump and the inspector name controllers.
    open var kind: ControllerKind { .imperative }
    /// The controller's type name, as the state dump shows it.
    open var typeName: String {
        let type = type(of: self)
        if let name = Self.typeNames[ObjectIdentifier(type)] { return name }
        let name = _typeName(type, qualified: false)  // String(describing:) without its search for a description
        Self.typeNames[ObjectIdentifier(type)] = name
        return name
    }
    /// Type names formed so far: the transcript names a controller at every callback.
    private static var typeNames: [ObjectIdentifier: String] = [:]
    /// The title the bar shows for this controller.
    public var displayTitle: String { navigationItem.title ?? title ?? "" }

    /// Records a rule finding in the window's log as a diagnostic, located at this controller.
    /// Before the controller is in a window, diagnostics wait and are logged when it appears.
    public func report(_ finding: RuleFinding) {
        recordDiagnostic(rule: finding.rule, message: finding.message)
    }

    /// The log keeps a diagnostic's rule and text: every finding reaches it through here, and
    /// tests use it to log a text no finding has.
    func recordDiagnostic(rule: Rule, message: String) {
        recordDiagnostic(id: rule.id, message: message)
    }

    /// Logs a diagnostic by id: a rule's, or an issue's no rule names (Auto Layout's).
    func recordDiagnostic(id: String, message: String) {
        guard let window else {
            pendingDiagnostics.append((id, message))
            return
        }
        window.diagnostics.record(Diagnostic(id: id, message: message, location: locationPath))
    }

    private var pendingDiagnostics: [(id: String, message: String)] = []

    private func flushPendingDiagnostics() {
        guard window != nil, !pendingDiagnostics.isEmpty else { return }
        let pending = pendingDiagnostics
        pendingDiagnostics.removeAll()
        for d in pending { recordDiagnostic(id: d.id, message: d.message) }
    }
}
