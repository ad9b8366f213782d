import Rules
import Observation
import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

/// A model whose line count the card shows, to change the card's ideal size.
@Observable
@MainActor
final class CardModel {
    var lines = 1
}

/// A card of `model.lines` lines, each `card N`; nothing at all for zero lines.
struct Card: View {
    let model: CardModel
    var body: some View {
        if model.lines > 0 {
            Text((1...model.lines).map { "card \($0)" }.joined(separator: "\n"))
        }
    }
}

/// An imperative screen whose root panel is a stack sized by intrinsic sizes: a label,
/// then whatever child host is embedded.
@MainActor
final class StackScreen: ViewController {
    let stack = StackPanel()
    override func loadView() {
        stack.addArrangedSubview(LabelPanel("above"))
        setView(stack)
    }
}

/// An imperative panel that draws `imperative` on its third row, under whatever covers it.
@MainActor
final class Backdrop: Panel {
    override func draw(in context: inout DrawContext) {
        context.draw("imperative", at: Point(x: 0, y: 2), style: context.palette.text)
    }
}

/// An imperative screen whose root panel is a `Backdrop`.
@MainActor
final class BackdropScreen: ViewController {
    override func loadView() { setView(Backdrop()) }
}

@MainActor
@Suite struct ChildHostingTests {
    private func show(_ screen: ViewController) -> Window {
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = screen
        return window
    }

    private func embed(_ host: ViewController, in parent: ViewController, panel: Panel? = nil) {
        parent.addChild(host)
        (panel ?? parent.view).addSubview(host.view)
        host.didMove(toParent: parent)
    }

    @Test func withoutIntrinsicSizingTheViewKeepsTheSizeMeasuredAtItsFirstLayout() {
        let model = CardModel(); model.lines = 2
        let host = HostingController(rootView: Card(model: model))
        let container = Panel()
        container.addSubview(host.view)
        host.view.frame = Rect(x: 0, y: 0, width: 20, height: 2)
        container.layoutIfNeeded()
        model.lines = 3
        host.updateIfNeeded(in: UpdateContext(origin: .zero, clip: container.frame, traits: host.traitCollection))
        container.layoutIfNeeded()
        #expect(host.idealContentSize == Size(width: 6, height: 3))
        #expect(host.view.intrinsicContentSize == Size(width: 6, height: 2))
        host.sizingOptions = .intrinsicContentSize
        #expect(host.view.intrinsicContentSize == Size(width: 6, height: 3))
    }

    @Test func intrinsicHostInAStackRelaysOutWhenItsContentGrows() {
        let screen = StackScreen(), model = CardModel()
        let host = HostingController(rootView: Card(model: model))
        host.sizingOptions = .intrinsicContentSize
        let window = show(screen)
        embed(host, in: screen)
        _ = window.render()
        #expect(host.view.frame == Rect(x: 0, y: 1, width: 40, height: 1))
        model.lines = 3
        let frame = window.render()
        #expect(host.view.frame.height == 3)
        #expect(frame.line(3).hasPrefix("card 3"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func preferredContentSizeTracksTheContent() {
        let screen = StackScreen(), model = CardModel()
        let host = HostingController(rootView: Card(model: model))
        host.sizingOptions = .preferredContentSize
        #expect(host.preferredContentSize == Size(width: 6, height: 1))
        let window = show(screen)
        embed(host, in: screen)
        host.view.frame = Rect(x: 0, y: 1, width: 40, height: 5)
        model.lines = 4
        _ = window.render()
        #expect(host.preferredContentSize == Size(width: 6, height: 4))
    }

    /// `child-host-zero-size` messages recorded so far.
    private func zeroSizeMessages(_ window: Window) -> [String] {
        window.diagnostics.entries.filter { $0.rule == .childHostZeroSize }.map(\.message)
    }

    @Test func childHostEmptyAtItsFirstLayoutStaysAtZeroHeightAndReports() {
        let screen = StackScreen(), model = CardModel()
        model.lines = 0
        let host = HostingController(rootView: Card(model: model))
        let window = show(screen)
        embed(host, in: screen)
        _ = window.render()
        #expect(host.view.frame.height == 0)
        #expect(window.diagnostics.entries.isEmpty)
        model.lines = 2
        let frame = window.render()
        #expect(host.view.frame.height == 0)
        #expect(!frame.contains("card 1"))
        #expect(zeroSizeMessages(window).count == 1)
        #expect(zeroSizeMessages(window).first?.contains("stays at zero height") == true)
    }

    @Test func childHostWhoseContentGrowsIsClippedAndReports() {
        let screen = StackScreen(), model = CardModel()
        let host = HostingController(rootView: Card(model: model))
        let window = show(screen)
        embed(host, in: screen)
        #expect(window.render().line(1).hasPrefix("card 1"))
        #expect(window.diagnostics.entries.isEmpty)
        model.lines = 3
        let frame = window.render()
        #expect(host.view.frame.height == 1)
        #expect(frame.line(1).hasPrefix("card 1"))
        #expect(!frame.line(2).contains("card") && !frame.line(3).contains("card"))
        #expect(zeroSizeMessages(window).first?.contains("is clipped") == true)
    }

    @Test func childHostWhoseContentShrinksLeavesAGapAndReports() {
        let screen = StackScreen(), model = CardModel()
        model.lines = 3
        let host = HostingController(rootView: Card(model: model))
        let window = show(screen)
        embed(host, in: screen)
        screen.stack.addArrangedSubview(LabelPanel("below"))
        #expect(window.render().line(4).hasPrefix("below"))
        model.lines = 1
        let frame = window.render()
        #expect(frame.line(2).allSatisfy { $0 == " " })
        #expect(frame.line(4).hasPrefix("below"))
        #expect(zeroSizeMessages(window).first?.contains("leaves a gap") == true)
    }

    @Test func childHostStillMeasuredRightIsSilent() {
        let screen = StackScreen()
        let host = HostingController(rootView: Card(model: CardModel()))
        let window = show(screen)
        embed(host, in: screen)
        #expect(window.render().line(1).hasPrefix("card 1"))
        window.resize(to: Size(width: 60, height: 20))
        #expect(window.render().line(1).hasPrefix("card 1"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func childHostWithIntrinsicSizingShowsItsContentSilently() {
        let screen = StackScreen()
        let host = HostingController(rootView: Card(model: CardModel()))
        host.sizingOptions = .intrinsicContentSize
        let window = show(screen)
        embed(host, in: screen)
        #expect(window.render().line(1).hasPrefix("card 1"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func opaqueChildHostOverImperativeContentHidesItAndReports() {
        let screen = BackdropScreen()
        let host = HostingController(rootView: Card(model: CardModel()))
        let window = show(screen)
        embed(host, in: screen)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(host.view.edgeConstraints(equalTo: screen.view))
        let frame = window.render()
        #expect(!frame.contains("imperative"))
        #expect(window.diagnostics.contains(rule: .opaqueHostBackground))
    }

    @Test func clearChildHostLetsImperativeContentThroughSilently() {
        let screen = BackdropScreen()
        let host = HostingController(rootView: Card(model: CardModel()))
        let window = show(screen)
        embed(host, in: screen)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(host.view.edgeConstraints(equalTo: screen.view))
        host.view.backgroundColor = .clear
        let frame = window.render()
        #expect(frame.line(0).hasPrefix("card 1"))
        #expect(frame.line(2).hasPrefix("imperative"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func retainedChildHostKeepsDrawingSilently() {
        let screen = ViewController()
        let window = show(screen)
        let host = HostingController(rootView: Card(model: CardModel()))
        embed(host, in: screen)
        host.view.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        #expect(window.render().line(0).hasPrefix("card 1"))
        #expect(window.diagnostics.entries.isEmpty)
        #expect(host.parent === screen)
    }

    @Test func stackPanelSizesArrangedSubviewsByIntrinsicHeight() {
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(top: 1, leading: 2))
        let a = LabelPanel("one"), b = Panel(), c = LabelPanel("two\nlines")
        c.numberOfLines = 0  // UIKit's default is one line
        for p in [a, b, c] { stack.addArrangedSubview(p) }
        stack.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        stack.layoutIfNeeded()
        #expect(a.frame == Rect(x: 2, y: 1, width: 18, height: 1))
        #expect(b.frame == Rect(x: 2, y: 3, width: 18, height: 0))
        #expect(c.frame == Rect(x: 2, y: 4, width: 18, height: 2))
        #expect(stack.intrinsicContentSize == Size(width: 7, height: 6))
    }
}
