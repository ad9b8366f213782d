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
    /// at `time`. Returns what to show at `time`. Only a transition keeps the frame before the
    /// input beside the window's: otherwise the window draws over its one frame in place.
    public func render(at time: Double) -> Frame {
        let kind = pendingTransition
        pendingTransition = nil
        let moves = kind != nil && !traitCollection.accessibilityReduceMotion
        let before = moves ? lastFrame?.canvas : nil
        var frame = renderFrame()
        if let kind, let before, moves {
            transition = ScreenTransition(
                kind, from: before, to: frame.canvas, start: time,
                rightToLeft: traitCollection.layoutDirection == .rightToLeft)
        } else {
            transition = nil
        }
        if let moving = transitionFrame(at: time) { return moving }
        // The screen shows a transition's frame, not the frame this one was drawn over.
        if let shown = shownTransitionFrame {
            shownTransitionFrame = nil
            frame.change = .whole(previous: shown)
        }
        return frame
    }

    /// True while a transition still moves at `time`.
    public func isAnimating(at time: Double) -> Bool {
        transition.map { !$0.isFinished(at: time) } ?? false
    }

    /// The frame of the current transition at `time` (the final frame once it is over), drawn
    /// whole over what the screen shows; nil when no transition ran since the last input.
    public func transitionFrame(at time: Double) -> Frame? {
        guard let transition else { return nil }
        let canvas = transition.frame(at: time)
        let previous = shownTransitionFrame ?? transition.from
        shownTransitionFrame = canvas
        return Frame(canvas: canvas, change: .whole(previous: previous))
    }
}
