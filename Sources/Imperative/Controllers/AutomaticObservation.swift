import Observation
import Rules

/// Mirrors UIKit's automatic observation tracking (iOS 18 with `UIObservationTrackingEnabled`
/// in the Info.plist, on by default from iOS 26): the `@Observable` properties read in a
/// tracked method are remembered, and a change of one invalidates what that method set up, so
/// UIKit calls it again — `viewWillLayoutSubviews()`, a panel's `layoutSubviews()` and
/// `viewDidLayoutSubviews()` lay out again (`setNeedsLayout`), `updateProperties()` runs
/// again (`setNeedsUpdateProperties`), a cell's `updateConfiguration(using:)` runs again
/// (`setNeedsUpdateConfiguration`). Reads anywhere else (`viewDidLoad`, `viewWillAppear(_:)`,
/// `viewIsAppearing(_:)`, `viewDidAppear(_:)`) are not tracked: what they showed goes stale.
/// Seam notes those reads too, to name `uikit-observation-tracking` when one changes and
/// nothing that follows the model runs again for it (`ViewController.checkUntrackedRead`).
@MainActor
package enum AutomaticObservation {
    /// The controllers whose untracked callbacks are running now, innermost last.
    private static var untrackedScopes: [ViewController] = []

    /// The controller whose untracked callback (`viewDidLoad`, `viewWillAppear(_:)`…) is
    /// running now: what is set up now that follows a model (an observer, a hosted view)
    /// read inside it, so its changes explain that callback's.
    package static var enclosingUntrackedScope: ViewController? { untrackedScopes.last }

    /// Runs `body`, tracking the `@Observable` properties it reads; the first change of one
    /// calls `onChange` with `target` on the main actor, in the property's `willSet` (so
    /// `onChange` only marks things to do again). A change also tells the untracked callback
    /// running around this one, if any, that something follows the model for it. `target` and
    /// that callback's controller are held weakly only when `body` read something: a weak
    /// reference gives an object a side table, and every retain and release of it the slow
    /// path, so a panel laid out with nothing observed stays without one.
    static func track<Target: AnyObject, T>(
        _ target: Target, _ body: () -> T, onChange: @escaping @MainActor (Target) -> Void
    ) -> T {
        var handler = ChangeHandler(target: target, enclosing: enclosingUntrackedScope, run: onChange)
        let result = withObservationTracking(body, onChange: { [handler] in handler.fire() })
        // Observation keeps the change callback (and so the handler) only when `body` read an
        // observable property.
        let observed = !isKnownUniquelyReferenced(&handler)
        handler.bodyReturned(observed: observed)
        return result
    }

    /// Runs one of `controller`'s untracked callbacks inside its scope.
    static func runUntracked(_ controller: ViewController, _ body: () -> Void) {
        untrackedScopes.append(controller)
        defer { untrackedScopes.removeLast() }
        body()
    }
}

/// Carries a main-actor handler into Observation's `@Sendable` change callback, which runs
/// where the model is changed: on the main actor, as every model here is. It holds its target
/// (and the enclosing untracked callback's controller) strongly while the tracked body runs,
/// then weakly if the body read something, else not at all. A change during the body (a
/// property read and then set in it) is handled as the body returns.
private final class ChangeHandler<Target: AnyObject>: @unchecked Sendable {
    private let run: @MainActor (Target) -> Void
    private var runningTarget: Target?
    private var runningEnclosing: ViewController?
    private weak var target: Target?
    private weak var enclosing: ViewController?
    private var changedWhileRunning = false

    init(target: Target, enclosing: ViewController?, run: @escaping @MainActor (Target) -> Void) {
        self.run = run
        runningTarget = target
        runningEnclosing = enclosing
    }

    func fire() { MainActor.assumeIsolated { changed() } }

    @MainActor private func changed() {
        if runningTarget != nil { return changedWhileRunning = true }
        if let target { run(target) }
        enclosing?.untrackedReadWasFollowed()
    }

    @MainActor func bodyReturned(observed: Bool) {
        guard let target = runningTarget else { return }
        let enclosing = runningEnclosing
        runningTarget = nil
        runningEnclosing = nil
        if changedWhileRunning {
            run(target)
            enclosing?.untrackedReadWasFollowed()
        } else if observed {
            self.target = target
            self.enclosing = enclosing
        }
    }
}

/// What a controller's automatic observation tracking keeps between frames.
struct ObservationTrackingState {
    /// `updateProperties()` runs in the next update phase (set at first, and by
    /// `setNeedsUpdateProperties()` or a change of what it read).
    var needsUpdateProperties = true
    /// The untracked callback whose reads changed, and the window's update generation then.
    var untrackedChange: (method: String, generation: Int)?
    /// The update generation in which something following the model ran again for this
    /// controller (a tracked method, an observer, content set up in an untracked callback).
    var followedGeneration: Int?
    /// Set once `uikit-observation-tracking` was recorded for this controller.
    var reported = false
}

extension ViewController {
    /// Runs an appearance or loading callback UIKit does not track, noting what it reads
    /// (imperative controllers only: a host's callbacks render its content, which follows
    /// its model by itself).
    func runUntracked(_ method: String, _ body: () -> Void) {
        guard kind == .imperative else { return body() }
        AutomaticObservation.track(self, { AutomaticObservation.runUntracked(self, body) }) {
            $0.untrackedReadDidChange(method)
        }
    }

    /// Runs `updateProperties()` when it is needed, tracked: a change of what it read asks
    /// for it again, as `setNeedsUpdateProperties()` does.
    func updatePropertiesIfNeeded() {
        guard isViewLoaded, observationTracking.needsUpdateProperties else { return }
        observationTracking.needsUpdateProperties = false
        AutomaticObservation.track(self, { updateProperties() }) {
            $0.setNeedsUpdateProperties()
            $0.trackedReadDidChange()
        }
    }

    /// A property read in a tracked method of this controller (or by its model observer)
    /// changed: what it shows follows the model.
    package func trackedReadDidChange() {
        guard let window else { return }
        observationTracking.followedGeneration = window.updateGeneration
    }

    /// Something set up in one of this controller's untracked callbacks (an observer, a
    /// hosted view, a child's callback) follows a change of what it read there.
    package func untrackedReadWasFollowed() {
        trackedReadDidChange()
    }

    private func untrackedReadDidChange(_ method: String) {
        guard let window else { return }
        observationTracking.untrackedChange = (method, window.updateGeneration)
        window.scheduleUntrackedReadCheck(self)
    }

    /// At the end of the update phase in which a property read in an untracked callback
    /// changed: if this controller is on screen and nothing that follows the model ran again
    /// for it in the same generation, what the callback showed is stale, and
    /// `uikit-observation-tracking` is recorded (once a controller).
    func checkUntrackedRead(generation: Int) {
        guard let change = observationTracking.untrackedChange, change.generation == generation else { return }
        observationTracking.untrackedChange = nil
        guard observationTracking.followedGeneration != generation, isAppeared, window != nil,
            !observationTracking.reported
        else { return }
        observationTracking.reported = true
        report(.untrackedObservationRead(controller: typeName, method: change.method))
    }
}

extension Panel {
    /// Lays the panel out with UIKit's tracking: for a controller's root panel
    /// `viewWillLayoutSubviews()`, then `layoutSubviews()`, then `viewDidLayoutSubviews()`; a
    /// change of an `@Observable` property any of them read lays the panel out again.
    func layoutTrackingObservation() {
        let controller = owner
        AutomaticObservation.track(
            self,
            {
                controller?.viewWillLayoutSubviews()
                layoutSubviews()
                controller?.viewDidLayoutSubviews()
            }
        ) {
            $0.setNeedsLayout()
            $0.viewController?.trackedReadDidChange()
        }
    }
}

extension ListCell {
    /// Runs `updateConfiguration(using:)` with UIKit's tracking: a change of an `@Observable`
    /// property it read asks for it again (`setNeedsUpdateConfiguration()`).
    func updateConfigurationTrackingObservation(using state: CellConfigurationState) {
        needsUpdateConfiguration = false
        AutomaticObservation.track(self, { updateConfiguration(using: state) }) {
            $0.setNeedsUpdateConfiguration()
            $0.viewController?.trackedReadDidChange()
        }
    }
}

extension Window {
    /// Controllers to check at the end of this update phase (`checkUntrackedRead`).
    func scheduleUntrackedReadCheck(_ controller: ViewController) {
        if !untrackedReadChecks.contains(where: { $0.controller === controller }) {
            untrackedReadChecks.append(UntrackedReadCheck(controller: controller))
        }
    }

    /// The end of an update phase: the scheduled checks run, and a new generation begins.
    func finishUpdateGeneration() {
        let checks = untrackedReadChecks
        untrackedReadChecks.removeAll()
        for check in checks { check.controller?.checkUntrackedRead(generation: updateGeneration) }
        updateGeneration += 1
    }
}

/// A controller to check at the end of the update phase, held weakly.
struct UntrackedReadCheck {
    weak var controller: ViewController?
}
