import Declarative
import Imperative
import Rules
import Terminal
import Testing

@testable import Hosting

/// A controller shown through a representable is the host's child, never on the stack: the bar
/// reads the host's navigation item, so what the child writes to its own shows nowhere and
/// records `representable-nav-item`; `.navigationTitle` and `.toolbar` on the representable
/// reach the bar.
@MainActor
@Suite struct RepresentableNavItemTests {
    /// A legacy picker that writes its own title and Done item when its view loads, if asked.
    final class Picker: ViewController {
        let writesItem: Bool
        var done = 0
        init(writesItem: Bool) {
            self.writesItem = writesItem
            super.init()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            guard writesItem else { return }
            title = "Due date"
            navigationItem.rightBarButtonItems = [
                BarButtonItem(title: "Done", key: "d") { [weak self] in self?.done += 1 }
            ]
        }
    }

    struct PickerRepresentable: ViewControllerRepresentable {
        let writesItem: Bool
        func makeUIViewController(context: Context) -> Picker { Picker(writesItem: writesItem) }
        func updateUIViewController(_ picker: Picker, context: Context) {}
        var focusLabel: String { "Picker" }
    }

    /// The right way: the title and the item on the representable.
    struct Editor: View {
        let counts: Counts
        var body: some View {
            PickerRepresentable(writesItem: false)
                .navigationTitle("Due date")
                .toolbar { ToolbarItem("Done", key: "d") { counts.updates += 1 } }
        }
    }

    /// A navigation controller whose first screen is `view`'s host.
    func pushed<V: View>(_ view: V, barHidden: Bool = false) -> (Window, HostingController<V>) {
        let host = HostingController(rootView: view)
        let navigation = NavigationController(rootViewController: host)
        navigation.isNavigationBarHidden = barHidden
        let window = Window(size: Size(width: 60, height: 12))
        window.rootViewController = navigation
        _ = window.render()
        return (window, host)
    }

    @Test func theBarReadsTheHostsItemNotTheRepresentedControllers() throws {
        let (window, host) = pushed(PickerRepresentable(writesItem: true))
        let picker = try #require(host.children.first as? Picker)
        #expect(picker.navigationItem.title == "Due date")
        #expect(picker.navigationItem.rightBarButtonItems.map(\.title) == ["Done"])
        let frame = window.render()
        #expect(!frame.contains("Due date"))
        #expect(!frame.contains("[d] Done"))
        window.send(.character("d"))
        #expect(picker.done == 0)
    }

    @Test func writingTheRepresentedControllersItemRecordsTheRuleOncePerProperty() throws {
        let (window, host) = pushed(PickerRepresentable(writesItem: true))
        let picker = try #require(host.children.first as? Picker)
        #expect(window.diagnostics.entries.map(\.rule) == [.representableNavItem, .representableNavItem])
        let messages = window.diagnostics.entries.map(\.message)
        #expect(messages.first?.contains("sets navigationItem.title 'Due date'") == true)
        #expect(messages.last?.contains("sets navigationItem.rightBarButtonItems [Done]") == true)
        #expect(messages.last?.contains("the bar reads HostingController<PickerRepresentable>'s item") == true)
        picker.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Save", key: "s") {}]
        #expect(window.diagnostics.entries.count == 2)
    }

    @Test func theModifiersOnTheRepresentableReachTheBar() {
        let counts = Counts()
        let (window, _) = pushed(Editor(counts: counts))
        let frame = window.render()
        #expect(frame.contains("Due date"))
        #expect(frame.contains("[d] Done"))
        window.send(.character("d"))
        #expect(counts.updates == 1)
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aHostWhoseBarIsHiddenOrThatIsNotOnAStackRecordsNothing() {
        let (hidden, _) = pushed(PickerRepresentable(writesItem: true), barHidden: true)
        #expect(hidden.diagnostics.entries.isEmpty)
        let presented = HostingController(rootView: PickerRepresentable(writesItem: true))
        let window = Window(size: Size(width: 60, height: 12))
        window.rootViewController = presented
        _ = window.render()
        #expect(window.diagnostics.entries.isEmpty)
    }
}
