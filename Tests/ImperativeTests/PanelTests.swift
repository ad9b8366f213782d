import Testing
import Terminal
@testable import Imperative

@MainActor
@Suite struct PanelTests {
    func draw(_ panel: Panel, size: Size = Size(width: 20, height: 4), traits: TraitCollection = TraitCollection()) -> Canvas {
        let rect = Rect(origin: .zero, size: size)
        var canvas = Canvas(size: size)
        canvas.fill(rect, with: ".", style: Style())
        var context = DrawContext(canvas: canvas, origin: .zero, clip: rect, traits: traits)
        panel.frame = rect
        panel.layoutIfNeeded()
        panel.render(in: &context)
        return context.canvas
    }

    @Test func pinnedPanelsFillTheirSuperviewOnLayout() {
        let root = Panel(), child = Panel()
        child.pinsToSuperviewEdges = true
        root.addSubview(child)
        root.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 0, y: 0, width: 30, height: 10))
        root.frame = Rect(x: 0, y: 0, width: 40, height: 12)
        root.layoutIfNeeded()
        #expect(child.frame.size == Size(width: 40, height: 12))
    }

    @Test func safeAreaPinnedPanelsKeepTheControllersAdditionalInsetsClear() {
        let controller = ViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 1, leading: 2)
        let child = Panel()
        child.pinsToSafeArea = true
        controller.view.addSubview(child)
        controller.view.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        controller.view.layoutIfNeeded()
        #expect(child.frame == Rect(x: 2, y: 1, width: 28, height: 9))
    }

    @Test func panelsAreOpaqueByDefaultAndClearShowsWhatIsBelow() {
        let opaque = Panel()
        #expect(draw(opaque).line(0) == String(repeating: " ", count: 20))
        let clear = Panel()
        clear.backgroundColor = .clear
        #expect(draw(clear).line(0) == String(repeating: ".", count: 20))
    }

    @Test func aFixedBackgroundPaintsThatColour() {
        let p = Panel()
        p.backgroundColor = .fixed(.brightRed)
        #expect(draw(p)[3, 1].style.background == .brightRed)
    }

    @Test func labelsHaveAnIntrinsicSizeAndAlign() {
        let label = Label("Plan\nBusiness")
        #expect(label.intrinsicContentSize == Size(width: 8, height: 2))
        #expect(label.sizeThatFits(Size(width: 50, height: 50)) == Size(width: 8, height: 2))
        label.textAlignment = .trailing
        #expect(draw(label).line(1).hasSuffix("Business"))
        label.textAlignment = .natural
        var rtl = TraitCollection(); rtl.layoutDirection = .rightToLeft
        #expect(draw(label, traits: rtl).line(0).hasSuffix("Plan"))
        #expect(draw(label).line(0).hasPrefix("Plan"))
    }

    @Test func subviewsDrawInTheirSuperviewsCoordinatesAndAreClipped() {
        let root = Panel()
        let label = Label("Hello, world")
        label.frame = Rect(x: 15, y: 2, width: 12, height: 1)
        root.addSubview(label)
        let frame = draw(root)
        #expect(frame.line(2) == String(repeating: " ", count: 15) + "Hello")
    }
}
