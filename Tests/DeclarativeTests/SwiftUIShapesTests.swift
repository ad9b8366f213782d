import Foundation
import TestSupport
import Testing
import Terminal
@testable import Declarative

/// Call shapes iOS code writes that Seam takes as SwiftUI does: `List(_:id:rowContent:)`,
/// `Text(_:format:)` and `.foregroundColor(_:)`.
@MainActor
@Suite struct SwiftUIShapesTests {
    struct Post: Identifiable {
        let id: Int
        let title: String
    }

    @Test func aListOfDataMakesARowPerElement() {
        let byID = renderText(List(["First", "Second"], id: \.self) { Text($0) }, width: 12, height: 3)
        #expect(
            byID.split(separator: "\n").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "First", "Second",
            ])
        let posts = [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")]
        let identified = renderText(List(posts) { Text($0.title) }, width: 12, height: 3)
        #expect(identified.contains("Hello") && identified.contains("World"))
    }

    @Test func aFormatStyleWritesTheText() {
        let price = Decimal(string: "12.5")!
        let text = Text(price, format: .currency(code: "EUR").locale(Locale(identifier: "en_US")))
        #expect(text.content == "€12.50")
        #expect(Text(3, format: .number).content == "3")
    }

    private func foreground(_ view: some View) -> CellColor {
        let graph = ViewGraph(rootView: view, environment: EnvironmentValues())
        var canvas = Canvas(size: Size(width: 4, height: 1))
        let rect = Rect(x: 0, y: 0, width: 4, height: 1)
        graph.layout(in: rect)
        graph.draw(into: &canvas, clip: rect)
        return canvas[0, 0].style.foreground
    }

    @Test func foregroundColorColoursTheTextAndNilLeavesIt() {
        let palette = EnvironmentValues().palette
        #expect(foreground(Text("a").foregroundColor(.orange)) == Color.orange.resolve(in: palette))
        #expect(foreground(Text("a").foregroundColor(nil)) == foreground(Text("a")))
        #expect(foreground(Text("a").foregroundColor(.pink)) == foreground(Text("a").foregroundStyle(.pink)))
    }
}
