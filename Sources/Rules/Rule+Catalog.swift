/// The catalog: each rule's entry, read by everything that explains a rule.
extension Rule {
    public var entry: RuleEntry {
        switch self {
        case .oneOwner: .oneOwner
        case .doubleNavigationBar: .doubleNavigationBar
        case .manualBackButton: .manualBackButton
        case .dismissOnPushedHost: .dismissOnPushedHost
        case .navigatorUnbound: .navigatorUnbound
        case .environmentAfterHost: .environmentAfterHost
        case .missingEnvironmentObject: .missingEnvironmentObject
        case .childHostZeroSize: .childHostZeroSize
        case .opaqueHostBackground: .opaqueHostBackground
        case .unretainedChildHost: .unretainedChildHost
        case .cellStateReuse: .cellStateReuse
        case .cellEnvironment: .cellEnvironment
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
        case .containChildHost: .containChildHost
        case .uikitObservationTracking: .uikitObservationTracking
        case .largeTitleCollapse: .largeTitleCollapse
        case .barAppearancePerItem: .barAppearancePerItem
        case .hostKeyboardInset: .hostKeyboardInset
        case .popoverCompactAdaptation: .popoverCompactAdaptation
        }
    }

    public var title: String { entry.title }
    public var pattern: RulePattern { entry.pattern }
}
