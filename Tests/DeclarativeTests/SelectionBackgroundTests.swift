import Testing
import Terminal
import TestSupport
@testable import Declarative

/// `.background(.selection)` and the background prominence it raises: text on a selected
/// row is the fill label, highlighted, whatever foreground style it asked for.
@MainActor
@Suite struct SelectionBackgroundTests {
    struct Row: View {
        var body: some View {
            HStack(spacing: 1) {
                Text("Invoice").foregroundStyle(.secondary).font(.caption)
                Text(" VOID ").background(.red)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.selection)
        }
    }

    func render(_ view: some View, width: Int) -> Canvas {
        let graph = ViewGraph(rootView: view)
        var canvas = Canvas(size: Size(width: width, height: 1))
        graph.layout(in: canvas.bounds)
        graph.draw(into: &canvas, clip: canvas.bounds)
        return canvas
    }

    @Test func textOnTheSelectionTakesTheSelectedStyleAndAFillStaysPartOfTheHighlight() {
        let frame = render(Row(), width: 30)
        let palette = Palette.dark
        #expect(frame[0, 0].style == palette.selected(Style()), "secondary caption text is the fill label, not dim")
        #expect(frame[29, 0].style.attributes.contains(.highlight), "the fill spans the row")
        let badge = frame[9, 0].style
        #expect(badge.background == palette.destructive)
        #expect(badge.attributes.contains(.highlight), "the badge stays highlighted: reversed without colour too")
    }

    @Test func elsewhereTheProminenceIsStandard() {
        let frame = render(Text("Invoice").foregroundStyle(.secondary), width: 10)
        #expect(frame[0, 0].style.foreground == Palette.dark.secondaryLabel)
        #expect(!frame[0, 0].style.attributes.contains(.highlight))
    }
}

/// Dim text falls below 4.5:1 on any terminal, so no font style dims, at any size.
@Suite struct FontContrastTests {
    @Test func noTextStyleIsDimAtAnySize() {
        for font in Font.allCases {
            for size in DynamicTypeSize.allCases {
                #expect(!font.attributes(at: size).contains(.dim), "\(font) at \(size)")
            }
        }
    }

    @MainActor
    @Test func textOnARedFillIsTheFillLabel() {
        let graph = ViewGraph(rootView: Text(" VOID ").background(.red))
        var canvas = Canvas(size: Size(width: 6, height: 1))
        graph.layout(in: canvas.bounds)
        graph.draw(into: &canvas, clip: canvas.bounds)
        #expect(canvas[1, 0].style.foreground == Palette.dark.fillLabel)
        #expect(canvas[1, 0].style.background == Palette.dark.destructive)
    }
}
