import Foundation
import Imperative
import Replay
import Screens
import Terminal

/// The interactive app: the curses backend drives the same window replays drive.
///
/// Input is handled in batches: after waiting for the first event, everything already
/// pending (a paste, a held-down key, keys typed while a frame was drawn) is handled before
/// one frame is drawn, so a burst never makes the app fall behind, and the last frame is
/// the one a replay of the same keys draws.
///
/// With a recording target (`seam record FILE`), every event goes through a `ScriptRecorder`
/// and the script is replaced atomically after each batch, before its frame is drawn: a
/// session killed at any moment leaves a complete script that replays to the last frame
/// drawn (or to one batch further).
///
/// Pushes, pops, presentations and dismissals animate (`Window.animatesTransitions`): after
/// such a batch the loop waits for input with a timeout of `frameInterval` and draws the
/// transition's frame for the time it wakes at, until the transition is over (at most 150 ms,
/// six frames or so). Reduce motion (F8) turns it off; input during a transition ends it.
///
/// The "System" appearance follows the terminal: the app starts in the colour scheme that
/// matches the terminal's background (`TerminalBackground`); F3 and the Settings override
/// still change it.
///
/// `SEAM_TERMINAL_MARKS` (any value; set by `seam replay --terminal`) writes a mark after
/// every frame drawn when no transition is moving (`CursesBackend.writeMark`): `events=N`,
/// the number of input events handled so far, so the program reading the terminal knows the
/// screen is settled for them.
///
/// The main queue is the app's, as on iOS: what `DispatchQueue.main.async`, `Task { @MainActor in }`
/// or `receive(on: DispatchQueue.main)` queue runs after the input that queued it, before its
/// frame (the window drains the queue, `Window.drainMainQueue`), and work queued from another
/// thread runs while the loop waits for input, which it wakes for every `mainQueueInterval`.
///
/// `SEAM_FIXED_CLOCK` (any value; set by `seam replay --terminal`) fixes the clock where
/// replays fix it (`SystemClock.fix()`), so a date on screen matches the headless replay's.
///
/// `SEAM_STATS` (any value) prints `seam: N events, M frames, K transition frames` to stderr
/// at the end: the frames drawn for input, then those drawn by transitions on the timer.
@MainActor
enum Interactive {
    static func run(_ options: AppOptions, recording: RecordingTarget?) -> Int32 {
        let backend: CursesBackend
        do {
            backend = try CursesBackend(useColor: ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        } catch {
            return Command.fail("\(error)")
        }
        var options = options
        options.markExercisesOfCurrentFolder()
        let app = LedgerApp(options: options, size: backend.size)
        let window = app.window
        var settings = window.settings
        settings.userInterfaceStyle = backend.background == .light ? .light : .dark
        window.apply(settings)
        window.animatesTransitions = true
        let recorder = recording.map { ScriptRecorder(window: window, appArguments: $0.appArguments) }
        if let failure = save(recorder, to: recording) {
            backend.stop()
            return Command.fail("\(failure)")
        }
        var failure: AtomicFile.Failure?
        var events = 0, frames = 1, transitionFrames = 0
        // The time the frame on screen was drawn for: while a transition was still moving
        // then, another frame is due.
        var shownAt = now()
        let marks = ProcessInfo.processInfo.environment["SEAM_TERMINAL_MARKS"] != nil
        if ProcessInfo.processInfo.environment["SEAM_FIXED_CLOCK"] != nil { SystemClock.fix() }
        /// Marks a settled screen for `seam replay --terminal`.
        func markIfSettled() {
            if marks && !window.isAnimating(at: shownAt) { backend.writeMark("events=\(events)") }
        }
        backend.present(window.render(at: shownAt))
        markIfSettled()
        while !window.isQuitRequested {
            let timeout = window.isAnimating(at: shownAt) ? frameInterval : mainQueueInterval
            guard var event = backend.nextEvent(timeout: timeout) else {
                if backend.isInputClosed { break }
                shownAt = now()
                if window.drainMainQueue().ranWork {
                    backend.present(window.render(at: shownAt))
                    frames += 1
                    markIfSettled()
                } else if let frame = window.transitionFrame(at: shownAt) {
                    backend.present(frame)
                    transitionFrames += 1
                    markIfSettled()
                }
                continue
            }
            while true {
                handle(event, window: window, recorder: recorder)
                events += 1
                guard !window.isQuitRequested, let next = backend.nextEvent(timeout: 0) else { break }
                event = next
            }
            failure = save(recorder, to: recording)
            shownAt = now()
            backend.present(window.render(at: shownAt))
            frames += 1
            markIfSettled()
        }
        backend.stop()
        if ProcessInfo.processInfo.environment["SEAM_STATS"] != nil {
            FileHandle.standardError.write(
                Data("seam: \(events) events, \(frames) frames, \(transitionFrames) transition frames\n".utf8))
        }
        if let failure { return Command.fail("\(failure)") }
        return 0
    }

    /// Milliseconds between two frames of a transition.
    static let frameInterval: Int32 = 25

    /// The longest the loop waits for input before it drains the main queue (`MainQueue`):
    /// work queued from another thread (a timer, a network reply delivered with
    /// `DispatchQueue.main.async`) shows within this many milliseconds, as the next frame.
    static let mainQueueInterval: Int32 = 50

    /// The loop's clock, in seconds.
    private static func now() -> Double { ProcessInfo.processInfo.systemUptime }

    private static func handle(_ event: TerminalEvent, window: Window, recorder: ScriptRecorder?) {
        switch (event, recorder) {
        case (.key(let key), let recorder?): recorder.send(key)
        case (.resize(let size), let recorder?): recorder.resize(to: size)
        case (.mouse(let mouse), let recorder?): recorder.send(mouse)
        case (.paste(let text), let recorder?): recorder.paste(text)
        case (.key(let key), nil): window.send(key)
        case (.resize(let size), nil): window.resize(to: size)
        case (.mouse(let mouse), nil): window.send(mouse)
        case (.paste(let text), nil): window.paste(text)
        }
    }

    /// Replaces the script file with the script so far; the failure when it could not.
    private static func save(_ recorder: ScriptRecorder?, to target: RecordingTarget?) -> AtomicFile.Failure? {
        guard let recorder, let target else { return nil }
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(recorder.text, to: target.path)
            return nil
        } catch {
            return error
        }
    }
}
