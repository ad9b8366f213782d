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
    /// calls `onChange` on the main actor, in the property's `willSet` (so `onChange` only
    /// marks things to do again). A change also tells the untracked callback running around
    /// this one, if any, that something follows the model for it.
    static func track<T>(_ body: () -> T, onChange: @escaping @MainActor () -> Void) -> T {
        let enclosing = enclosingUntrackedScope
        let handler = ChangeHandler { [weak enclosing] in
            onChange()
            enclosing?.untrackedReadWasFollowed()
        }
        return withObservationTracking(body, onChange: { handler.fire() })
    }

    /// Runs one of `controller`'s untracked callbacks inside its scope.
    static func runUntracked(_ controller: ViewController, _ body: () -> Void) {
        untrackedScopes.append(controller)
        defer { untrackedScopes.removeLast() }
        body()
    }
}

/// Carries a main-actor handler into Observation's `@Sendable` change callback, which runs
/// where the model is changed: on the main actor, as every model here is.
private final class ChangeHandler: @unchecked Sendable {
    private let run: @MainActor () -> Void
    init(_ run: @escaping @MainActor () -> Void) { self.run = run }
    func fire() { MainActor.assumeIsolated { run() } }
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
        AutomaticObservation.track({ AutomaticObservation.runUntracked(self, body) }) { [weak self] in
            self?.untrackedReadDidChange(method)
        }
    }

    /// Runs `updateProperties()` when it is needed, tracked: a change of what it read asks
    /// for it again, as `setNeedsUpdateProperties()` does.
    func updatePropertiesIfNeeded() {
        guard isViewLoaded, observationTracking.needsUpdateProperties else { return }
        observationTracking.needsUpdateProperties = false
        AutomaticObservation.track({ updateProperties() }) { [weak self] in
            self?.setNeedsUpdateProperties()
            self?.trackedReadDidChange()
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
        AutomaticObservation.track({
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }) { [weak self] in
            self?.setNeedsLayout()
            self?.viewController?.trackedReadDidChange()
        }
    }
}

extension ListCell {
    /// Runs `updateConfiguration(using:)` with UIKit's tracking: a change of an `@Observable`
    /// property it read asks for it again (`setNeedsUpdateConfiguration()`).
    func updateConfigurationTrackingObservation(using state: CellConfigurationState) {
        needsUpdateConfiguration = false
        AutomaticObservation.track({ updateConfiguration(using: state) }) { [weak self] in
            self?.setNeedsUpdateConfiguration()
            self?.viewController?.trackedReadDidChange()
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
