import Rules
import Terminal

/// Modal presentation, as UIKit does it: the controller at the root of the caller's
/// containment tree presents (a pushed controller presents through its navigation
/// controller's tree); one presentation per presenter at a time.
extension ViewController {
    /// The controller at the top of this one's containment tree: the one a presentation hangs from.
    var containmentRoot: ViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// Mirrors `present(_:animated:completion:)`. Refused with a `one-owner` diagnostic when
    /// the presenter already presents something or `controller` already has an owner.
    /// A `.fullScreen` presentation makes the presenter disappear; a sheet or popover does not.
    public func present(_ controller: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        let presenter = containmentRoot
        if let current = presenter.presentedStorage {
            report(
                .presentWhilePresenting(
                    controller: controller.typeName, presenter: presenter.typeName, presented: current.typeName))
            return
        }
        guard controller.parent == nil, controller.presentingStorage == nil, controller.rootWindow == nil,
            controller !== presenter
        else {
            report(.alreadyHasParent(controller: controller.typeName, operation: .present))
            return
        }
        presenter.presentedStorage = controller
        controller.presentingStorage = presenter
        controller.presentationSource = self
        window?.events.record(.present(controller.displayTitle, style: controller.modalPresentationStyle))
        if animated, controller.modalPresentationStyle.slides { window?.transitionDidBegin(.present) }
        let covers = controller.modalPresentationStyle == .fullScreen
        _ = controller.view
        if presenter.isAppeared {
            if covers { presenter.beginAppearanceTransition(false) }
            controller.beginAppearanceTransition(true)
            controller.endAppearanceTransition(true)
            if covers { presenter.endAppearanceTransition(false) }
        }
        completion?()
    }

    /// Mirrors `dismiss(animated:completion:)`: dismisses what this controller (or its tree)
    /// presents, else the presentation this controller is part of — with everything presented
    /// above it. A controller that is neither presenting nor presented dismisses nothing.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        let root = containmentRoot
        guard let presenter = root.presentedStorage != nil ? root : root.presentingStorage else { return }
        if animated, presenter.presentedStorage?.modalPresentationStyle.slides == true {
            presenter.window?.transitionDidBegin(.dismiss)
        }
        presenter.dismissPresented()
        completion?()
    }

    private func dismissPresented() {
        guard let presented = presentedStorage else { return }
        presented.dismissPresented()
        let window = self.window
        let covered = presented.modalPresentationStyle == .fullScreen
        let showing = presented.isAppeared
        window?.events.record(.dismiss(presented.displayTitle))
        presented.isBeingDismissed = true
        if showing {
            presented.beginAppearanceTransition(false)
            if covered { beginAppearanceTransition(true) }
            if covered { endAppearanceTransition(true) }
            presented.endAppearanceTransition(false)
        }
        presented.isBeingDismissed = false
        presentedStorage = nil
        presented.presentingStorage = nil
        presented.presentationSource = nil
        window?.controllerReleased(presented)
    }
}

extension ViewController {
    /// The style as the inspector names it: `popover → sheet` while a popover is adapted.
    var presentationStyleDescription: String {
        let shown = effectivePresentationStyle
        return shown == modalPresentationStyle
            ? shown.rawValue : "\(modalPresentationStyle.rawValue) → \(shown.rawValue)"
    }
}
