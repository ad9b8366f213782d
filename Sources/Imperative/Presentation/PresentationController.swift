/// Mirrors UIPresentationController, the part Seam models: the object that manages a
/// presented controller's presentation and asks its delegate how to adapt it. UIKit makes one
/// for every presentation; here `presentationController` makes it when it is first asked for,
/// so the delegate can be set before `present`, as in UIKit.
@preconcurrency @MainActor
public class PresentationController {
    /// Mirrors `presentedViewController`.
    public private(set) unowned var presentedViewController: ViewController
    /// Mirrors `presentingViewController`: nil until the presentation happens.
    public var presentingViewController: ViewController? { presentedViewController.presentingViewController }
    /// Mirrors `delegate` (weak, as in UIKit): asked for the style to adapt to in a compact environment.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?
    /// Mirrors `presentationStyle`: the style the presentation was asked for.
    public var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }

    /// Mirrors `adaptivePresentationStyle(for:)`: "the value provided by the presentation
    /// controller's delegate or `UIModalPresentationStyle.none` if a delegate was not provided
    /// or does not return a valid value" (`fullScreen`, `sheet` for UIKit's form sheet, or `none`).
    public func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        guard let style = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection),
            [.fullScreen, .sheet, .none].contains(style)
        else { return .none }
        return style
    }

    /// The style the presentation shows with under `traits`. Only a popover adapts, and only
    /// in a compact size class: UIKit's own adaptation (a sheet, `ModalPresentationStyle.adapted(to:)`)
    /// unless the delegate answers another valid style; `.none` keeps the popover. Asking the
    /// delegate in compact environments only, and adapting as without one when it answers a
    /// style that is not valid, are Seam's choices.
    func shownStyle(for traits: TraitCollection) -> ModalPresentationStyle {
        let style = presentationStyle
        let adapted = style.adapted(to: traits)
        guard adapted != style, let delegate else { return adapted }
        switch delegate.adaptivePresentationStyle(for: self, traitCollection: traits) {
        case .none: return style
        case .fullScreen: return .fullScreen
        case .sheet: return .sheet
        case .popover, .custom: return adapted
        }
    }
}

/// Mirrors UIPopoverPresentationController: the presentation controller of a controller whose
/// `modalPresentationStyle` is `.popover` (`popoverPresentationController`).
@preconcurrency @MainActor
public final class PopoverPresentationController: PresentationController {}

/// Mirrors UIAdaptivePresentationControllerDelegate, the adaptation part.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Mirrors `adaptivePresentationStyle(for:traitCollection:)`: "Asks the delegate for the
    /// presentation style to use when the specified set of traits are active." Return
    /// `.none` to keep the presentation as it is (a popover stays a popover), `.sheet` or
    /// `.fullScreen` to adapt to that style. Seam asks it in a compact environment only.
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle
}

/// Mirrors UIPopoverPresentationControllerDelegate, which refines the adaptive delegate.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {}

extension ViewController {
    /// Mirrors `presentationController`: the object managing this controller's presentation
    /// (a `PopoverPresentationController` for the `.popover` style), made when first asked for.
    public var presentationController: PresentationController {
        if let existing = presentationControllerStorage,
            (existing is PopoverPresentationController) == (modalPresentationStyle == .popover)
        {
            return existing
        }
        let made =
            modalPresentationStyle == .popover
            ? PopoverPresentationController(presentedViewController: self)
            : PresentationController(presentedViewController: self)
        presentationControllerStorage = made
        return made
    }

    /// Mirrors `popoverPresentationController`: "nil if the view controller is not presented
    /// as a popover" — its `modalPresentationStyle` is not `.popover`.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? PopoverPresentationController
    }
}
