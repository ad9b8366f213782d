import Imperative
import Terminal

/// The app a replay drives: a window, and a summary of its model for the state dump.
/// `seam` supplies the Ledger app; a package supplies its own, or lets
/// `RootControllerApp` wrap its root controller. The one rule: a factory builds a fresh app
/// for every run, so runs never share state.
@MainActor
public protocol ReplayApp: AnyObject {
    /// The window every key of the script is sent to and every frame drawn from.
    var window: Window { get }
    /// Figures of the model (`invoices`, `voided`), in order.
    var modelSummary: [(String, Int)] { get }
}

/// Builds the app for a script from its `args` words and terminal size; throws a
/// message when the arguments are unusable.
public typealias ReplayAppFactory = @MainActor (_ arguments: [String], _ size: Size) throws -> any ReplayApp
