import Observation

/// Mirrors the migration guides' pattern for reading an `@Observable` model from UIKit:
/// a long-lived `withObservationTracking` loop that runs `apply` now and again after every
/// change to what it read. The one rule: `onChange` fires in `willSet`, before the new value
/// is stored, so the observer only marks itself dirty there and re-applies on the window's
/// next drain (after the key, before the frame), reading the finished mutation.
/// It captures its controller weakly and ends when the controller goes away.
@MainActor
public final class ModelObserver {
    private weak var controller: ViewController?
    /// The untracked callback this observer was made in (usually its controller's
    /// `viewDidLoad`): the observer follows for it what it read there.
    private weak var enclosingScope: ViewController?
    private let body: () -> Bool
    private var isDirty = false
    /// How many times `apply` has run, for tests and the inspector.
    public private(set) var applyCount = 0

    /// Starts observing: runs `apply(controller)` at once and after every change of what it read.
    /// The controller keeps the observer; nothing else needs to.
    @discardableResult
    public init<Owner: ViewController>(_ controller: Owner, apply: @escaping @MainActor (Owner) -> Void) {
        self.controller = controller
        enclosingScope = AutomaticObservation.enclosingUntrackedScope
        body = { [weak controller] in
            guard let controller else { return false }
            apply(controller)
            return true
        }
        controller.modelObservers.append(self)
        track()
    }

    private func track() {
        isDirty = false
        let alive = withObservationTracking {
            body()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.invalidate() }
        }
        if alive { applyCount += 1 }
    }

    /// The type of the controller it observes for, as a fault names it.
    var ownerName: String { controller?.typeName ?? "a freed controller" }

    private func invalidate() {
        isDirty = true
        controller?.trackedReadDidChange()
        enclosingScope?.untrackedReadWasFollowed()
        controller?.window?.schedule(self)
    }

    /// Re-applies when a change arrived since the last run (the window's drain, or the
    /// controller appearing again after a change while it was off screen).
    func applyIfDirty() {
        guard isDirty, controller != nil else { return }
        track()
    }
}
