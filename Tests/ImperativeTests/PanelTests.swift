import Testing
import Terminal
@testable import Imperative

@MainActor
@Suite struct PanelTests {
    func draw(_ panel: Panel, size: Size = Size(width: 20, height: 4), traits: TraitCollection = TraitCollection())
        -> Canvas
    {
        let rect = Rect(origin: .zero, size: size)
        var canvas = Canvas(size: size)
        canvas.fill(rect, with: ".", style: Style())
        var context = DrawContext(canvas: canvas, origin: .zero, clip: rect, traits: traits)
        panel.frame = rect
        panel.layoutIfNeeded()
        panel.render(in: &context)
        return context.canvas
    }

    @Test func aSubviewThatOutlivesItsSuperviewHasNone() {
        let child = Panel()
        do {
            let parent = Panel()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        let other = Panel()
        other.addSubview(child)
        child.removeFromSuperview()
        #expect(child.superview == nil)
        #expect(other.subviews.isEmpty)
    }

    @Test func pinnedPanelsFillTheirSuperviewOnLayout() {
        let root = Panel(), child = Panel()
        root.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(child.edgeConstraints(equalTo: root))
        root.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 0, y: 0, width: 30, height: 10))
        root.frame = Rect(x: 0, y: 0, width: 40, height: 12)
        root.layoutIfNeeded()
        #expect(child.frame.size == Size(width: 40, height: 12))
    }

    @Test func panelsAreOpaqueByDefaultAndClearShowsWhatIsBelow() {
        let opaque = Panel()
        #expect(draw(opaque).line(0) == String(repeating: " ", count: 20))
        let clear = Panel()
        clear.backgroundColor = .clear
        #expect(draw(clear).line(0) == String(repeating: ".", count: 20))
    }

    /// A panel that counts its draws and writes its name over its area.
    final class Marking: Panel {
        var draws = 0
        let mark: String
        init(_ mark: String) { self.mark = mark; super.init() }
        override func draw(in context: inout DrawContext) {
            draws += 1
            context.draw(mark, at: .zero, style: context.palette.text)
        }
    }

    @Test func anOpaqueSubviewOverTheClipHidesWhatIsUnderIt() {
        let root = Marking("root"), below = Marking("below"), cover = Marking("cover"), badge = Marking("badge")
        badge.backgroundColor = .clear
        for s in [below, cover, badge] { root.addSubview(s) }
        below.frame = Rect(x: 0, y: 0, width: 20, height: 4)
        cover.frame = Rect(x: 0, y: 0, width: 20, height: 4)
        badge.frame = Rect(x: 10, y: 2, width: 10, height: 1)
        let canvas = draw(root)
        #expect(root.draws == 0 && below.draws == 0, "the cover hides the root's drawing and the subview before it")
        #expect(cover.draws == 1 && badge.draws == 1, "the cover and what is over it draw")
        #expect(canvas.line(0) == "cover" + String(repeating: " ", count: 15))
        #expect(canvas.line(2) == String(repeating: " ", count: 10) + "badge     ")
    }

    @Test func aSubviewThatLeavesPartOfTheClipOrIsClearHidesNothing() {
        let root = Marking("root"), partial = Marking("partial"), clear = Marking("clear")
        clear.backgroundColor = .clear
        root.addSubview(partial)
        root.addSubview(clear)
        partial.frame = Rect(x: 0, y: 1, width: 20, height: 3)
        clear.frame = Rect(x: 0, y: 0, width: 20, height: 4)
        let canvas = draw(root)
        #expect(root.draws == 1 && partial.draws == 1 && clear.draws == 1)
        #expect(canvas.line(0) == "clear" + String(repeating: " ", count: 15))
        #expect(canvas.line(1) == "partial" + String(repeating: " ", count: 13))
        partial.isHidden = true
        partial.frame = Rect(x: 0, y: 0, width: 20, height: 4)
        _ = draw(root)
        #expect(root.draws == 2, "a hidden subview covers nothing")
    }

    @Test func aFixedBackgroundPaintsThatColour() {
        let p = Panel()
        p.backgroundColor = .fixed(.brightRed)
        #expect(draw(p)[3, 1].style.background == .brightRed)
    }

    @Test func labelsHaveAnIntrinsicSizeAndAlign() {
        let label = LabelPanel("Plan\nBusiness")
        label.numberOfLines = 0  // UIKit's default is one line
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
        let label = LabelPanel("Hello, world")
        label.frame = Rect(x: 15, y: 2, width: 12, height: 1)
        root.addSubview(label)
        let frame = draw(root)
        #expect(frame.line(2) == String(repeating: " ", count: 15) + "Hello")
    }
}
