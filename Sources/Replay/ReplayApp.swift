import Imperative
import Terminal

/// The app a replay drives: a window, and a summary of its model for the state dump.
/// `seam` supplies the Ledger app; tests may supply others.
@MainActor
public protocol ReplayApp: AnyObject {
    var window: Window { get }
    /// Figures of the model (`invoices`, `voided`), in order.
    var modelSummary: [(String, Int)] { get }
}

/// Builds the app for a script from its `args` words and terminal size; throws a
/// message when the arguments are unusable.
public typealias ReplayAppFactory = @MainActor (_ arguments: [String], _ size: Size) throws -> any ReplayApp
