import Rules
import Terminal
import Testing
@testable import Imperative

/// `traitOverrides` and the traits an appearing controller sees, as UIKit orders them since
/// iOS 17: a screen covered while the traits change keeps its old traits through
/// `viewWillAppear` and has the new ones by `viewIsAppearing`. A read of `traitCollection` in
/// `viewWillAppear` that `viewIsAppearing` then contradicts records `traits-in-viewisappearing`.
@MainActor
@Suite struct TraitsInViewIsAppearingTests {
    /// A screen that notes the width class it reads, in `viewWillAppear` or in `viewIsAppearing`.
    final class Reader: ViewController {
        let readsInWillAppear: Bool
        var seenInWillAppear: [UserInterfaceSizeClass] = []
        var seenIsAppearing: [UserInterfaceSizeClass] = []

        init(readsInWillAppear: Bool) {
            self.readsInWillAppear = readsInWillAppear
            super.init()
            title = "Albums"
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if readsInWillAppear { seenInWillAppear.append(traitCollection.horizontalSizeClass) }
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            seenIsAppearing.append(traitCollection.horizontalSizeClass)
        }
    }

    /// `root` on a navigation controller in an 80-column window (compact width), covered by a
    /// pushed screen while the navigation controller's width class is overridden to regular,
    /// then uncovered.
    func coverChangeAndReturn(_ root: ViewController) -> Window {
        let nav = NavigationController(rootViewController: root)
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = nav
        _ = w.render()
        nav.pushViewController(ViewController(), animated: false)
        nav.traitOverrides.horizontalSizeClass = .regular
        _ = nav.popViewController(animated: false)
        _ = w.render()
        return w
    }

    @Test func traitOverridesChangeTheControllerAndWhatItShows() {
        let root = ViewController()
        let nav = NavigationController(rootViewController: root)
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = nav
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        nav.traitOverrides.horizontalSizeClass = .regular
        #expect(nav.traitOverrides.contains(.horizontalSizeClass))
        #expect(!nav.traitOverrides.contains(.colorScheme))
        #expect(nav.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(w.traitCollection.horizontalSizeClass == .compact)
        nav.traitOverrides.remove(.horizontalSizeClass)
        #expect(root.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func aCoveredScreenTakesTheNewTraitsAfterViewWillAppearBeforeViewIsAppearing() {
        let reader = Reader(readsInWillAppear: true)
        _ = coverChangeAndReturn(reader)
        #expect(reader.seenInWillAppear == [.compact, .compact])
        #expect(reader.seenIsAppearing == [.compact, .regular])
    }

    @Test func readingTheTraitsInViewWillAppearRecordsTheRuleWhenViewIsAppearingSeesOthers() {
        let w = coverChangeAndReturn(Reader(readsInWillAppear: true))
        #expect(w.diagnostics.entries.map(\.rule) == [.traitsInViewIsAppearing])
        let finding = RuleFinding.traitsInViewIsAppearing(
            controller: "Reader", trait: "horizontalSizeClass", read: "compact", current: "regular")
        #expect(w.diagnostics.entries.first?.message == finding.message)
    }

    @Test func readingThemInViewIsAppearingRecordsNothing() {
        let w = coverChangeAndReturn(Reader(readsInWillAppear: false))
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aReadInViewWillAppearWithTraitsUnchangedRecordsNothing() {
        let reader = Reader(readsInWillAppear: true)
        let nav = NavigationController(rootViewController: reader)
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = nav
        nav.pushViewController(ViewController(), animated: false)
        _ = nav.popViewController(animated: false)
        #expect(reader.seenInWillAppear == [.compact, .compact])
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aFirstAppearanceSeesTheTraitsOfWhereItIsGoing() {
        // Made outside any window, the reader is guessed compact; it appears in a regular window.
        let reader = Reader(readsInWillAppear: true)
        let nav = NavigationController(rootViewController: reader)
        #expect(reader.traitCollection.horizontalSizeClass == .compact)
        let w = Window(size: Size(width: 120, height: 40))
        w.rootViewController = nav
        #expect(reader.seenInWillAppear == [.regular])
        #expect(reader.seenIsAppearing == [.regular])
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func theFrameworksOwnReadsDoNotCount() {
        // No read by the screen: drawing, layout and the bar read the traits as it appears.
        let w = coverChangeAndReturn(ViewController())
        #expect(w.diagnostics.entries.isEmpty)
    }
}
