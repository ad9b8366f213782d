import Testing
import Terminal
import Declarative
import Imperative
import TestSupport
@testable import Hosting

/// `HostingConfiguration.background(content:)`, as `UIHostingConfiguration`'s: a view under
/// the whole cell, in a configuration whose type names it (`HostingConfiguration<Content, B>`).
@MainActor
@Suite struct HostingConfigurationBackgroundTests {
    private func show(_ controller: ViewController) -> Window {
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = controller
        _ = window.render()
        return window
    }

    @Test func theBackgroundViewIsInTheConfigurationsType() {
        let plain = HostingConfiguration { Text("Row") }
        let typed: HostingConfiguration<Text, EmptyView> = plain
        let tinted: HostingConfiguration<Text, Color> = typed.background { Color.teal }
        #expect(tinted.backgroundContent == .teal)
        #expect(tinted.background == nil)
        #expect(tinted.margins(.all, 2).backgroundContent == .teal, "the other modifiers keep it")
    }

    @Test func aColourViewPaintsTheWholeCellUnderTheContent() {
        let screen = ListHostController(count: 2, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { Text("x") }.background { Color.purple }
        }
        let window = show(screen)
        let frame = window.render()
        let purple = Color.purple.resolve(in: window.traitCollection.palette)
        #expect((0..<40).allSatisfy { frame[$0, 0].style.background == purple }, "margins included")
        #expect(frame[1, 0].character == "x")
        #expect(frame[1, 0].style.background == purple, "the text is drawn on it")
    }

    @Test func anotherViewIsDrawnUnderTheContent() {
        let screen = ListHostController(count: 1, title: "Cells") { cell, _ in
            cell.contentConfiguration = HostingConfiguration { Text("x") }.background {
                HStack {
                    Spacer()
                    Text("bg")
                }
            }
        }
        let frame = show(screen).render()
        #expect(frame.line(0).hasPrefix(" x"))
        #expect(frame.line(0).hasSuffix("bg"), "the background view fills the cell, under the content")
    }

    @Test func theLastBackgroundCalledCounts() {
        let colourLast = HostingConfiguration { Text("x") }.background { Color.teal }.background(.red)
        #expect(colourLast.backgroundColor == .red)
        #expect(colourLast.backgroundContent == nil)
        let viewLast = HostingConfiguration { Text("x") }.background(.red).background { Color.teal }
        #expect(viewLast.backgroundColor == .teal)
    }
}
