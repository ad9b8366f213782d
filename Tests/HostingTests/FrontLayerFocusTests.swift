import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

/// Only the front layer shows focus: a host behind a presentation or the help overlay keeps
/// its focused control but draws no focus mark; the ring it draws in front is one style.
@MainActor
@Suite struct FrontLayerFocusTests {
    struct Actions: View {
        var body: some View {
            VStack(alignment: .leading) {
                Button("Receipts") {}; Button("Export") {}
            }
        }
    }

    private func setup() -> (Window, NavigationController, HostingController<Actions>) {
        let host = HostingController(rootView: Actions())
        let nav = NavigationController(rootViewController: host)
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = nav
        return (window, nav, host)
    }

    /// The column and row where `text` starts (one column per character: no wide ones here).
    private func origin(of text: String, in canvas: Canvas) -> (x: Int, y: Int)? {
        for (y, line) in canvas.rows.enumerated() {
            if let r = line.range(of: text) { return (line.distance(from: line.startIndex, to: r.lowerBound), y) }
        }
        return nil
    }

    @Test func theFocusedButtonIsOneUniformBlock() throws {
        let (window, _, _) = setup()
        let canvas = window.render()
        let ring = "▸ Receipts ◂"
        let (x, y) = try #require(origin(of: ring, in: canvas))
        let styles = Set((x..<x + DisplayWidth.of(ring)).map { canvas[$0, y].style })
        #expect(styles.count == 1, "every cell of the ring, padding included, in one style: \(styles.map(\.code))")
        #expect(styles.first?.attributes.contains(.reverse) == true)
    }

    @Test func aHostBehindASheetKeepsFocusButShowsNoMark() {
        let (window, nav, host) = setup()
        window.resize(to: Size(width: 120, height: 24))  // regular: a popover stays a popover
        #expect(host.isInFrontLayer)
        let sheet = ViewController()
        sheet.modalPresentationStyle = .popover  // in a corner: the host's buttons stay in view
        sheet.preferredContentSize = Size(width: 10, height: 3)
        nav.present(sheet)
        #expect(!host.isInFrontLayer)
        #expect(sheet.isInFrontLayer)
        let behind = window.render()
        #expect(behind.text.contains("[ Receipts ]"))
        #expect(!behind.text.contains("▸"))
        #expect(host.focusedControlLabel == "Receipts", "focus stays where it was")
        sheet.dismiss()
        #expect(host.isInFrontLayer)
        #expect(window.render().text.contains("▸ Receipts ◂"))
    }

    @Test func theHelpOverlayIsTheFrontLayer() {
        let (window, _, host) = setup()
        window.send(.character("?"))
        #expect(window.isShowingHelp)
        #expect(!host.isInFrontLayer)
        window.send(.escape)
        #expect(host.isInFrontLayer)
    }
}
