import Observation
import Rules
import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

/// UIKit's automatic observation tracking, as the mirror keeps it: `@Observable` properties
/// read in `viewWillLayoutSubviews()`, a panel's `layoutSubviews()` or `updateProperties()` are
/// tracked and the method runs again when one changes; a read in `viewDidLoad` is not, and
/// when it changes with nothing following it, `uikit-observation-tracking` is recorded.
@MainActor
@Suite struct UikitObservationTrackingTests {
    @Observable
    final class Counter { var count = 3 }

    /// The count, read in body: SwiftUI tracks it.
    struct CountRow: View {
        let counter: Counter
        var body: some View { Text("row \(counter.count)") }
    }

    /// A screen with a header label (row 0) and, below it, a hosted row (row 2); `fill`
    /// says where the header's text is set.
    class Screen: ViewController {
        enum Fill { case viewDidLoad, viewWillLayoutSubviews, updateProperties, observer }
        let counter: Counter
        let fill: Fill
        let header = LabelPanel("")
        let row: HostingController<CountRow>
        var layouts = 0

        init(counter: Counter, fill: Fill) {
            self.counter = counter
            self.fill = fill
            row = HostingController(rootView: CountRow(counter: counter))
            super.init()
        }

        override func loadView() {
            let root = Panel()
            header.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            root.addSubview(header)
            addChild(row)
            row.view.frame = Rect(x: 0, y: 2, width: 20, height: 1)
            root.addSubview(row.view)
            row.didMove(toParent: self)
            setView(root)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            switch fill {
            case .viewDidLoad: header.text = "header \(counter.count)"
            case .observer: ModelObserver(self) { me in me.header.text = "header \(me.counter.count)" }
            default: break
            }
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            layouts += 1
            if fill == .viewWillLayoutSubviews { header.text = "header \(counter.count)" }
        }

        override func updateProperties() {
            super.updateProperties()
            if fill == .updateProperties { header.text = "header \(counter.count)" }
        }
    }

    private func show(_ fill: Screen.Fill) -> (Window, Screen, Counter) {
        let counter = Counter()
        let screen = Screen(counter: counter, fill: fill)
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = screen
        _ = window.render()
        return (window, screen, counter)
    }

    @Test func aReadInViewDidLoadGoesStaleAndRecordsTheRule() {
        let (window, _, counter) = show(.viewDidLoad)
        #expect(window.render().line(0).hasPrefix("header 3"))
        counter.count = 2
        let frame = window.render()
        #expect(frame.line(0).hasPrefix("header 3"), "viewDidLoad is not called again")
        #expect(frame.line(2).hasPrefix("row 2"), "the hosted row follows")
        #expect(window.diagnostics.entries.map(\.rule) == [.uikitObservationTracking])
        #expect(
            window.diagnostics.entries.first?.message
                == RuleFinding.untrackedObservationRead(controller: "Screen", method: "viewDidLoad").message)
    }

    @Test(arguments: [Screen.Fill.viewWillLayoutSubviews, .updateProperties, .observer])
    func aTrackedReadFollowsTheModelAndRecordsNothing(fill: Screen.Fill) {
        let (window, _, counter) = show(fill)
        #expect(window.render().line(0).hasPrefix("header 3"))
        counter.count = 2
        let frame = window.render()
        #expect(frame.line(0).hasPrefix("header 2"))
        #expect(frame.line(2).hasPrefix("row 2"))
        counter.count = 1
        #expect(window.render().line(0).hasPrefix("header 1"), "tracking is armed again each run")
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func onlyAChangeOfWhatWasReadLaysTheViewOutAgain() {
        let (window, screen, counter) = show(.viewWillLayoutSubviews)
        _ = window.render()  // the header's first text asked for one more layout
        let before = screen.layouts
        _ = window.render()
        #expect(screen.layouts == before, "nothing changed: no layout")
        counter.count = 5
        _ = window.render()
        #expect(screen.layouts == before + 1)
    }

    @Test func setNeedsUpdatePropertiesRunsUpdatePropertiesInTheNextUpdate() {
        final class Counting: ViewController {
            var runs = 0
            override func updateProperties() { runs += 1 }
        }
        let screen = Counting()
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = screen
        _ = window.render()
        #expect(screen.runs == 1)
        _ = window.render()
        #expect(screen.runs == 1)
        screen.setNeedsUpdateProperties()
        _ = window.render()
        #expect(screen.runs == 2)
    }

    @Test func aCellsConfigurationUpdateIsTracked() {
        let counter = Counter()
        let list = ListView<String, Int>()
        list.cellProvider = { cell, n in
            cell.configurationUpdateHandler = { cell, _ in
                cell.contentConfiguration = ListContentConfiguration(text: "item \(n) · \(counter.count)")
            }
        }
        let screen = ViewController()
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = screen
        list.frame = Rect(x: 0, y: 0, width: 30, height: 4)
        screen.view.addSubview(list)
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendSections(["all"])
        snapshot.appendItems([1])
        list.apply(snapshot)
        #expect(window.render().contains("item 1 · 3"))
        counter.count = 4
        #expect(window.render().contains("item 1 · 4"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aPanelsLayoutSubviewsIsTracked() {
        final class CountPanel: Panel {
            let counter: Counter
            var shown = 0
            init(counter: Counter) { self.counter = counter; super.init() }
            override func layoutSubviews() { shown = counter.count }
        }
        let counter = Counter()
        let screen = ViewController()
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = screen
        let panel = CountPanel(counter: counter)
        panel.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        screen.view.addSubview(panel)
        _ = window.render()
        #expect(panel.shown == 3)
        counter.count = 7
        _ = window.render()
        #expect(panel.shown == 7)
    }
}
