import Testing
import Terminal
@testable import Imperative

/// The collection view controller's mirror: one list, pinned to the safe area, keys routed
/// to it, the list's keys in the footer.
@MainActor
@Suite struct ListViewControllerTests {
    enum Section: Hashable { case pinned, all }

    /// A controller of `count` numbered rows in the `all` section, shown in a window.
    private func show(count: Int = 10) -> (Window, ListViewController<Section, Int>) {
        let controller = ListViewController<Section, Int>()
        var snapshot = ListSnapshot<Section, Int>()
        snapshot.appendSections([.all])
        snapshot.appendItems(in: 1..<(count + 1))
        controller.list.cellProvider = { cell, n in
            cell.contentConfiguration = ListContentConfiguration(text: "Row \(n)")
        }
        controller.list.apply(snapshot)
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = controller
        window.render()
        return (window, controller)
    }

    @Test func theListFillsTheSafeArea() {
        let (window, controller) = show()
        #expect(controller.list.superview === controller.view)
        #expect(controller.list.frame == controller.view.bounds)
        controller.additionalSafeAreaInsets = AbsoluteEdgeInsets(top: 1, left: 2)
        window.render()
        #expect(controller.list.frame == controller.view.bounds.inset(by: EdgeInsets(top: 1, leading: 2)))
    }

    @Test func keysGoToTheList() {
        let (window, controller) = show()
        window.send(.down)
        window.send(.down)
        #expect(controller.list.selectedItem == 3)
        #expect(!controller.handle(.character("x")))
        var opened: [Int] = []
        controller.list.onActivate = { opened.append($0) }
        window.send(.enter)
        #expect(opened == [3])
    }

    @Test func theFooterShowsTheListsKeys() {
        let (window, controller) = show()
        #expect(controller.keyHints == [KeyHint("↑↓", "select")])
        controller.list.onActivate = { _ in }
        #expect(controller.keyHints == [KeyHint("↑↓", "select"), KeyHint("⏎", "open")])
        controller.list.trailingSwipeActionsConfigurationProvider = { _ in
            SwipeActionsConfiguration(actions: [SwipeAction(style: .destructive, title: "Delete") {}])
        }
        window.send(.right)
        #expect(controller.list.isShowingSwipeActions)
        #expect(controller.keyHints == controller.list.swipeActionKeyHints)
    }

    @Test func typedSectionsTitleTheirHeaders() {
        let (window, controller) = show(count: 3)
        controller.list.headerTitleProvider = { $0 == .pinned ? "Pinned" : "All" }
        var snapshot = ListSnapshot<Section, Int>()
        snapshot.appendSections([.pinned, .all])
        snapshot.appendItems([2], toSection: .pinned)
        snapshot.appendItems([1, 3], toSection: .all)
        controller.list.apply(snapshot)
        let lines = window.render().rows.prefix(5)
        for (line, text) in zip(lines, ["Pinned", "Row 2", "All", "Row 1", "Row 3"]) {
            #expect(line.contains(text), "\(line)")
        }
    }
}
