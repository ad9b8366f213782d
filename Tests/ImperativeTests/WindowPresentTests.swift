import Testing
import Terminal
@testable import Imperative

/// The window's frames as a backend is given them: the window holds its last frame alone,
/// and each frame carries what the backend needs of the one before it.
@MainActor
@Suite struct WindowPresentTests {
    final class Sign: Panel {
        var text = "old" {
            didSet { setNeedsDisplay() }
        }
        override func draw(in context: inout DrawContext) { context.draw(text, at: .zero, style: context.palette.text) }
    }

    private func window(with sign: Sign) -> Window {
        let controller = ViewController()
        sign.frame = Rect(x: 2, y: 3, width: 10, height: 1)
        controller.view.addSubview(sign)
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = controller
        return window
    }

    private func cellsAddress(_ frame: Canvas) -> UnsafeRawPointer? {
        frame.cells.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aFrameDrawnOverTheOneBeforeCarriesItsDamageAndWhatItCovered() {
        let sign = Sign()
        let window = window(with: sign)
        let backend = HeadlessBackend(size: window.size)
        backend.present(window.renderFrame())
        sign.text = "new"
        let frame = window.renderFrame()
        guard case .redrawn(let rects, let before) = frame.change else {
            Issue.record("drawn from scratch: \(frame.change)")
            return
        }
        #expect(rects == [Rect(x: 1, y: 3, width: 12, height: 1)], "the damage and a column either side")
        #expect(before.map { $0.line(0) } == [" old        "])
        backend.present(frame)
        #expect(backend.screen == window.renderedFrame)
        #expect(backend.cellsWritten == 40 * 12 + 3)
    }

    @Test func aPresentedFrameLetGoOfIsDrawnOverInPlace() {
        let sign = Sign()
        let window = window(with: sign)
        let backend = HeadlessBackend(size: window.size)
        backend.present(window.renderFrame())
        let before = cellsAddress(window.renderedFrame)
        sign.text = "new"
        backend.present(window.renderFrame())
        #expect(backend.screen.contains("new"))
        #expect(cellsAddress(window.renderedFrame) == before)
    }

    @Test func aFrameDrawnFromScratchCarriesTheWholeFrameBefore() {
        let sign = Sign()
        let window = window(with: sign)
        let first = window.render()
        window.resize(to: Size(width: 50, height: 12))
        let frame = window.renderFrame()
        guard case .whole(let previous) = frame.change else {
            Issue.record("drawn over the frame before: \(frame.change)")
            return
        }
        #expect(previous == first)
        #expect(FrameDiff(frame).isFullRepaint)
    }

    /// While a transition moves, the screen shows its frames, not the window's: each is
    /// compared with the one shown before it, and so is the first frame after it.
    @Test func framesAfterATransitionAreComparedWithWhatTheScreenShows() {
        let nav = NavigationController(rootViewController: ViewController())
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = nav
        window.animatesTransitions = true
        let backend = HeadlessBackend(size: window.size)
        backend.present(window.render(at: 0))
        let pushed = ViewController()
        pushed.title = "Detail"
        nav.pushViewController(pushed)
        backend.present(window.render(at: 1))
        #expect(window.isAnimating(at: 1.05))
        if let halfway = window.transitionFrame(at: 1.05) { backend.present(halfway) }
        #expect(backend.screen != window.renderedFrame, "halfway")
        pushed.title = "Details"
        let after = window.render(at: 1.06)
        guard case .whole(let previous) = after.change else {
            Issue.record("compared with the window's last frame: \(after.change)")
            return
        }
        #expect(previous == backend.screen)
        backend.present(after)
        #expect(backend.screen == window.renderedFrame)
    }
}
