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

    /// The nearest navigation controller above this one.
    public var navigationController: NavigationController? {
        var p = parent
        while let c = p {
            if let nav = c as? NavigationController { return nav }
            p = c.parent
        }
        return nil
    }

    /// The window showing this controller, if any.
    public var window: Window? {
        var c: ViewController? = self
        while let x = c {
            if let w = x.rootWindow { return w }
            c = x.parent ?? x.presentingStorage
        }
        return nil
    }

    /// True while this controller is in the window's front layer: the top presentation
    /// (a sheet, an alert) or, with nothing presented, the root — and no help overlay over it.
    /// Only the front layer shows focus, as only the key window's first responder does in
    /// UIKit; what is below is dimmed (`tintAdjustmentMode = .dimmed`). The update phase
    /// hands the same answer down as `UpdateContext.isFrontLayer`.
    public var isInFrontLayer: Bool {
        let layer = containmentRoot
        guard let window = layer.rootWindow ?? layer.presentingStorage?.window else { return false }
        return window.isFrontLayer(layer)
    }
}
