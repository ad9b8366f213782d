import Testing
import Terminal
import Declarative
import TestSupport
@testable import Imperative
@testable import Hosting

/// A legacy screen a representable shows: it draws `legacy` on its first row.
@MainActor
final class IslandController: ViewController {
    override func loadView() { setView(IslandPanel()) }
}

@MainActor
final class IslandPanel: Panel {
    override func draw(in context: inout DrawContext) {
        context.draw("legacy", at: Point(x: 2, y: 1), style: context.palette.text)
    }
}

/// Text one cell clear of every edge.
struct Padded: View {
    let text: String
    var body: some View { Text(text).padding(1) }
}

struct Island: ViewControllerRepresentable {
    func makeUIViewController(context: Context) -> IslandController { IslandController() }
    func updateUIViewController(_ controller: IslandController, context: Context) {}
    var focusLabel: String { "Island" }
}

/// An imperative screen with a child host placed at a fixed frame, as the Account screen
/// embeds its balance card. The content keeps clear of its edges, where the marks go
/// (text under an edge is never covered).
@MainActor
final class ChildHostScreen: ViewController {
    let card = HostingController(rootView: Padded(text: "card one\ncard two"))

    override func viewDidLoad() {
        addChild(card)
        view.addSubview(card.view)
        card.view.frame = Rect(x: 4, y: 2, width: 20, height: 4)
        card.didMove(toParent: self)
    }
}

/// With the inspector open, every region of the screen is framed by who owns it.
@MainActor
@Suite struct OwnershipMarksTests {
    private func window(_ root: ViewController, size: Size = Size(width: 120, height: 30)) -> Window {
        let w = Window(size: size)
        w.rootViewController = root
        _ = w.render()
        w.send(.function(2))
        return w
    }

    private func expectMark(
        _ frame: Canvas, _ x: Int, _ y: Int, _ glyph: Character, _ role: OwnershipRole,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(frame[x, y].character == glyph, "at \(x),\(y)", sourceLocation: sourceLocation)
        #expect(frame[x, y].style.foreground == role.color(for: .dark), "at \(x),\(y)", sourceLocation: sourceLocation)
    }

    @Test func aPushedHostIsFramedAsHostedInsideTheImperativeStack() throws {
        let root = ViewController()
        root.title = "Ledger"
        let nav = NavigationController(rootViewController: root)
        let host = HostingController(rootView: Padded(text: "detail"))
        nav.pushViewController(host)
        let w = window(nav)
        let frame = w.render()
        let content = host.view.frame  // the navigation view is at the window's origin
        #expect(
            w.ownerRegions(in: Rect(x: 0, y: 0, width: 76, height: 29)) == [
                .init(role: .imperative, rect: Rect(x: 0, y: 0, width: 76, height: 29)),
                .init(role: .hosted, rect: content),
            ])
        expectMark(frame, 0, 0, "┌", .imperative)
        expectMark(frame, 75, 0, "┐", .imperative)  // the host covers the rest of the stack
        expectMark(frame, content.minX, content.minY, "╔", .hosted)
        expectMark(frame, content.maxX - 1, content.minY + 1, "║", .hosted)
        expectMark(frame, content.maxX - 1, content.maxY - 1, "╝", .hosted)
        #expect(frame.contains("detail"))
        #expect(frame.contains("Owners  │ imperative  ║ hosted"))
    }

    @Test func aChildHostIsFramedAsAChildHost() {
        let screen = ChildHostScreen()
        let w = window(NavigationController(rootViewController: screen))
        let frame = w.render()
        let card = screen.card.view.frame
        let origin = screen.view.frame.origin
        let x = origin.x + card.x, y = origin.y + card.y
        expectMark(frame, x, y, "┏", .childHost)
        expectMark(frame, x, y + 1, "┃", .childHost)
        expectMark(frame, x + card.width - 1, y + card.height - 1, "┛", .childHost)
        #expect(frame.line(y + 1).contains("┃card one"), "the card's text stays")
        #expect(frame.contains("Owners  │ imperative  ║ hosted"))
        #expect(frame.contains("        ┃ child host"))
    }

    @Test func eachCellWithHostedContentIsMarkedAtBothEnds() {
        let screen = ListHostController(count: 3, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { Text("Row \(n)") }
        }
        let w = window(screen)
        let frame = w.render()
        for y in 0..<3 {
            expectMark(frame, 0, y, "¦", .hostedCell)
            expectMark(frame, 75, y, "¦", .hostedCell)
            #expect(frame.line(y).hasPrefix("¦Row \(y + 1)"))
        }
        expectMark(frame, 0, 3, "│", .imperative)
        #expect(frame.contains("Owners  │ imperative  ║ hosted"))
        #expect(frame.contains("        ¦ hosted cell"))
    }

    @Test func aRepresentablesControllerIsAnIslandInsideTheHost() throws {
        let host = HostingController(
            rootView: VStack {
                Text("hosted"); Island()
            })
        let w = window(NavigationController(rootViewController: host))
        let frame = w.render()
        let island = try #require(host.children.first?.viewIfLoaded).frame
        #expect(
            w.ownerRegions(in: Rect(x: 0, y: 0, width: 76, height: 29)).map(\.role) == [
                .imperative, .hosted, .representable,
            ])
        expectMark(frame, island.minX, island.minY, "▌", .representable)
        expectMark(frame, island.minX + 1, island.minY, "▔", .representable)
        expectMark(frame, island.maxX - 1, island.maxY - 1, "▐", .representable)
        #expect(frame.contains("legacy"))
        #expect(frame.contains("representable"))
    }

    @Test func aPresentedHostsRegionTakesInItsSheetBorder() {
        let root = ViewController()
        let w = window(NavigationController(rootViewController: root))
        let sheet = HostingController(rootView: Text("sheet"))
        root.present(sheet)
        let frame = w.render()
        let border = sheet.view.frame.inset(top: -1, leading: -1, bottom: -1, trailing: -1)
        #expect(w.ownerRegions(in: Rect(x: 0, y: 0, width: 76, height: 29)).last == .init(role: .hosted, rect: border))
        expectMark(frame, border.minX, border.minY, "╔", .hosted)
    }

    @Test func closingTheInspectorTakesTheMarksAway() {
        let screen = ChildHostScreen()
        let w = Window(size: Size(width: 120, height: 30))
        w.rootViewController = NavigationController(rootViewController: screen)
        let before = w.render()
        w.send(.function(2))
        w.send(.function(2))
        #expect(w.render() == before)
    }

    @Test func everyRoleHasItsOwnGlyphsAndColoursInBothSchemes() {
        let roles = OwnershipRole.allCases
        #expect(Set(roles.map { String($0.glyphs.left) }).count == roles.count)
        #expect(Set(roles.map { String($0.glyphs.top) }).count == roles.count)
        for scheme in UserInterfaceStyle.allCases {
            #expect(Set(roles.map { $0.color(for: scheme) }).count == roles.count)
        }
    }
}
