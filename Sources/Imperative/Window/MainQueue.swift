import Dispatch
import Foundation

/// The main dispatch queue, serviced as an iOS app's main run loop services it: what
/// `DispatchQueue.main.async { … }`, `Task { @MainActor in … }` and Combine's
/// `receive(on: DispatchQueue.main)` or `receive(on: RunLoop.main)` schedule runs later, on
/// the main thread, never inline in the code that scheduled it
/// (https://developer.apple.com/documentation/dispatch/dispatchqueue/main).
///
/// How the queue is serviced on Linux: the main queue's work runs when something drains it.
/// `dispatchMain()` does, but never returns (it ends the main thread and hands the queue to
/// a worker thread); Foundation's run loop does too — each pass of `RunLoop.main.run(mode:before:)`
/// on the main thread runs the work queued when the pass began (`Task { @MainActor in }`
/// jobs included: the main actor's executor is the main queue), and work that work queues
/// waits for the next pass. Seam's loops do not block in a run loop, so they call `drain()`:
/// the interactive loop after every batch of input and whenever its wait for input times
/// out, the window after every key, mouse event, paste, resize and setting change and in
/// every update phase (so before every frame a replay takes). A drain repeats passes until
/// the queue is quiet: on Linux it asks libdispatch's wake-up descriptor of the main queue
/// (the event descriptor Foundation's run loop waits on), so "quiet" is exact.
///
/// A drain needs the main thread outside a drain of its own: a Swift Testing process runs
/// its main actor on a worker thread of `dispatchMain()`'s, where nothing can run the queue
/// while the caller holds it, so `drain()` there returns `.unavailable` and the work runs
/// when the test's job ends or awaits, as it would with `dispatchMain()`.
@MainActor
public enum MainQueue {
    /// What a drain did.
    public enum Drain: Equatable, Sendable {
        /// The queue is empty; `passes` passes ran work (0: nothing was queued).
        case quiet(passes: Int)
        /// Work still queued after `passes` passes: work that keeps queueing more work. It
        /// stays queued for the next drain.
        case stillBusy(passes: Int)
        /// Not drained: the caller is not on the main thread, or is inside a drain already
        /// (work that the drain runs, queueing more, runs in the same drain).
        case unavailable

        /// Whether any queued work ran.
        public var ranWork: Bool {
            switch self {
            case .quiet(let passes), .stillBusy(let passes): passes > 0
            case .unavailable: false
            }
        }
    }

    /// Passes a drain runs before it gives up on a queue that never empties.
    public static let passLimit = 100

    private static var isDraining = false

    /// Runs the main queue's work, and the work that work queues, until the queue is quiet
    /// or `passLimit` passes have run.
    @discardableResult
    public static func drain(passLimit: Int = MainQueue.passLimit) -> Drain {
        guard Thread.isMainThread, !isDraining else { return .unavailable }
        isDraining = true
        defer { isDraining = false }
        #if os(Linux)
            var passes = 0
            while hasQueuedWork {
                guard passes < passLimit else { return .stillBusy(passes: passes) }
                _ = RunLoop.main.run(mode: .default, before: Date())
                passes += 1
            }
            return .quiet(passes: passes)
        #else
            // Without the wake-up descriptor nothing tells whether work is queued: one pass
            // runs what was queued before it, and the next drain what that work queued.
            _ = RunLoop.main.run(mode: .default, before: Date())
            return .quiet(passes: 1)
        #endif
    }

    /// Lets the main queue's work run, and the work that work queues, from code that may not
    /// be able to drain it (`drain()` is `.unavailable` where a Swift Testing test runs):
    /// drains where it can; elsewhere awaits, `rounds` times, a marker queued behind the work
    /// queued so far — the queue runs in order, so each round runs what was queued before it,
    /// and this code resumes behind what that work queued. True when any work may have run.
    @discardableResult
    public static func settle(rounds: Int = 3) async -> Bool {
        let drained = drain()
        guard drained == .unavailable else { return drained.ranWork }
        for _ in 0..<rounds {
            await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { resumed.resume() }
            }
        }
        return true
    }

    /// Whether the main queue holds work a drain would run (always false where `drain` is
    /// unavailable, and where nothing tells).
    public static var hasQueuedWork: Bool {
        #if os(Linux)
            guard Thread.isMainThread else { return false }
            var descriptor = pollfd(fd: _dispatch_get_main_queue_handle_4CF(), events: Int16(POLLIN), revents: 0)
            return poll(&descriptor, 1, 0) > 0
        #else
            return false
        #endif
    }
}

#if os(Linux)
    /// libdispatch's wake-up descriptor of the main queue: readable while work is queued. It is
    /// what Foundation's run loop waits on to service the queue (`CFRunLoop`'s main-queue port).
    @_silgen_name("_dispatch_get_main_queue_handle_4CF")
    private func _dispatch_get_main_queue_handle_4CF() -> Int32
#endif

extension Window {
    /// Rounds of the update phase a frame runs while the phase itself queues main-queue work
    /// (a screen's appearance starting a task): each round drains the queue, then updates.
    static let mainQueueUpdateRounds = 8

    /// Drains the main queue (`MainQueue.drain`): the window does after every input and in
    /// every update phase; the interactive loop also while it waits for input. Work that
    /// keeps queueing more work stops the drain after `MainQueue.passLimit` passes, so a frame
    /// always comes: the transcript names the fault (an engine fault, not a rule of the
    /// catalog) and debug builds stop.
    @discardableResult
    public func drainMainQueue() -> MainQueue.Drain {
        let drain = MainQueue.drain()
        if case .stillBusy(let passes) = drain {
            let fault = EventLog.Event.mainQueueStillBusy(passes: passes)
            events.record(fault)
            if stopsOnEngineFaults { assertionFailure(fault.description) }
        }
        return drain
    }
}
