import Foundation
import Terminal

/// `seam exercises watch`: one screen on the terminal, the current exercise re-checked each
/// time a file of the package changes (modification times, polled twice a second).
@MainActor
struct ExerciseWatch {
    var check: ExerciseCheck
    var seamProgram: String

    func run() -> Int32 {
        print("Checking every exercise once (the first build can take minutes)…")
        var screen = ExerciseWatchScreen(results: check.run(), current: 0)
        ExercisesCommand.record(screen.results, in: check.directory)
        screen.current = screen.results.firstIndex { $0.status != .done } ?? 0
        var backend: CursesBackend
        do { backend = try CursesBackend(useColor: false) } catch {
            return ExercisesCommand.fail("exercises watch needs a terminal: \(error)")
        }
        defer { backend.stop() }
        var stamps = modificationTimes()
        var shown: Canvas?
        while true {
            Self.show(screen, on: backend, over: &shown)
            guard let event = backend.nextEvent(timeout: 500) else {
                if backend.isInputClosed { return 1 }
                let now = modificationTimes()
                if now != stamps {
                    stamps = now
                    recheck(&screen, backend: backend, shown: &shown)
                }
                continue
            }
            guard case .key(let key) = event else { continue }
            switch key {
            case .character("q"), .ctrl("C"): return screen.results.allSatisfy { $0.status == .done } ? 0 : 1
            case .character("h"):
                screen.hint = screen.hint == nil ? hint(for: screen) : nil
            case .character("n"):
                screen.hint = nil
                screen.current = (screen.current + 1) % max(1, screen.results.count)
                recheck(&screen, backend: backend, shown: &shown)
            case .character("l"):
                backend.stop()
                openLesson(screen.results[screen.current].exercise.id)
                guard let again = try? CursesBackend(useColor: false) else { return 1 }
                backend = again
                shown = nil
                screen.note = "back from the lesson"
            default: continue
            }
        }
    }

    /// Checks the current exercise again; when it is done, moves to the next one not done.
    private func recheck(_ screen: inout ExerciseWatchScreen, backend: CursesBackend, shown: inout Canvas?) {
        guard screen.results.indices.contains(screen.current) else { return }
        screen.note = "checking…"
        Self.show(screen, on: backend, over: &shown)
        let id = screen.results[screen.current].exercise.id
        guard let result = check.run(only: [id]).first else { return }
        screen.results[screen.current] = result
        ExercisesCommand.record([result], in: check.directory)
        screen.note = "checked at \(Self.clock.string(from: Date()))"
        if result.status == .done, let next = screen.results.firstIndex(where: { $0.status != .done }) {
            screen.current = next
            screen.hint = nil
        }
    }

    /// Draws `screen` whole and writes what differs from `shown`, the screen drawn last.
    private static func show(_ screen: ExerciseWatchScreen, on backend: CursesBackend, over shown: inout Canvas?) {
        let canvas = screen.render(size: backend.size)
        backend.present(Frame(canvas: canvas, change: .whole(previous: shown)))
        shown = canvas
    }

    private static let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()

    private func hint(for screen: ExerciseWatchScreen) -> String {
        let exercise = screen.results[screen.current].exercise
        let progress = ExerciseProgress.read(in: check.directory)
        let checkout = progress.seamPath.map { SeamCheckout(root: URL(fileURLWithPath: $0)) } ?? .builtFrom
        return checkout.text("hint.md", of: exercise) ?? "No hint for \(exercise.id)."
    }

    /// Runs `seam --lesson ID` in this terminal and waits for it to quit. Spawned in this
    /// process's group (Foundation's `Process` starts a group of its own, which the terminal
    /// stops as soon as it reads a key), so it is the terminal's foreground program as `watch` was.
    private func openLesson(_ id: String) {
        let arguments = [seamProgram, "--lesson", id]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, seamProgram, nil, nil, &argv, environ) == 0 else { return }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
    }

    /// Every Swift file and replay of the package, with when it last changed.
    private func modificationTimes() -> [String: Date] {
        var stamps: [String: Date] = [:]
        let manager = FileManager.default
        for folder in ["Exercises", "Replays", "Checker"] {
            let root = check.directory.appendingPathComponent(folder)
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey])
            else { continue }
            for case let url as URL in walker {
                let date = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
                if let date { stamps[url.path] = date }
            }
        }
        return stamps
    }
}
