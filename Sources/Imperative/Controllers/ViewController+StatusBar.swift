import Rules

/// The status bar's style, as UIKit settles it: the window asks its root controller, which
/// hands the question down through `childForStatusBarStyle` until a controller answers with
/// its own `preferredStatusBarStyle`. A navigation controller answers itself while its bar is
/// shown (from its bar's style), so a screen on its stack is not asked unless a subclass
/// forwards to its top: `status-bar-owner` is recorded when such a screen asks for a style
/// the status bar then does not show.
extension ViewController {
    /// The controller whose `preferredStatusBarStyle` the status bar shows when this controller
    /// is the root: the end of the chain of `childForStatusBarStyle`.
    public var statusBarStyleController: ViewController {
        var c = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(c)]
        while let next = c.childForStatusBarStyle, seen.insert(ObjectIdentifier(next)).inserted { c = next }
        return c
    }

    /// The style the status bar shows when this controller is the root, resolved for the
    /// traits of the controller that decides.
    public var resolvedStatusBarStyle: StatusBarStyle {
        let decider = statusBarStyleController
        return decider.preferredStatusBarStyle.resolved(for: decider.traitCollection.userInterfaceStyle)
    }

    /// Mirrors `setNeedsStatusBarAppearanceUpdate()`: "Indicates to the system that the view
    /// controller status bar attributes have changed." The status bar asks its root again.
    public func setNeedsStatusBarAppearanceUpdate() {
        statusBarAppearanceDidChange()
    }

    /// After an appearance or `setNeedsStatusBarAppearanceUpdate()`: the window's status bar
    /// asks again, and a screen whose style is not the one its navigation controller answers
    /// with records `status-bar-owner`.
    func statusBarAppearanceDidChange() {
        window?.statusBarAppearanceUpdates += 1
        guard preferredStatusBarStyle != .default, let navigation = navigationControllerDecidingStatusBar else {
            return
        }
        let asked = preferredStatusBarStyle.resolved(for: traitCollection.userInterfaceStyle)
        let shown = navigation.preferredStatusBarStyle.resolved(for: navigation.traitCollection.userInterfaceStyle)
        guard asked != shown else { return }
        report(
            .statusBarOwner(
                controller: typeName, asked: preferredStatusBarStyle.rawValue, navigation: navigation.typeName,
                shown: shown.words))
    }

    /// The navigation controller that keeps this controller's style from the status bar: going
    /// up through the containers that hand the question down to this branch, the first that
    /// answers itself, when it is a navigation controller with this branch on top.
    private var navigationControllerDecidingStatusBar: NavigationController? {
        var child = self
        while let parent = child.parent {
            if let asked = parent.childForStatusBarStyle {
                guard asked === child else { return nil }
                child = parent
                continue
            }
            guard let navigation = parent as? NavigationController, navigation.topViewController === child else {
                return nil
            }
            return navigation
        }
        return nil
    }
}
