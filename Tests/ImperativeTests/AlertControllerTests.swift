import Testing
import Terminal
@testable import Imperative

@MainActor
@Suite struct AlertControllerTests {
    func setup() -> (Window, NavigationController) {
        let root = ViewController(); root.title = "Root"
        let nav = NavigationController(rootViewController: root)
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = nav
        return (w, nav)
    }

    /// `Void?` with Void (destructive) and Cancel, recording what ran and whether the alert
    /// was still up when it ran.
    func voidAlert(_ style: AlertController.Style, log: Log) -> AlertController {
        let alert = AlertController(title: "Void?", message: "It cannot be reopened.", preferredStyle: style)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak alert] _ in log.add("cancel", alert) })
        alert.addAction(AlertAction(title: "Void", style: .destructive) { [weak alert] _ in log.add("void", alert) })
        return alert
    }

    @MainActor
    final class Log {
        var entries: [String] = []
        func add(_ name: String, _ alert: AlertController?) {
            entries.append(name + (alert?.presentingViewController == nil ? " after dismiss" : " while up"))
        }
    }

    @Test func anAlertIsACustomPresentationCentredOverDimmedContent() {
        let (w, nav) = setup()
        let alert = voidAlert(.alert, log: Log())
        nav.present(alert)
        #expect(w.topPresentedController === alert)
        #expect(alert.modalPresentationStyle == .custom)
        let text = w.render().text
        #expect(text.contains("Void?"))
        #expect(text.contains("It cannot be reopened."))
        let box = alert.view.frame
        #expect(abs((box.x) - (80 - box.maxX)) <= 1, "centred across")
        #expect(box.width < 60, "narrower than the screen")
    }

    @Test func focusStartsOnTheFirstActionThatIsNotDestructive() {
        let alert = voidAlert(.actionSheet, log: Log())
        #expect(alert.focusedAction?.title == "Cancel")
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        sheet.addAction(AlertAction(title: "Archive", style: .default))
        #expect(sheet.focusedAction?.title == "Archive")
        sheet.preferredAction = sheet.actions[0]
        #expect(sheet.focusedAction?.title == "Archive", "a destructive preferred action does not take focus")
    }

    @Test func twoActionsOfAnAlertShowInARowWithTheCancelActionLeading() {
        let (w, nav) = setup()
        let alert = AlertController(title: "Void?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Void", style: .destructive))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        nav.present(alert)
        #expect(w.render().text.contains("▸ Cancel ◂  [ Void ]"))
    }

    @Test func anActionSheetStacksItsActionsWithTheCancelActionSetApartAtTheBottom() {
        let (w, nav) = setup()
        let alert = voidAlert(.actionSheet, log: Log())
        nav.present(alert)
        let rows = w.render().text.split(separator: "\n").map(String.init)
        let void = rows.firstIndex { $0.contains("[ Void ]") }
        let cancel = rows.firstIndex { $0.contains("▸ Cancel ◂") }
        #expect(void != nil && cancel != nil)
        #expect(cancel! == void! + 2)
        #expect(rows[void! + 1].contains("────"))
    }

    @Test func escapeChoosesTheCancelActionAfterDismissing() {
        let (w, nav) = setup()
        let log = Log()
        nav.present(voidAlert(.actionSheet, log: log))
        w.send(.escape)
        #expect(w.topPresentedController == nil)
        #expect(log.entries == ["cancel after dismiss"])
    }

    @Test func enterChoosesTheFocusedActionAndArrowsMoveFocus() {
        let (w, nav) = setup()
        let log = Log()
        nav.present(voidAlert(.actionSheet, log: log))
        w.send(.enter)
        #expect(log.entries == ["cancel after dismiss"])
        let alert = voidAlert(.actionSheet, log: log)
        nav.present(alert)
        w.send(.up)
        #expect(alert.focusedAction?.title == "Void")
        w.send(.up)
        #expect(alert.focusedAction?.title == "Void", "arrows stop at the ends")
        w.send(.enter)
        #expect(log.entries == ["cancel after dismiss", "void after dismiss"])
    }

    @Test func withoutACancelActionEscapeLeavesTheAlertUp() {
        let (w, nav) = setup()
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        nav.present(alert)
        w.send(.escape)
        #expect(w.topPresentedController === alert)
    }

    @Test func keysTheAlertDoesNotAnswerNeverReachTheScreenBelow() {
        let (w, nav) = setup()
        let below = ViewController()
        var pressed = false
        below.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Void", key: "v") { pressed = true }]
        nav.pushViewController(below)
        nav.present(voidAlert(.alert, log: Log()))
        w.send(.character("v"))
        #expect(!pressed)
        #expect(w.topPresentedController != nil)
    }

    @Test func aShortBoxKeepsTheButtonsAndCutsTheMessage() {
        let (w, nav) = setup()
        w.resize(to: Size(width: 40, height: 12))
        let alert = AlertController(
            title: "Void?", message: String(repeating: "long words ", count: 30), preferredStyle: .actionSheet)
        alert.addAction(AlertAction(title: "Void", style: .destructive))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        nav.present(alert)
        let text = w.render().text
        #expect(text.contains("[ Void ]"))
        #expect(text.contains("▸ Cancel ◂"))
        #expect(text.contains("…"))
    }
}
