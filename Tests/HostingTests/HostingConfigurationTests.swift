import Foundation
import Rules
import Observation
import Testing
import Terminal
import Declarative
import Imperative
import TestSupport
@testable import Hosting

/// A list host whose own declarative content would see a French locale and a shop.
@MainActor
final class FrenchCellsController: ListHostController, EnvironmentProviding {
    let shop = Shop()
    var providedEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "fr_FR")
        environment.setObject(shop)
        return environment
    }
}

@Observable
@MainActor
final class Shop {
    var name = "Chez Paul"
}

struct LocaleRow: View {
    let number: Int
    @Environment(\.locale) var locale
    var body: some View { Text("\(number) \(locale.identifier)") }
}

struct ShopRow: View {
    @Environment(Shop.self) var shop
    var body: some View { Text(shop.name) }
}

struct StatefulRow: View {
    let number: Int
    @State private var first: Int
    init(number: Int) {
        self.number = number
        _first = State(initialValue: number)
    }
    var body: some View { Text("item \(number) first \(first)") }
}

struct StateReadingRow: View {
    let number: Int
    @Environment(\.cellConfigurationState) var state
    var body: some View { Text("\(number) \(state?.isSelected == true ? "selected" : "plain")") }
}

/// An imperative list of `LocaleRow`s shown inside a hosted view. `injects` passes the
/// locale around the representable into each row's configuration (the right way).
struct LocaleCellsRepresentable: ViewControllerRepresentable {
    let injects: Bool

    func makeUIViewController(context: Context) -> ListHostController {
        let locale = context.environment.locale
        return ListHostController(count: 2, title: "Cells") { [injects] cell, n in
            if injects {
                cell.contentConfiguration = HostingConfiguration { LocaleRow(number: n).environment(\.locale, locale) }
            } else {
                cell.contentConfiguration = HostingConfiguration { LocaleRow(number: n) }
            }
        }
    }

    func updateUIViewController(_ viewController: ListHostController, context: Context) {}
}

/// A row whose tick is the content's own `@State` (the `cell-state-reuse` mistake).
struct TickRowWithState: View {
    let number: Int
    @State private var done = false
    var body: some View { Toggle("Task \(number)", isOn: $done) }
}

@Observable
@MainActor
final class Tick {
    var done = false
}

/// A row whose tick is bound to the model.
struct TickRow: View {
    let number: Int
    @Bindable var tick: Tick
    var body: some View { Toggle("Task \(number)", isOn: $tick.done) }
}

struct SchemeRow: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text("scheme \(scheme.rawValue)") }
}

@MainActor
@Suite struct HostingConfigurationTests: ShowsCellScreens {
    // MARK: Content, margins, background, minimum size

    @Test func contentDrawsInTheRowInsideOneColumnMargins() {
        let screen = ListHostController(count: 3, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { Text("Row \(n)") }
        }
        let frame = show(screen).render()
        #expect(frame.line(0).hasPrefix(" Row 1 "))
        #expect(frame.line(2).hasPrefix(" Row 3 "))
    }

    @Test func marginsMoveTheContentAndFollowTheLayoutDirection() {
        let screen = ListHostController(count: 1, title: "Cells") { cell, _ in
            cell.contentConfiguration = HostingConfiguration { Text("ab") }.margins(.leading, 4)
        }
        let window = show(screen)
        #expect(window.render().line(0) == "    ab" + String(repeating: " ", count: 34))
        window.send(.function(6))
        #expect(window.render().line(0) == String(repeating: " ", count: 34) + "ab    ")
    }

    @Test func backgroundPaintsTheWholeCellContent() {
        let screen = ListHostController(count: 2, title: "Cells") { cell, n in
            let c = HostingConfiguration { Text("x") }
            cell.contentConfiguration = n == 2 ? c.background(.red) : c
        }
        let window = show(screen)
        window.send(.down)
        let frame = window.render()
        let red = window.traitCollection.palette.destructive
        #expect((0..<40).allSatisfy { frame[$0, 1].style.background == red })
        #expect(frame[5, 0].style.background == window.traitCollection.palette.background)
    }

    @Test func minSizeRaisesTheSizeTheContentAsksFor() {
        let plain = HostingConfiguration { Text("abc") }.makeContentPanel()
        #expect(plain.sizeThatFits(Size(width: 30, height: 5)) == Size(width: 5, height: 1))
        let sized = HostingConfiguration { Text("abc") }.minSize(width: 12, height: 3).makeContentPanel()
        #expect(sized.sizeThatFits(Size(width: 30, height: 5)) == Size(width: 12, height: 3))
    }

    // MARK: Representables

    struct LegacyInCell: ViewControllerRepresentable {
        let counts: Counts
        func makeUIViewController(context: Context) -> LegacyController {
            counts.makes += 1
            return LegacyController()
        }
        func updateUIViewController(_ controller: LegacyController, context: Context) { counts.updates += 1 }
        var focusLabel: String { "Legacy" }
    }

    @Test func aControllerRepresentableInCellContentIsAnUnsupportedPlaceholderAndRecordsTheRule() {
        let counts = Counts()
        let screen = ListHostController(count: 3, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration {
                HStack {
                    Text("Row \(n)")
                    LegacyInCell(counts: counts)
                }
            }
        }
        let window = show(screen, width: 60)
        let frame = window.render()
        #expect(frame.line(0).contains("Row 1 ⚠ LegacyInCell: unsupported in a cell"))
        #expect(frame.line(2).contains("Row 3 ⚠ LegacyInCell: unsupported in a cell"))
        #expect(counts.makes == 0, "there is no view controller to adopt it: it is never made")
        #expect(screen.children.isEmpty)
        #expect(rules(window) == ["representable-in-cell"])
        #expect(window.diagnostics.entries.first?.location == "Cells")
    }

    // MARK: Environment

    @Test func contentSeesTheTraitsOfItsCell() {
        let screen = ListHostController(count: 1, title: "Cells") { cell, _ in
            cell.contentConfiguration = HostingConfiguration { SchemeRow() }
        }
        let window = show(screen)
        #expect(window.render().line(0).hasPrefix(" scheme dark"))
        window.send(.function(3))
        #expect(window.render().line(0).hasPrefix(" scheme light"))
    }

    @Test func theSelectionHighlightShowsThroughTheContent() {
        let screen = ListHostController(count: 2, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { Text("Row \(n)") }
        }
        let window = show(screen)
        let frame = window.render()
        let palette = window.traitCollection.palette
        #expect(frame[1, 0].character == "R")
        #expect(frame[1, 0].style.background == palette.selection)
        #expect(frame[1, 1].style.background == palette.background)
    }

    @Test func readingCustomEnvironmentTheCellDoesNotInheritRecordsCellEnvironment() {
        let screen = FrenchCellsController(count: 2, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { LocaleRow(number: n) }
        }
        let window = show(screen)
        #expect(window.render().line(0).hasPrefix(" 1 en_US"))
        let finding = window.diagnostics.entries.first { $0.rule == .cellEnvironment }
        #expect(finding?.message.contains("LocaleRow reads") == true)
        #expect(finding?.message.contains("sees en_US") == true)
        #expect(finding?.message.contains("fr_FR") == true)
    }

    @Test func environmentInjectedInTheConfigurationIsSilent() {
        let screen = FrenchCellsController(count: 2, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration {
                LocaleRow(number: n).environment(\.locale, Locale(identifier: "fr_FR"))
            }
        }
        let window = show(screen)
        #expect(window.render().line(0).hasPrefix(" 1 fr_FR"))
        #expect(!rules(window).contains("cell-environment"))
    }

    @Test func aListShownByARepresentableIsSurroundedByTheEnvironmentWhereTheRepresentableIs() {
        let wrong = HostingController(
            rootView: VStack {
                Text("Trip")
                LocaleCellsRepresentable(injects: false)
            }.environment(\.locale, Locale(identifier: "fr_FR")))
        let wrongWindow = show(wrong)
        #expect(wrongWindow.render().line(1).hasPrefix(" 1 en_US"))
        let finding = wrongWindow.diagnostics.entries.first { $0.rule == .cellEnvironment }
        #expect(finding?.message.contains("sees en_US") == true)
        #expect(finding?.message.contains("provides fr_FR") == true)
        #expect(rules(wrongWindow) == ["cell-environment"])

        let right = HostingController(
            rootView: VStack {
                Text("Trip")
                LocaleCellsRepresentable(injects: true)
            }.environment(\.locale, Locale(identifier: "fr_FR")))
        let rightWindow = show(right)
        #expect(rightWindow.render().line(1).hasPrefix(" 1 fr_FR"))
        #expect(rightWindow.diagnostics.entries.isEmpty)
    }

    @Test func anEnvironmentObjectTheSurroundingsProvideMustBeInjected() {
        let wrong = FrenchCellsController(count: 1, title: "Cells") { cell, _ in
            cell.contentConfiguration = HostingConfiguration { ShopRow() }
        }
        let wrongWindow = show(wrong)
        #expect(rules(wrongWindow).contains("cell-environment"))
        #expect(rules(wrongWindow).contains("missing-environment-object"))

        let shop = Shop()
        let right = FrenchCellsController(count: 1, title: "Cells") { cell, _ in
            cell.contentConfiguration = HostingConfiguration { ShopRow().environment(shop) }
        }
        let rightWindow = show(right)
        #expect(rightWindow.render().line(0).hasPrefix(" Chez Paul"))
        #expect(rightWindow.diagnostics.entries.isEmpty)
    }

    @Test func aNodeSaysWhatItsViewReadsFromTheEnvironment() {
        let reads =
            ViewGraph(rootView: LocaleRow(number: 1)).root.environmentReads
            + ViewGraph(rootView: ShopRow().environment(Shop())).root.children[0].environmentReads
        #expect(reads.count == 2)
        if case .value(let keyPath, _)? = reads.first {
            #expect(keyPath == \EnvironmentValues.locale as PartialKeyPath<EnvironmentValues>)
        } else {
            Issue.record("no key path read found in LocaleRow")
        }
        if case .object(let id, let name)? = reads.last {
            #expect(id == ObjectIdentifier(Shop.self))
            #expect(name == "Shop")
        } else {
            Issue.record("no object read found in ShopRow")
        }
    }
}

/// What the configuration tests show their controllers in.
@MainActor
protocol ShowsCellScreens {}

extension ShowsCellScreens {
    func show(_ controller: ViewController, width: Int = 40, height: Int = 12) -> Window {
        let window = Window(size: Size(width: width, height: height))
        window.rootViewController = controller
        _ = window.render()
        return window
    }

    func rules(_ window: Window) -> [String] { window.diagnostics.entries.map(\.id) }
}
