/// One finding of a rule at run time, with what the detector saw: the payload names the
/// controllers, views and values involved, and `message` words it. A detector reports a value
/// (`report(.manualBackButton(view: hostedViewName, item: back.title))`), so tests can match
/// values, and the text of each finding lives in its rule's own catalog file
/// (`Sources/Rules/Catalog/<Rule>.swift`), next to the rule's why and its snippets, as a
/// `static func <case>Message(…)` that `message` calls. A rule may have several findings: each
/// is one way the detector sees it broken. Payloads are the names and values as the message
/// prints them, since this module knows neither world's types.
public enum RuleFinding: Hashable, Sendable {
    // one-owner
    /// A NavigationStack path in a pushed host holds screens while the navigation controller
    /// (whose first screen is `root`) holds the host: two owners of one flow.
    case twoStackOwners(root: String, barHidden: Bool)
    /// `present` refused: `presenter` already presents `presented`.
    case presentWhilePresenting(controller: String, presenter: String, presented: String)

    // double-navigation-bar
    /// `view` brings a NavigationStack into a host already on a navigation controller.
    case doubleNavigationBar(view: String)

    // manual-back-button
    /// `view` adds a toolbar item titled `item` that looks like a back button.
    case manualBackButton(view: String, item: String)
    /// `controller` hides the standard back button, or adds left items titled `items`.
    case hiddenBackButton(controller: String, items: [String])

    // dismiss-on-pushed-host
    /// `dismiss()` in `view`, whose host was pushed, not presented: nothing happens.
    case dismissOnPushedHost(view: String)
    /// `dismiss()` in `view`, pushed at `depth` of a presented navigation controller: the
    /// whole presentation closes.
    case dismissClosesPresentation(view: String, depth: Int)

    // navigator-unbound
    /// A navigator with no navigation controller was asked to `action` (`push`, `pop`, …).
    case navigatorUnbound(action: String, defaultNavigator: Bool)

    // environment-after-host
    /// `controller` still sees `value` as set with `.environment` when its root view was made.
    case environmentAfterHost(controller: String, value: String, copied: String, current: String)

    // missing-environment-object
    /// `view` requires an environment object of `type` that `host` does not provide.
    case missingEnvironmentObject(view: String, type: String, host: String)

    // child-host-zero-size
    /// A child host measured once is laid out at `height` rows while its content needs `needed`.
    case childHostZeroSize(controller: String, height: Int, needed: Int)

    // opaque-host-background
    /// A child host paints its opaque background over imperative content.
    case opaqueHostBackground(controller: String)

    // unretained-child-host
    /// A freed host's `.toolbar` items, titled `items`, reach no bar.
    case unretainedHostToolbar(host: String, items: [String])
    /// A freed host's `modifier` (`.sheet`, `.popover`, `.alert`, `.confirmationDialog`) has
    /// no controller to present from.
    case unretainedHostPresentation(host: String, modifier: String)

    // cell-state-reuse
    /// `view` declares `@State` inside cell content.
    case cellStateReuse(view: String)

    // cell-environment
    /// `view` in cell content reads a value of `type` and sees `seen`, where `provider` provides `provided`.
    case cellEnvironmentValue(view: String, type: String, seen: String, provider: String, provided: String)
    /// `view` in cell content requires an object of `type` that `provider` provides.
    case cellEnvironmentObject(view: String, type: String, provider: String)

    // stable-identifiers
    /// An action captured `row` for `item`; the row now shows `now` (nil: no item).
    case stableIdentifiers(row: Int, item: String, now: String?)

    // representable-update
    /// `representable` changed its inputs but has no `updateUIViewController`.
    case representableUpdate(representable: String)

    // two-sources-of-truth
    /// `view.property` copied a model property into `@State`: the model says `model`, the copy `copy`.
    case twoSourcesOfTruth(view: String, property: String, model: String, copy: String)

    // leaked-controller
    /// A popped or dismissed controller (`title`, of `type`) is still alive.
    case leakedController(title: String, type: String)

    // imperative-on-declarative-path
    /// `pushed` was pushed over `over`, whose navigation path holds `depth` screens.
    case imperativeOnDeclarativePath(pushed: String, over: String, depth: Int)

    // large-title-mode
    /// The hosted view asks for `asked` (`large`, `inline`) and the bar shows the other:
    /// UIKit code set the host's mode to `hostMode`, and/or the bar lacks large titles.
    case largeTitleMode(asked: String, hostMode: String?, barLacksLargeTitles: Bool)

    // representable-in-cell
    /// `representable`, a view controller representable, sits inside cell content.
    case representableInCell(representable: String)

    // already-has-parent
    /// `operation` refused: `controller` already belongs to another container.
    case alreadyHasParent(controller: String, operation: ContainerOperation)

    // hide-bar-before-push
    /// `hidesBottomBarWhenPushed` of `controller` set after the push, which read `hiddenAtPush`.
    case hideBarBeforePush(controller: String, hiddenAtPush: Bool)

    // title-feeds-tab-item
    /// `title` of `controller`, a tab's root, renamed its tab to `tab`.
    case titleFeedsTabItem(controller: String, tab: String)

    // navigation-item-owner
    /// The hosted view's `writer` (`.toolbar`, `.navigationTitle`) wrote `item` of `host`'s
    /// navigation item (`rightBarButtonItems`, `title`) as it rendered, replacing what UIKit
    /// code had set there: `lost`, the titles of the bar buttons, or the title.
    case navigationItemOwner(host: String, item: String, lost: [String], writer: String)
    // status-bar-owner
    /// `controller` asks for the status bar style `asked`, but `navigation`, the navigation
    /// controller it is on top of, answers itself and the status bar shows `shown`.
    case statusBarOwner(controller: String, asked: String, navigation: String, shown: String)

    // representable-nav-item
    /// `controller`, shown through a representable in `host`, wrote `property` of its
    /// navigation item (`value`, as written); the bar reads the host's item.
    case representableNavItem(controller: String, property: String, value: String, host: String)
    // traits-in-viewisappearing
    /// `viewWillAppear` of `controller` read the traits, and `trait` was `read` there; by
    /// `viewIsAppearing` it is `current`.
    case traitsInViewIsAppearing(controller: String, trait: String, read: String, current: String)

    // trait-bridged-environment
    /// `view` still sees `seen`, a copy of the custom trait `trait`, which is now `current`.
    case traitBridgedEnvironment(view: String, trait: String, seen: String, current: String)
    // contain-child-host
    /// `host`, alive, draws in the view hierarchy of `container` without being its child.
    case uncontainedChildHost(host: String, container: String)
    /// `didMove(toParent:)` told `controller` it moved to `parent`, which never added it.
    case didMoveWithoutAddChild(controller: String, parent: String)

    // uikit-observation-tracking
    /// `controller` read an `@Observable` property in `method`, which UIKit does not track,
    /// and it changed while the controller was on screen with nothing following it.
    case untrackedObservationRead(controller: String, method: String)

    // large-title-collapse
    /// `scrolled`, a scroll view in `controller`'s view, scrolled off its top under a large
    /// title while the navigation bar tracks `tracked` (the controller's content scroll view
    /// for the top edge), nil when it tracks none: the title stays large.
    case largeTitleCollapse(controller: String, scrolled: String, tracked: String?)

    // bar-appearance-per-item
    /// `controller`, pushed, changed the navigation bar's own `property` (`standardAppearance`,
    /// `compactAppearance`); it was popped and `shownOn`, now on top, still shows that look.
    case barAppearancePerItem(controller: String, property: String, shownOn: String)

    // host-keyboard-inset
    /// `host`, embedded as a child, took the software keyboard into its safe area: `rows` of
    /// it. A self-sizing host (`grew`) grew by them, another had its content laid out that
    /// many rows shorter.
    case hostKeyboardInset(host: String, rows: Int, grew: Bool)

    // popover-compact-adaptation
    /// `presented`, presented as a popover by `presenter`, shows as `shownAs` (a sheet) in a
    /// compact size class, and nothing in its content reads the dismiss action.
    case popoverCompactAdaptation(presented: String, presenter: String, shownAs: String)

    /// The rule this finding breaks.
    public var rule: Rule {
        switch self {
        case .twoStackOwners, .presentWhilePresenting: .oneOwner
        case .doubleNavigationBar: .doubleNavigationBar
        case .manualBackButton, .hiddenBackButton: .manualBackButton
        case .dismissOnPushedHost, .dismissClosesPresentation: .dismissOnPushedHost
        case .navigatorUnbound: .navigatorUnbound
        case .environmentAfterHost: .environmentAfterHost
        case .missingEnvironmentObject: .missingEnvironmentObject
        case .childHostZeroSize: .childHostZeroSize
        case .opaqueHostBackground: .opaqueHostBackground
        case .unretainedHostToolbar, .unretainedHostPresentation: .unretainedChildHost
        case .cellStateReuse: .cellStateReuse
        case .cellEnvironmentValue, .cellEnvironmentObject: .cellEnvironment
        case .stableIdentifiers: .stableIdentifiers
        case .representableUpdate: .representableUpdate
        case .twoSourcesOfTruth: .twoSourcesOfTruth
        case .leakedController: .leakedController
        case .imperativeOnDeclarativePath: .imperativeOnDeclarativePath
        case .largeTitleMode: .largeTitleMode
        case .representableInCell: .representableInCell
        case .alreadyHasParent: .alreadyHasParent
        case .hideBarBeforePush: .hideBarBeforePush
        case .titleFeedsTabItem: .titleFeedsTabItem
        case .navigationItemOwner: .navigationItemOwner
        case .statusBarOwner: .statusBarOwner
        case .representableNavItem: .representableNavItem
        case .traitsInViewIsAppearing: .traitsInViewIsAppearing
        case .traitBridgedEnvironment: .traitBridgedEnvironment
        case .uncontainedChildHost, .didMoveWithoutAddChild: .containChildHost
        case .untrackedObservationRead: .uikitObservationTracking
        case .largeTitleCollapse: .largeTitleCollapse
        case .barAppearancePerItem: .barAppearancePerItem
        case .hostKeyboardInset: .hostKeyboardInset
        case .popoverCompactAdaptation: .popoverCompactAdaptation
        }
    }

    /// What the diagnostic says, as the diagnostics row, the inspector and the state dump show it.
    public var message: String {
        switch self {
        case let .twoStackOwners(root, barHidden): Self.twoStackOwnersMessage(root: root, barHidden: barHidden)
        case let .presentWhilePresenting(controller, presenter, presented):
            Self.presentWhilePresentingMessage(controller: controller, presenter: presenter, presented: presented)
        case let .doubleNavigationBar(view): Self.doubleNavigationBarMessage(view: view)
        case let .manualBackButton(view, item): Self.manualBackButtonMessage(view: view, item: item)
        case let .hiddenBackButton(controller, items):
            Self.hiddenBackButtonMessage(controller: controller, items: items)
        case let .dismissOnPushedHost(view): Self.dismissOnPushedHostMessage(view: view)
        case let .dismissClosesPresentation(view, depth):
            Self.dismissClosesPresentationMessage(view: view, depth: depth)
        case let .navigatorUnbound(action, defaultNavigator):
            Self.navigatorUnboundMessage(action: action, defaultNavigator: defaultNavigator)
        case let .environmentAfterHost(controller, value, copied, current):
            Self.environmentAfterHostMessage(controller: controller, value: value, copied: copied, current: current)
        case let .missingEnvironmentObject(view, type, host):
            Self.missingEnvironmentObjectMessage(view: view, type: type, host: host)
        case let .childHostZeroSize(controller, height, needed):
            Self.childHostZeroSizeMessage(controller: controller, height: height, needed: needed)
        case let .opaqueHostBackground(controller): Self.opaqueHostBackgroundMessage(controller: controller)
        case let .unretainedHostToolbar(host, items): Self.unretainedHostToolbarMessage(host: host, items: items)
        case let .unretainedHostPresentation(host, modifier):
            Self.unretainedHostPresentationMessage(host: host, modifier: modifier)
        case let .cellStateReuse(view): Self.cellStateReuseMessage(view: view)
        case let .cellEnvironmentValue(view, type, seen, provider, provided):
            Self.cellEnvironmentValueMessage(view: view, type: type, seen: seen, provider: provider, provided: provided)
        case let .cellEnvironmentObject(view, type, provider):
            Self.cellEnvironmentObjectMessage(view: view, type: type, provider: provider)
        case let .stableIdentifiers(row, item, now): Self.stableIdentifiersMessage(row: row, item: item, now: now)
        case let .representableUpdate(representable): Self.representableUpdateMessage(representable: representable)
        case let .twoSourcesOfTruth(view, property, model, copy):
            Self.twoSourcesOfTruthMessage(view: view, property: property, model: model, copy: copy)
        case let .leakedController(title, type): Self.leakedControllerMessage(title: title, type: type)
        case let .imperativeOnDeclarativePath(pushed, over, depth):
            Self.imperativeOnDeclarativePathMessage(pushed: pushed, over: over, depth: depth)
        case let .largeTitleMode(asked, hostMode, barLacksLargeTitles):
            Self.largeTitleModeMessage(asked: asked, hostMode: hostMode, barLacksLargeTitles: barLacksLargeTitles)
        case let .representableInCell(representable): Self.representableInCellMessage(representable: representable)
        case let .alreadyHasParent(controller, operation):
            Self.alreadyHasParentMessage(controller: controller, operation: operation)
        case let .hideBarBeforePush(controller, hiddenAtPush):
            Self.hideBarBeforePushMessage(controller: controller, hiddenAtPush: hiddenAtPush)
        case let .titleFeedsTabItem(controller, tab): Self.titleFeedsTabItemMessage(controller: controller, tab: tab)
        case let .navigationItemOwner(host, item, lost, writer):
            Self.navigationItemOwnerMessage(host: host, item: item, lost: lost, writer: writer)
        case let .statusBarOwner(controller, asked, navigation, shown):
            Self.statusBarOwnerMessage(controller: controller, asked: asked, navigation: navigation, shown: shown)
        case let .representableNavItem(controller, property, value, host):
            Self.representableNavItemMessage(controller: controller, property: property, value: value, host: host)
        case let .traitsInViewIsAppearing(controller, trait, read, current):
            Self.traitsInViewIsAppearingMessage(controller: controller, trait: trait, read: read, current: current)
        case let .traitBridgedEnvironment(view, trait, seen, current):
            Self.traitBridgedEnvironmentMessage(view: view, trait: trait, seen: seen, current: current)
        case let .uncontainedChildHost(host, container):
            Self.uncontainedChildHostMessage(host: host, container: container)
        case let .didMoveWithoutAddChild(controller, parent):
            Self.didMoveWithoutAddChildMessage(controller: controller, parent: parent)
        case let .untrackedObservationRead(controller, method):
            Self.untrackedObservationReadMessage(controller: controller, method: method)
        case let .largeTitleCollapse(controller, scrolled, tracked):
            Self.largeTitleCollapseMessage(controller: controller, scrolled: scrolled, tracked: tracked)
        case let .barAppearancePerItem(controller, property, shownOn):
            Self.barAppearancePerItemMessage(controller: controller, property: property, shownOn: shownOn)
        case let .hostKeyboardInset(host, rows, grew): Self.hostKeyboardInsetMessage(host: host, rows: rows, grew: grew)
        case let .popoverCompactAdaptation(presented, presenter, shownAs):
            Self.popoverCompactAdaptationMessage(presented: presented, presenter: presenter, shownAs: shownAs)
        }
    }
}
