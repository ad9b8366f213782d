/// An invariant that did not hold after a soak step.
public struct SoakFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the soak checks after every step.
    public enum Invariant: String, Sendable, CaseIterable {
        case emptyStack = "empty-stack"
        case topNotDrawn = "top-not-drawn"
        case leakedController = "leaked-controller"
        case modelInconsistent = "model-inconsistent"
        case frameDoesNotFit = "frame-does-not-fit"
        case splitWideCharacter = "split-wide-character"
    }

    public var invariant: Invariant
    /// The 0-based index of the step after which it failed.
    public var step: Int
    public var message: String

    public init(_ invariant: Invariant, step: Int, _ message: String) {
        self.invariant = invariant
        self.step = step
        self.message = message
    }

    public var description: String { "\(invariant.rawValue) after step \(step + 1): \(message)" }
}
