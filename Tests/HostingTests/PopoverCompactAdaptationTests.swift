import Observation
import Rules
import Terminal
import Testing
import Declarative
import Imperative
@testable import Hosting

/// `.presentationCompactAdaptation` and `popover-compact-adaptation`: a hosted `.popover`
/// adapts to a sheet in compact width unless its content asks otherwise, and a sheet whose
/// content reads no dismiss action is named.
@MainActor
@Suite struct PopoverCompactAdaptationTests {
    @Observable
    final class Flag { var isPresented = false }

    enum Content { case plain, keepsPopover, none, sheetAdaptation, readsDismiss, horizontalOnly }

    struct Menu: View {
        var body: some View { Text("All · Paid · Unpaid") }
    }

    struct MenuWithDone: View {
        @Environment(\.dismiss) var dismiss
        var body: some View {
            VStack {
                Text("All · Paid · Unpaid")
                Button("Done") { dismiss() }
            }
        }
    }

    struct Report: View {
        @Bindable var flag: Flag
        let content: Content
        var body: some View {
            Button("Filter") { flag.isPresented = true }
                .popover(isPresented: $flag.isPresented) {
                    switch content {
                    case .plain: Menu()
                    case .keepsPopover: Menu().presentationCompactAdaptation(.popover)
                    case .none: Menu().presentationCompactAdaptation(.none)
                    case .sheetAdaptation: Menu().presentationCompactAdaptation(.sheet)
                    case .readsDismiss: MenuWithDone()
                    case .horizontalOnly:
                        Menu().presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
                    }
                }
        }
    }

    func open(_ content: Content, size: Size) -> (Window, ViewController?) {
        let flag = Flag()
        let window = Window(size: size)
        window.rootViewController = NavigationController(
            rootViewController: HostingController(rootView: Report(flag: flag, content: content)))
        _ = window.render()
        window.send(.enter)
        _ = window.render()
        return (window, window.topPresentedController)
    }

    var found: (Window) -> [Rule] { { $0.diagnostics.entries.compactMap(\.rule) } }

    @Test func aPlainPopoverInCompactWidthIsASheetAndTheRuleIsNamed() throws {
        let (window, popover) = open(.plain, size: Size(width: 80, height: 24))
        #expect(popover?.modalPresentationStyle == .popover)
        #expect(popover?.effectivePresentationStyle == .sheet)
        #expect(found(window) == [.popoverCompactAdaptation])
        let message = try #require(window.diagnostics.entries.first?.message)
        #expect(message.contains("of HostingController<Report> shows as a sheet"))
        // Named once for the adaptation, not at every frame.
        window.send(.down)
        _ = window.render()
        #expect(found(window) == [.popoverCompactAdaptation])
    }

    @Test(arguments: [Content.keepsPopover, .none])
    func askingForAPopoverOrNoneKeepsItAPopover(content: Content) {
        let (window, popover) = open(content, size: Size(width: 80, height: 24))
        #expect(popover?.effectivePresentationStyle == .popover)
        #expect(popover?.view.frame.size == Size(width: 19, height: 1))
        #expect(found(window).isEmpty)
    }

    @Test func askingForASheetIsStillASheetWithNoWayToClose() {
        let (window, popover) = open(.sheetAdaptation, size: Size(width: 80, height: 24))
        #expect(popover?.effectivePresentationStyle == .sheet)
        #expect(found(window) == [.popoverCompactAdaptation])
    }

    @Test func contentThatReadsDismissMayAdapt() {
        let (window, popover) = open(.readsDismiss, size: Size(width: 80, height: 24))
        #expect(popover?.effectivePresentationStyle == .sheet)
        #expect(found(window).isEmpty)
        window.send(.tab)
        window.send(.enter)
        #expect(window.topPresentedController == nil)
    }

    @Test func theVerticalAdaptationWinsWhenBothAreCompact() {
        let (window, popover) = open(.horizontalOnly, size: Size(width: 80, height: 24))
        #expect(popover?.effectivePresentationStyle == .popover)
        window.resize(to: Size(width: 80, height: 20))
        _ = window.render()
        #expect(popover?.effectivePresentationStyle == .sheet)
        #expect(found(window) == [.popoverCompactAdaptation])
    }

    @Test func aPopoverInRegularWidthIsNamedOnlyWhenTheWindowNarrows() {
        let (window, popover) = open(.plain, size: Size(width: 120, height: 40))
        #expect(popover?.effectivePresentationStyle == .popover)
        #expect(found(window).isEmpty)
        window.resize(to: Size(width: 80, height: 24))
        _ = window.render()
        #expect(popover?.effectivePresentationStyle == .sheet)
        #expect(found(window) == [.popoverCompactAdaptation])
    }
}
