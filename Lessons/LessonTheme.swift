import Rules

/// The themes the Lessons list groups the rules under, in the list's order. `theme(of:)` is
/// the one place a rule is given its theme: its switch has no default, so a rule added to
/// the catalog does not compile until it has one.
public enum LessonTheme: CaseIterable, Sendable {
    case containersAndBars
    case hostingAndContainment
    case environmentAndTraits
    case listsAndCells
    case presentation

    /// The header row of the theme's group.
    public var title: String {
        switch self {
        case .containersAndBars: "Containers and bars"
        case .hostingAndContainment: "Hosting and containment"
        case .environmentAndTraits: "Environment and traits"
        case .listsAndCells: "Lists and cells"
        case .presentation: "Presentation"
        }
    }

    /// The theme a rule is taught under.
    public static func theme(of rule: Rule) -> LessonTheme {
        switch rule {
        // Who owns the stack, its navigation bar and the tab bar around it.
        case .oneOwner, .doubleNavigationBar, .manualBackButton, .navigatorUnbound,
            .imperativeOnDeclarativePath, .largeTitleMode, .hideBarBeforePush,
            .titleFeedsTabItem, .navigationItemOwner, .statusBarOwner, .largeTitleCollapse, .barAppearancePerItem:
            .containersAndBars
        // Hosts and representables inside controllers, and a controller's place in the hierarchy.
        case .childHostZeroSize, .opaqueHostBackground, .unretainedChildHost, .representableUpdate,
            .leakedController, .alreadyHasParent, .representableNavItem, .containChildHost, .hostKeyboardInset:
            .hostingAndContainment
        // What a hosted view sees, and where its facts come from.
        case .environmentAfterHost, .missingEnvironmentObject, .twoSourcesOfTruth, .traitsInViewIsAppearing,
            .traitBridgedEnvironment, .uikitObservationTracking:
            .environmentAndTraits
        // Cell content and the items it shows.
        case .cellStateReuse, .cellEnvironment, .stableIdentifiers, .representableInCell: .listsAndCells
        // Sheets and popovers, and what dismiss closes.
        case .dismissOnPushedHost, .popoverCompactAdaptation: .presentation
        }
    }

    /// The theme's rules, in catalog order.
    public var rules: [Rule] { Rule.allCases.filter { Self.theme(of: $0) == self } }

    /// Every rule in the order the Lessons list shows them: theme by theme, in catalog order
    /// within a theme.
    public static var listOrder: [Rule] { allCases.flatMap(\.rules) }
}
