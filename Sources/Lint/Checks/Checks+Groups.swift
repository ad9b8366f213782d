/// The checks by family; `Checks.all` joins them.
extension Checks {
    static let hosting: [any Check] = [
        UnretainedChildHostCheck(),
        ChildHostZeroSizeCheck(),
        MissingEnvironmentObjectCheck(),
        AlreadyHasParentCheck(),
    ]
    static let navigation: [any Check] = [
        HideBarBeforePushCheck(),
        DoubleNavigationBarCheck(),
        ManualBackButtonCheck(),
        DismissOnPushedHostCheck(),
        LargeTitleModeCheck(),
        OneOwnerCheck(),
        TitleFeedsTabItemCheck(),
    ]
    static let cellsAndModels: [any Check] = [
        CellStateReuseCheck(),
        CellEnvironmentCheck(),
        RepresentableInCellCheck(),
        RepresentableUpdateCheck(),
        TwoSourcesOfTruthCheck(),
        LeakedControllerCheck(),
    ]
}
