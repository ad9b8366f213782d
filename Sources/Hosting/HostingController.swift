import Rules
import Declarative
import Imperative
import Terminal

/// Mirrors UIHostingController: an ordinary view controller whose content is a
/// declarative view. When the view renders, its `.navigationTitle` is written into the
/// host's `navigationItem` (so it beats a `title` set on the host), its `.toolbar` into the
/// bar items, and `.navigationBarTitleDisplayMode` into the item's large-title mode unless
/// UIKit code set one (the bar shows it only if it prefers large titles). The
/// traits flow into the view's environment, a `.sheet` of the view becomes a sheet
/// presentation and an `.alert` or `.confirmationDialog` an `AlertController`. Environment
/// is captured when the host is created; reassign `rootView` to change it.
@preconcurrency @MainActor
open class HostingController<Content: View>: ViewController {
    public var rootView: Content {
        didSet {
            hostedViewNameCache = nil
            graph.setRootView(rootView)
            recordRootViewMade()
        }
    }
    public let graph: ViewGraph
    private lazy var hostReference = WeakController(self)
    /// Sheets the hosted view presents, by the identity of the `.sheet` that shows them.
    var presentedSheets: [ObjectIdentifier: SheetHostingController] = [:]
    /// Alerts the hosted view presents (`.alert`, `.confirmationDialog`), by the modifier showing them.
    var presentedDialogs: [ObjectIdentifier: AlertController] = [:]
    /// The host's `dismiss` (see `dismissFromHostedView`): closes a presented host; on a
    /// pushed host it does nothing, or inside a presented navigation controller closes the
    /// whole presentation, and records `dismiss-on-pushed-host` either way. One action for
    /// the host's life keeps the environment equal.
    private lazy var dismissAction = DismissAction { [weak self] in self?.dismissFromHostedView() }
    /// The navigator the view sees when nobody injected one: unbound, located at this host.
    lazy var defaultNavigator = Navigator(defaultFor: self)
    /// The untracked callback this host was made in (a screen's `viewDidLoad`, say): its
    /// content read the model there, and follows the model for that callback.
    private weak var enclosingUntrackedScope: ViewController?

    // MARK: Child hosting and environment bridging (HostingController+Sizing, +EnvironmentBridging)

    /// Mirrors `sizingOptions`: how the content's size reaches the imperative side.
    public var sizingOptions: HostingSizingOptions = [] {
        didSet { if sizingOptions != oldValue { sizingOptionsDidChange() } }
    }
    /// Mirrors `safeAreaRegions` (iOS 16.4): "the safe area regions that this view controller
    /// adds to its view", `.all` by default. With `.keyboard`, the software keyboard over the
    /// host's view is part of its safe area: the content is laid out above it and a self-sizing
    /// view grows by it (`HostingPanel.keyboardInset`). "Disabling a safe area region omits it
    /// from the SwiftUI layout system altogether": `[]` keeps a host put under the keyboard.
    public var safeAreaRegions: SafeAreaRegions = .all {
        didSet { if safeAreaRegions != oldValue { contentSizeDidChange() } }
    }
    /// `EnvironmentSource.clock` when the root view was last made, and when the host last
    /// looked for values its root view copied that have changed since (`environment-after-host`).
    var rootViewMadeAt = 0
    var checkedEnvironmentAt = 0
    /// The screens the view's NavigationStack paths held after the last update (nil before
    /// the first): a change is a declarative push or pop, which moves as the imperative ones do.
    private var shownPathDepth: Int?

    /// Mirrors `init(rootView:)`, a designated initializer as UIHostingController's is: a
    /// subclass (one that overrides `preferredStatusBarStyle`, say) is made with it.
    public init(rootView: Content) {
        self.rootView = rootView
        let inherited = Self.inheritable(EnvironmentValues())
        graph = ViewGraph(rootView: EmptyView(), environment: inherited)
        super.init()
        start(inheriting: inherited)
    }

    /// A host whose view starts from `environment` (a presented sheet inherits the
    /// environment of the view that presents it); traits and the host's own values go on top.
    init(rootView: Content, inheriting environment: EnvironmentValues) {
        self.rootView = rootView
        let inherited = Self.inheritable(environment)
        // The graph knows its host before the view's first body runs, so what that body
        // finds broken (a missing environment object) is reported, named after this host.
        graph = ViewGraph(rootView: EmptyView(), environment: inherited)
        super.init()
        start(inheriting: inherited)
    }

    /// What a host's view inherits of `environment`: everything but the values a host sets.
    private static func inheritable(_ environment: EnvironmentValues) -> EnvironmentValues {
        var inherited = environment
        inherited.clearHostValues()
        return inherited
    }

    /// The rest of either initializer, once the graph exists.
    private func start(inheriting inherited: EnvironmentValues) {
        enclosingUntrackedScope = AutomaticObservation.enclosingUntrackedScope
        graph.host = self
        // The first body already sees the traits and the host's values, as SwiftUI's does:
        // the tree is built once with its environment, not built and then updated for it.
        graph.setEnvironment(hostEnvironment(from: inherited))
        // The view appears when the host's view does (`viewWillAppear`), not when it is made.
        graph.isAppeared = false
        graph.setRootView(rootView)
        apply(graph.preferences)
        refreshEnvironment()
        recordRootViewMade()
    }

    /// Bridges the view's preferences into the navigation item each time the view renders,
    /// as UIHostingController does: the navigation title becomes `navigationItem.title`
    /// (what the bar shows, ahead of the host's `title`), toolbar items become right bar
    /// button items (`[v] Void`), replacing what UIKit code set there (`navigation-item-owner`,
    /// see `bridgeNavigationItem`), and `.navigationBarTitleDisplayMode` becomes the item's
    /// large-title mode — unless UIKit code set that mode itself, which then wins (and
    /// `large-title-mode` says so when the bar shows something else).
    private func apply(_ preferences: PreferenceValues) {
        bridgeNavigationItem(preferences)
        let mode = preferences.titleDisplayMode.map(NavigationItem.LargeTitleDisplayMode.init)
        if navigationItem.hostedLargeTitleDisplayMode != mode {
            navigationItem.hostedLargeTitleDisplayMode = mode
            navigationController?.viewIfLoaded?.setNeedsLayout()
        }
        bindNavigator()
        let depth = declarativePathDepth
        checkNavigationRules(pathDepth: depth)
        if let shown = shownPathDepth, depth != shown { window?.transitionDidBegin(depth > shown ? .push : .pop) }
        shownPathDepth = depth
    }

    /// What the host last wrote into its navigation item from the view: a value there now that
    /// is not one of these was written by UIKit code since (`bridgeNavigationItem`).
    var bridgedTitle: String?
    var bridgedRightBarButtonItems: [BarButtonItem] = []

    /// True when the hosted view brings its own NavigationStack (and so its own bar).
    public var containsNavigationStack: Bool { graph.preferences.containsNavigationStack }

    open override func loadView() {
        setView(HostingPanel(host: self, hostTypeName: typeName))
    }

    /// A host showing a navigation controller through a representable (a legacy flow in a
    /// sheet) lets the user see that controller's stack.
    open override var visibleNavigationController: NavigationController? {
        children.lazy.compactMap(\.visibleNavigationController).first
    }

    /// The destinations the view's NavigationStack paths have pushed (see `declarativePathDepth`).
    open override var navigationPathDepth: Int { declarativePathDepth }

    /// A host's children are its representables' controllers, drawn inside the hosted
    /// view: they appear and disappear with the host.
    open override var childrenForAppearance: [ViewController] { children }

    open override var kind: ControllerKind { .hosted }
    /// Named by the screen it hosts: environment and other modifiers around the root view
    /// are left out (`HostingController<InvoiceDetailView>`).
    open override var typeName: String { "HostingController<\(hostedViewName)>" }
    /// The name of the screen this host shows, formed once per root view: the transcript
    /// names the host at every appearance callback, and forming it casts and demangles.
    var hostedViewName: String {
        if let name = hostedViewNameCache { return name }
        let name = HostedViewName.of(rootView)
        hostedViewNameCache = name
        return name
    }
    private var hostedViewNameCache: String?

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let copies = previousTraitCollection.map { traitCopies(changedFrom: $0) } ?? []
        refreshEnvironment()
        checkTraitCopies(copies)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        graph.isAppeared = true
        refreshEnvironment()
        bindNavigator()
        checkNavigationRules()
    }

    /// The hosted views disappear (`onDisappear`, a `.task` cancelled) once the host's view has.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        graph.isAppeared = false
        graph.update()
    }

    /// The environment the hosted view sees: the traits, then the host's additions.
    private func refreshEnvironment() {
        let traits = currentTraits
        // The environment this made last, for the same traits (a host appearing again after
        // a pop): made again, it would be the same.
        if let last = refreshedEnvironment, last.traits == traits,
            last.environment.sharesStorage(with: graph.environment)
        {
            return graph.update()
        }
        let environment = hostEnvironment(from: graph.environment)
        // The same values from the same sources: nothing to re-render.
        if !environment.isSame(as: graph.environment) {
            graph.setEnvironment(environment)
        }
        refreshedEnvironment = (traits, graph.environment)
        graph.update()
    }
    private var refreshedEnvironment: (traits: TraitCollection, environment: EnvironmentValues)?

    /// `environment` with the traits and the host's own values on top.
    private func hostEnvironment(from environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        TraitBridge.apply(currentTraits, to: &environment)
        environment.setHostReference(hostReference)
        environment.setSheetPresenter(self)
        environment.setDialogPresenter(self)
        environment.dismiss = dismissAction
        if environment.navigator.isDefault { environment.navigator = defaultNavigator }
        return environment
    }

    /// The update phase: the bodies invalidated since the last frame are evaluated (what they
    /// say reaches the navigation item through `apply`) before the host's view lays out; the
    /// view shows its focus only while the host is in the window's front layer.
    open override func updateIfNeeded(in context: UpdateContext) {
        graph.isFocusVisible = context.isFrontLayer
        graph.update()
    }

    open override func handle(_ key: Key) -> Bool {
        graph.handle(key)
    }

    open override func paste(_ text: String) -> Bool {
        graph.paste(text)
    }

    /// True while a text field of the hosted view has focus (printable keys go to it).
    open override var isEditingText: Bool {
        graph.focusedNode?.focusableView?.acceptsTextInput == true
    }

    open override var inspectorDetails: [(String, String)] { environmentWithSources }

    /// The hosted view's keys for the footer and help: moving between its controls (when
    /// there is more than one), then what the focused control answers (activate, edit, select).
    open override var keyHints: [KeyHint] {
        if let embedded = visibleNavigationController { return embedded.keyHints }
        let focusable = graph.focusableNodes
        guard !focusable.isEmpty else { return [] }
        return (focusable.count > 1 ? [KeyHint("tab", "next")] : []) + graph.focusedKeyHints
    }

    /// The label of the focused control, as the state dump reports it.
    public var focusedControlLabel: String? { graph.focusedLabel }
}

/// The host's side of its graph: diagnostics are recorded at the host, preferences reach
/// the navigation item, a changed content asks for a new layout.
extension HostingController: ViewGraphHost {
    public var viewGraphHostName: String { typeName }

    public func viewGraph(_ graph: ViewGraph, didReport finding: RuleFinding) {
        report(finding)
    }

    public func viewGraph(_ graph: ViewGraph, didUpdatePreferences preferences: PreferenceValues) {
        apply(preferences)
    }

    public func viewGraphDidInvalidate(_ graph: ViewGraph) {
        enclosingUntrackedScope?.untrackedReadWasFollowed()
        contentSizeDidChange()
    }

    /// A fault of the tree, not a rule of the catalog: the transcript says so, debug builds stop.
    public func viewGraph(_ graph: ViewGraph, didStopUpdatingAfter rounds: Int, pending: [String]) {
        let fault = EventLog.Event.stoppedUpdating(typeName, rounds: rounds, pending: pending)
        window?.events.record(fault)
        assertionFailure(fault.description)
    }
}

/// What tools (the state dump, the inspector) read of any hosting controller without
/// knowing its content type.
@MainActor
public protocol HostedScreen: AnyObject {
    /// The environment the hosted view sees, by script name: the traits, then the rest.
    var environmentSummary: [(String, String)] { get }
    var focusedControlLabel: String? { get }
}

extension HostingController: HostedScreen {
    public var environmentSummary: [(String, String)] { environmentEntries.map { ($0.name, $0.value) } }
}

/// The name of the screen a root view shows, with modifiers around it left out.
@MainActor
enum HostedViewName {
    /// Names by view type: a modifier's content has a type of its own, so the types met on the
    /// way down name one screen each; those above an `AnyView` (whose content varies) are not
    /// kept. Every push or sheet makes a new host, and each cast asks the runtime again.
    private static var names: [ObjectIdentifier: String] = [:]

    /// `_typeName` writes what `String(describing:)` writes for a type, without first asking
    /// whether the metatype conforms to the printing protocols (each ask scans every
    /// conformance the program has), as `ViewController.typeName` does.
    static func of(_ view: any View) -> String {
        var v = view
        var met: [ObjectIdentifier] = []
        var name: String?
        while name == nil {
            let type = ObjectIdentifier(Swift.type(of: v))
            if let known = names[type] {
                name = known
            } else if let content = v._primitiveView?._modifiedContent {
                met.append(type)
                v = content
            } else if let any = v as? AnyView {
                met.removeAll()
                v = any.view
            } else {
                met.append(type)
                name = _typeName(Swift.type(of: v), qualified: false)
            }
        }
        for type in met { names[type] = name }
        return name ?? ""
    }
}
