import Foundation
import Imperative
import Replay
import Screens
import Terminal

/// The interactive app: the curses backend drives the same window replays drive. With a
/// recording target (`seam record FILE`), every event goes through a `ScriptRecorder` and
/// the script is rewritten after each one, so even a killed session leaves it complete.
@MainActor
enum Interactive {
    static func run(_ options: AppOptions, recording: RecordingTarget?) -> Int32 {
        let backend: CursesBackend
        do {
            backend = try CursesBackend(useColor: ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        } catch {
            return Command.fail("\(error)")
        }
        let app = LedgerApp(options: options, size: backend.size)
        let window = app.window
        let recorder = recording.map { ScriptRecorder(window: window, appArguments: $0.appArguments) }
        var written = save(recorder, to: recording)
        if let recording, !written {
            backend.stop()
            return Command.fail("cannot write \(recording.path)")
        }
        backend.present(window.render())
        while !window.isQuitRequested {
            guard let event = backend.nextEvent(timeout: -1) else { continue }
            switch (event, recorder) {
            case (.key(let key), let recorder?): recorder.send(key)
            case (.resize(let size), let recorder?): recorder.resize(to: size)
            case (.key(let key), nil): window.send(key)
            case (.resize(let size), nil): window.resize(to: size)
            }
            written = save(recorder, to: recording)
            backend.present(window.render())
        }
        backend.stop()
        if let recording, !written { return Command.fail("cannot write \(recording.path)") }
        return 0
    }

    /// Writes the script so far; false when it could not be written.
    private static func save(_ recorder: ScriptRecorder?, to target: RecordingTarget?) -> Bool {
        guard let recorder, let target else { return true }
        return FileManager.default.createFile(atPath: target.path, contents: Data(recorder.text.utf8))
    }
}
