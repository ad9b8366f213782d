import Dispatch
import Foundation
import Imperative
import Testing

/// The main queue: work queued with `DispatchQueue.main.async` or `Task { @MainActor in }`
/// runs later, never inline. On the main thread of a program (`seam`) the window drains it
/// after every input and before every frame; `MainQueueProbe` checks that, since a test
/// process runs its main actor on a worker thread, where nothing can drain the queue.
@MainActor
@Suite struct MainQueueTests {
    @Test func theProgramsMainThreadDrainsTheQueueAfterInputAndBeforeFrames() throws {
        let probe = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent().appendingPathComponent("MainQueueProbe")
        let process = Process()
        process.executableURL = probe
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map(String.init)
        let checks = [
            "queued-work-waits", "drain-runs-queued-work", "quiet-after-drain", "drain-runs-requeued-work",
            "endless-work-stops", "endless-work-ends", "key-work-runs-later", "key-work-runs-before-send-returns",
            "frame-shows-key-work", "frame-shows-queued-work", "first-frame-shows-update-phase-work",
        ]
        #expect(lines == checks.map { "ok \($0)" }, "\(text)")
        #expect(process.terminationStatus == 0)
    }

    @Test func offTheMainThreadADrainIsUnavailableAndWorkRunsWhenTheJobYields() async {
        var ran = false
        DispatchQueue.main.async { ran = true }
        #expect(!Thread.isMainThread)
        #expect(MainQueue.drain() == .unavailable)
        #expect(!MainQueue.hasQueuedWork)
        #expect(!ran)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        #expect(ran)
    }

}
