import Declarative
import Hosting
import Imperative

/// The legacy export flow inside a declarative sheet: a representable that makes a
/// navigation controller around `ExportOptionsViewController` once, for the settings the
/// sheet owns, and whose coordinator carries Done back to the sheet's binding.
public struct ExportFlow: ViewControllerRepresentable {
    public let settings: ExportSettings
    public let onDone: @MainActor () -> Void

    public init(settings: ExportSettings, onDone: @escaping @MainActor () -> Void) {
        self.settings = settings
        self.onDone = onDone
    }

    /// Holds the callback so the long-lived controllers reach the current sheet binding.
    @MainActor
    public final class Coordinator {
        var onDone: @MainActor () -> Void = {}
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeUIViewController(context: Context) -> NavigationController {
        let options = ExportOptionsViewController(settings: settings)
        let coordinator = context.coordinator
        options.onDone = { coordinator.onDone() }
        return NavigationController(rootViewController: options)
    }

    public func updateUIViewController(_ viewController: NavigationController, context: Context) {
        context.coordinator.onDone = onDone
    }

    public var focusLabel: String { "Export" }
}
