import Declarative
import Imperative
import Terminal

/// Mirrors UIHostingController: an ordinary view controller whose content is a
/// declarative view. Its title comes from the view's `.navigationTitle`, its bar items
/// from `.toolbar` and its large-title mode from `.navigationBarTitleDisplayMode`; the six
/// traits flow into the view's environment. Environment is captured when the host is
/// created; reassign `rootView` to change it.
@MainActor
open class HostingController<Content: View>: ViewController {
    public var rootView: Content {
        didSet {
            graph.setRootView(rootView)
            recordCapturedEnvironment()
        }
    }
    public let graph: ViewGraph

    // MARK: Child hosting and environment bridging (HostingController+Sizing, +EnvironmentBridging)

    /// Mirrors `sizingOptions`: how the content's size reaches the imperative side.
    public var sizingOptions: HostingSizingOptions = [] {
        didSet { if sizingOptions != oldValue { sizingOptionsDidChange() } }
    }
    /// Environment values the root view copied from an `EnvironmentSource` when it was made.
    var capturedEnvironment: [EnvironmentCapture] = []

    public init(rootView: Content) {
        self.rootView = rootView
        graph = ViewGraph(rootView: rootView)
        super.init()
        graph.diagnosticHandler = { [weak self] rule, message in self?.report(rule: rule, message) }
        graph.onPreferencesChange = { [weak self] in self?.apply($0) }
        graph.onInvalidate = { [weak self] in self?.contentSizeDidChange() }
        apply(graph.preferences)
        refreshEnvironment()
        recordCapturedEnvironment()
    }

    /// Bridges the view's preferences into the navigation item: toolbar items become
    /// right bar button items (`[v] Void`), the display mode the large-title mode.
    private func apply(_ preferences: PreferenceValues) {
        navigationItem.rightBarButtonItems = preferences.toolbarItems.map { item in
            BarButtonItem(title: item.title, key: item.key) { item.action() }
        }
        switch preferences.titleDisplayMode {
        case .large?: navigationItem.largeTitleDisplayMode = .always
        case .inline?: navigationItem.largeTitleDisplayMode = .never
        case .automatic?, nil: navigationItem.largeTitleDisplayMode = .automatic
        }
    }

    /// True when the hosted view brings its own NavigationStack (and so its own bar).
    public var containsNavigationStack: Bool { graph.preferences.containsNavigationStack }

    open override func loadView() {
        setView(HostingPanel(host: self, hostTypeName: typeName))
    }

    open override var kind: String { "hosted" }
    open override var typeName: String { "HostingController<\(Content.self)>" }

    open override var title: String? {
        get { super.title ?? graph.preferences.navigationTitle }
        set { super.title = newValue }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        refreshEnvironment()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshEnvironment()
    }

    /// The environment the hosted view sees: the traits, then the host's additions.
    private func refreshEnvironment() {
        var environment = graph.environment
        TraitBridge.apply(traitCollection, to: &environment)
        graph.setEnvironment(environment)
        graph.update()
    }

    open override func handle(_ key: Key) -> Bool {
        graph.handle(key)
    }

    /// The label of the focused control, as the state dump reports it.
    public var focusedControlLabel: String? { graph.focusedLabel }
}

/// What tools (the state dump, the inspector) read of any hosting controller without
/// knowing its content type.
@MainActor
public protocol HostedScreen: AnyObject {
    /// The environment the hosted view sees, by SPEC name: the six traits, then the rest.
    var environmentSummary: [(String, String)] { get }
    var focusedControlLabel: String? { get }
}

extension HostingController: HostedScreen {
    public var environmentSummary: [(String, String)] {
        let env = contentEnvironment
        return env.traitValues + [("locale", env.locale)]
    }
}
