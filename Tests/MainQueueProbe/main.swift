import Dispatch
import Foundation
import Imperative
import Terminal

// The main queue as a program whose main thread runs Seam's loops sees it (`seam`, and any
// program with synchronous top-level code): `MainQueueTests` runs this and reads a line a
// check, `ok NAME` or `FAIL NAME: what happened`. A test process cannot check this itself:
// Swift Testing runs the main actor on a worker thread of `dispatchMain()`'s.

var failures = 0
@MainActor func check(_ name: String, _ passed: Bool, _ detail: @autoclosure () -> String) {
    print(passed ? "ok \(name)" : "FAIL \(name): \(detail())")
    if !passed { failures += 1 }
}

MainActor.assumeIsolated {
    // Work queued on the main queue runs later, not inline, and a drain runs all of it.
    var log: [String] = []
    DispatchQueue.main.async { log.append("async") }
    Task { @MainActor in log.append("task") }
    check("queued-work-waits", log.isEmpty && MainQueue.hasQueuedWork, "\(log)")
    let first = MainQueue.drain()
    check("drain-runs-queued-work", log == ["async", "task"] && first == .quiet(passes: 1), "\(log) \(first)")
    check("quiet-after-drain", !MainQueue.hasQueuedWork && MainQueue.drain() == .quiet(passes: 0), "still queued")

    // Work that queues work runs in the same drain, a pass later.
    log = []
    DispatchQueue.main.async {
        log.append("outer")
        DispatchQueue.main.async { log.append("inner") }
    }
    let nested = MainQueue.drain()
    check("drain-runs-requeued-work", log == ["outer", "inner"] && nested == .quiet(passes: 2), "\(log) \(nested)")

    // Work that keeps queueing work stops the drain after its limit, and stays queued.
    @MainActor final class Endless {
        var goesOn = true
        var runs = 0
        func run() {
            runs += 1
            if goesOn { DispatchQueue.main.async { self.run() } }
        }
    }
    let endless = Endless()
    DispatchQueue.main.async { endless.run() }
    let busy = MainQueue.drain(passLimit: 10)
    check(
        "endless-work-stops", busy == .stillBusy(passes: 10) && endless.runs == 10 && MainQueue.hasQueuedWork, "\(busy)"
    )
    endless.goesOn = false
    let ended = MainQueue.drain()
    check("endless-work-ends", ended == .quiet(passes: 1) && endless.runs == 11, "\(ended) \(endless.runs)")

    // A key whose handler queues work: the work runs after the handler, before `send` returns,
    // and the frame taken next shows it.
    final class Screen: ViewController {
        let label = LabelPanel("before")
        var seenInline = ""
        override func viewDidLoad() {
            label.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            view.addSubview(label)
        }
        override func handle(_ key: Key) -> Bool {
            guard key == .character("x") else { return false }
            DispatchQueue.main.async { self.label.text = "after" }
            seenInline = label.text ?? "nil"
            return true
        }
    }
    let window = Window(size: Size(width: 60, height: 20))
    let screen = Screen()
    window.rootViewController = screen
    window.render()
    window.send(.character("x"))
    check("key-work-runs-later", screen.seenInline.contains("before"), screen.seenInline)
    check("key-work-runs-before-send-returns", screen.label.text == "after", screen.label.text ?? "nil")
    check("frame-shows-key-work", window.render().contains("after"), window.renderedFrame.text)

    // Work queued outside any input (another thread's reply) runs in the next frame's update.
    DispatchQueue.global().sync { DispatchQueue.main.async { screen.label.text = "reply" } }
    check("frame-shows-queued-work", window.render().contains("reply"), window.renderedFrame.text)

    // Work a screen queues in the update phase (a task its content starts as it appears)
    // runs before the frame is drawn, and the phase runs again for it.
    final class Appearing: ViewController {
        let label = LabelPanel("appearing")
        override func viewDidLoad() {
            label.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            view.addSubview(label)
        }
        var queued = false
        override func viewWillLayoutSubviews() {
            guard !queued else { return }
            queued = true
            DispatchQueue.main.async { self.label.text = "appeared" }
        }
    }
    let second = Window(size: Size(width: 60, height: 20))
    second.rootViewController = Appearing()
    check("first-frame-shows-update-phase-work", second.render().contains("appeared"), second.renderedFrame.text)
}
exit(failures == 0 ? 0 : 1)
