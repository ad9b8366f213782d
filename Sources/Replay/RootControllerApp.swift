import Imperative
import Terminal

/// The `ReplayApp` of any controller tree: a window of the script's size whose root is the
/// controller a package's factory builds (a `NavigationController`, a `TabBarController`, a
/// `HostingController`, any `ViewController`). `ReplayRunner.replay(_:rootViewController:)`
/// makes one per run; the one rule is that the factory builds a fresh tree every time, so no
/// state crosses from one run to the next.
@MainActor
public final class RootControllerApp: ReplayApp {
    /// The window the script drives.
    public let window: Window
    private let summary: @MainActor () -> [(String, Int)]

    /// A window of `size` showing `rootViewController`; `modelSummary` supplies the figures
    /// of the state dump's `model` field (none by default).
    public init(
        size: Size, rootViewController: ViewController,
        modelSummary: @escaping @MainActor () -> [(String, Int)] = { [] }
    ) {
        window = Window(size: size)
        window.rootViewController = rootViewController
        summary = modelSummary
    }

    /// The figures `modelSummary` supplies, read when the state dump is made.
    public var modelSummary: [(String, Int)] { summary() }

    /// A replay factory building `RootControllerApp`s from `rootViewController`. Such an app
    /// has no options: a script with an `args` line is refused.
    public static func factory(_ rootViewController: @escaping @MainActor () -> ViewController) -> ReplayAppFactory {
        { arguments, size in
            if let first = arguments.first { throw RootControllerAppError(option: first) }
            return RootControllerApp(size: size, rootViewController: rootViewController())
        }
    }
}

/// Why `RootControllerApp.factory` refused a script: it has `args`, and the app takes none.
public struct RootControllerAppError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The first app option the script gave.
    public var option: String
    public var description: String { "this app takes no options (args), got '\(option)'" }
}
