import Rules

/// The lesson of each rule: its demonstration type. The switch has no default, so a rule
/// added to the catalog does not compile until it has a lesson.
enum Lessons {
    static func demonstration(for rule: Rule) -> any LessonDemonstration.Type {
        switch rule {
        case .oneOwner: OneOwnerLesson.self
        case .doubleNavigationBar: DoubleNavigationBarLesson.self
        case .environmentAfterHost: EnvironmentAfterHostLesson.self
        case .missingEnvironmentObject: MissingEnvironmentObjectLesson.self
        case .childHostZeroSize: ChildHostZeroSizeLesson.self
        case .opaqueHostBackground: OpaqueHostBackgroundLesson.self
        case .unretainedChildHost: UnretainedChildHostLesson.self
        case .representableUpdate: RepresentableUpdateLesson.self
        case .cellStateReuse: CellStateReuseLesson.self
        case .cellEnvironment: CellEnvironmentLesson.self
        case .stableIdentifiers: StableIdentifiersLesson.self
        case .manualBackButton: ManualBackButtonLesson.self
        case .largeTitleMode: LargeTitleModeLesson.self
        case .representableInCell: RepresentableInCellLesson.self
        case .twoSourcesOfTruth: TwoSourcesOfTruthLesson.self
        case .leakedController: LeakedControllerLesson.self
        case .alreadyHasParent: AlreadyHasParentLesson.self
        case .hideBarBeforePush: HideBarBeforePushLesson.self
        case .titleFeedsTabItem: TitleFeedsTabItemLesson.self
        case .navigationItemOwner: NavigationItemOwnerLesson.self
        case .statusBarOwner: StatusBarOwnerLesson.self
        case .representableNavItem: RepresentableNavItemLesson.self
        case .traitsInViewIsAppearing: TraitsInViewIsAppearingLesson.self
        case .traitBridgedEnvironment: TraitBridgedEnvironmentLesson.self
        case .containChildHost: ContainChildHostLesson.self
        case .uikitObservationTracking: UikitObservationTrackingLesson.self
        case .largeTitleCollapse: LargeTitleCollapseLesson.self
        case .barAppearancePerItem: BarAppearancePerItemLesson.self
        case .hostKeyboardInset: HostKeyboardInsetLesson.self
        case .dismissOnPushedHost: DismissOnPushedHostLesson.self
        case .navigatorUnbound: NavigatorUnboundLesson.self
        case .imperativeOnDeclarativePath: ImperativeOnDeclarativePathLesson.self
        case .popoverCompactAdaptation: PopoverCompactAdaptationLesson.self
        }
    }
}
