import Testing
import Terminal
@testable import Imperative

/// The update phase visits only what changed: a panel marked (`setNeedsUpdate()`,
/// `setNeedsDisplay()`, `setNeedsLayout()`), the panels below a marked one, a panel whose
/// context changed, and panels that update every frame. Everything else is passed over.
@MainActor
@Suite struct UpdateVisitTests {
    /// A panel that counts how often the update phase brings its content up to date.
    final class Counter: Panel {
        var updates = 0
        var everyFrame = false
        override var updatesContentEveryFrame: Bool { everyFrame }
        override func updateContent(in context: UpdateContext) { updates += 1 }
    }

    /// Two rows of two counters each, under one root: `rows[r][0]` holds `rows[r][1]`.
    private func tree() -> (root: Panel, rows: [[Counter]]) {
        let root = Panel()
        root.frame = Rect(x: 0, y: 0, width: 20, height: 4)
        var rows: [[Counter]] = []
        for r in 0..<2 {
            let cell = Counter()
            cell.frame = Rect(x: 0, y: r * 2, width: 20, height: 2)
            let content = Counter()
            content.frame = Rect(x: 1, y: 0, width: 18, height: 1)
            cell.addSubview(content)
            root.addSubview(cell)
            rows.append([cell, content])
        }
        return (root, rows)
    }

    private func update(_ root: Panel, traits: TraitCollection = TraitCollection()) {
        root.updateIfNeeded(
            in: UpdateContext(origin: .zero, clip: Rect(x: 0, y: 0, width: 20, height: 4), traits: traits))
    }

    private func counts(_ rows: [[Counter]]) -> [[Int]] { rows.map { $0.map(\.updates) } }

    @Test func aTreeWithNothingChangedIsNotVisitedAgain() {
        let (root, rows) = tree()
        update(root)
        #expect(counts(rows) == [[1, 1], [1, 1]])
        update(root)
        update(root)
        #expect(counts(rows) == [[1, 1], [1, 1]])
    }

    @Test func aMarkedPanelIsVisitedWithThePanelsBelowItAndNotItsSiblings() {
        let (root, rows) = tree()
        update(root)
        rows[1][0].setNeedsUpdate()
        update(root)
        #expect(counts(rows) == [[1, 1], [2, 2]])
        rows[0][1].setNeedsDisplay()
        update(root)
        #expect(counts(rows) == [[1, 2], [2, 2]], "a mark deep down visits that panel alone")
        update(root)
        #expect(counts(rows) == [[1, 2], [2, 2]], "a mark is spent by its visit")
    }

    @Test func aNewContextVisitsTheSubtree() {
        let (root, rows) = tree()
        update(root)
        var traits = TraitCollection()
        traits.userInterfaceStyle = .light
        update(root, traits: traits)
        #expect(counts(rows) == [[2, 2], [2, 2]], "other traits")
        rows[0][0].frame.origin.x = 1
        update(root, traits: traits)
        #expect(counts(rows) == [[3, 3], [2, 2]], "a panel moved, and what it holds with it")
    }

    @Test func aPanelShownAgainIsVisited() {
        let (root, rows) = tree()
        update(root)
        rows[1][0].isHidden = true
        update(root)
        #expect(counts(rows) == [[1, 1], [1, 1]], "a hidden panel is not brought up to date")
        rows[1][0].isHidden = false
        update(root)
        #expect(counts(rows) == [[1, 1], [2, 2]])
    }

    @Test func aPanelThatUpdatesEveryFrameIsVisitedInEveryPhaseAndItsCleanNeighboursAreNot() {
        let (root, rows) = tree()
        rows[0][1].everyFrame = true
        update(root)
        update(root)
        update(root)
        #expect(counts(rows) == [[1, 3], [1, 1]])
    }

    @Test func anAddedSubviewIsVisited() {
        let (root, rows) = tree()
        update(root)
        let added = Counter()
        added.frame = Rect(x: 0, y: 0, width: 4, height: 1)
        rows[1][1].addSubview(added)
        update(root)
        #expect(added.updates == 1)
        #expect(counts(rows)[0] == [1, 1])
    }
}
