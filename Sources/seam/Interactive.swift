import Foundation
import Imperative
import Screens
import Terminal

/// The interactive app: the curses backend drives the same window replays drive.
@MainActor
enum Interactive {
    static func run(_ options: AppOptions) -> Int32 {
        let backend: CursesBackend
        do {
            backend = try CursesBackend(useColor: ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        } catch {
            return Command.fail("\(error)")
        }
        let app = LedgerApp(options: options, size: backend.size)
        let window = app.window
        backend.present(window.render())
        while !window.isQuitRequested {
            guard let event = backend.nextEvent(timeout: -1) else { continue }
            switch event {
            case .key(let key): window.send(key)
            case .resize(let size): window.resize(to: size)
            }
            backend.present(window.render())
        }
        backend.stop()
        return 0
    }
}
