extension ViewController {
    /// A child whose view is already in the view hierarchy of a parent on screen appears now,
    /// as UIKit's automatic forwarding makes it appear when a contained controller's view
    /// enters a visible parent's hierarchy: `viewWillAppear`, `viewIsAppearing`,
    /// `viewDidAppear`. A controller whose view was added without `addChild(_:)` is no child,
    /// and so is never told it appears (`contain-child-host`).
    func appearInAppearedParent() {
        guard let parent, parent.isAppeared, !isAppeared, !isInAppearanceTransition,
            let root = parent.viewIfLoaded, viewIfLoaded?.isDescendant(of: root) == true
        else { return }
        beginAppearanceTransition(true)
        endAppearanceTransition(true)
    }
}
