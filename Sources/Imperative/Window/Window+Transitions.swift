import Terminal

/// Motion: in the interactive app a push, pop, presentation or dismissal moves briefly from
/// the frame before it to the frame after (`ScreenTransition`), unless reduce motion is on.
/// Replays never animate: `animatesTransitions` is off unless the interactive loop turns it
/// on, so their frames and goldens are the end state only.
///
/// The loop asks for frames by time: `render(at:)` after input, then, while
/// `isAnimating(at:)`, `transitionFrame(at:)` on its timer. A frame of a transition is a pure
/// function of the two frames and the time; any new input ends a transition at once.
extension Window {
    /// Called by a container when a transition it animates happens (`animated: true`), and
    /// by a host whose NavigationStack path grew or shrank.
    package func transitionDidBegin(_ kind: ScreenTransition.Kind) {
        guard animatesTransitions else { return }
        pendingTransition = kind
    }

    /// Renders a frame (the update phase, then the draw phase) and, when the input before it
    /// pushed, popped, presented or dismissed with motion allowed, starts a transition to it
    /// at `time`. Returns what to show at `time`.
    public func render(at time: Double) -> Canvas {
        let frame = render()
        let kind = pendingTransition
        pendingTransition = nil
        if let kind, !traitCollection.accessibilityReduceMotion, let before = transitionBase {
            transition = ScreenTransition(
                kind, from: before, to: frame, start: time,
                rightToLeft: traitCollection.layoutDirection == .rightToLeft)
        } else {
            transition = nil
        }
        transitionBase = frame
        return transitionFrame(at: time) ?? frame
    }

    /// True while a transition still moves at `time`.
    public func isAnimating(at time: Double) -> Bool {
        transition.map { !$0.isFinished(at: time) } ?? false
    }

    /// The frame of the current transition at `time` (the final frame once it is over); nil
    /// when no transition ran since the last input.
    public func transitionFrame(at time: Double) -> Canvas? {
        transition?.frame(at: time)
    }
}
