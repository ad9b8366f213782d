import Rules
import Testing
import Terminal
import TestSupport
@testable import Imperative

/// A screen that breaks a rule when asked: `d` reports `one-owner`, `2` reports two rules,
/// and a trait change reports `large-title-mode`.
@MainActor
private final class RuleBreakingController: ViewController {
    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("d"):
            recordDiagnostic(rule: .oneOwner, message: "the path and the navigation controller both hold Detail")
        case .character("2"):
            recordDiagnostic(rule: .manualBackButton, message: "a second back button")
            recordDiagnostic(rule: .oneOwner, message: "two owners")
        default: return false
        }
        return true
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        if previousTraitCollection != nil {
            recordDiagnostic(rule: .largeTitleMode, message: "the large title did not follow")
        }
    }
}

/// A panel whose update finds a broken rule, as a host's opaque-background check does.
@MainActor
private final class ReportingPanel: Panel {
    var reported = false
    override func updateContent(in context: UpdateContext) {
        guard !reported else { return }
        reported = true
        viewController?.recordDiagnostic(rule: .opaqueHostBackground, message: "painted over the labels")
    }
}

/// A panel that finds the same broken rule in every frame's update phase.
@MainActor
private final class AlwaysReportingPanel: Panel {
    override func updateContent(in context: UpdateContext) {
        viewController?.recordDiagnostic(rule: .opaqueHostBackground, message: "painted over the labels")
    }
}

@MainActor
@Suite struct DiagnosticLineTests {
    private func shell(_ size: Size = Size(width: 80, height: 24)) -> (Window, RuleBreakingController) {
        let screen = RuleBreakingController()
        screen.title = "Ledger"
        let window = Window(size: size)
        window.rootViewController = NavigationController(rootViewController: screen)
        return (window, screen)
    }

    @Test func theRowAboveTheFooterNamesTheRuleAfterTheKeyThatFiredIt() {
        let (w, _) = shell()
        let before = w.render()
        w.send(.character("d"))
        let frame = w.render()
        #expect(
            frame.line(22)
                == DisplayWidth.pad(" ⚠ one-owner: the path and the navigation controller both hold Detail", to: 80))
        #expect(frame[1, 22].style == Palette.dark.warningBanner)
        #expect(frame[79, 22].style == Palette.dark.warningBanner)
        for y in 0..<24 where y != 22 { #expect(frame.line(y) == before.line(y), "row \(y)") }
    }

    @Test func itStaysUntilTheNextKeyThenTheFrameIsAsBefore() {
        let (w, _) = shell()
        let before = w.render()
        w.send(.character("d"))
        #expect(w.render().contains("⚠ one-owner"))
        #expect(w.render().contains("⚠ one-owner"), "a second frame without a key keeps it")
        w.send(.down)
        #expect(w.render() == before)
        #expect(w.diagnostics.entries.count == 1, "the log keeps what the row no longer shows")
    }

    @Test func aRuleBrokenAgainByAKeyShowsAgainButIsLoggedOnce() {
        let (w, _) = shell()
        w.send(.character("d"))
        w.send(.down)
        #expect(!w.render().contains("⚠"))
        w.send(.character("d"))
        #expect(w.render().line(22).hasPrefix(" ⚠ one-owner: the path and the navigation controller both hold Detail"))
        #expect(w.diagnostics.entries.count == 1)
    }

    @Test func aRuleFoundAgainInEveryFramesUpdateDoesNotKeepTheRowUp() {
        let (w, screen) = shell()
        let panel = AlwaysReportingPanel()
        panel.frame = Rect(x: 2, y: 2, width: 10, height: 3)
        screen.view.addSubview(panel)
        #expect(w.render().contains("⚠ opaque-host-background"))
        w.send(.down)
        #expect(!w.render().contains("⚠"))
        #expect(!w.render().contains("⚠"))
    }

    @Test func severalRulesInOneKeyNameTheFirstAndCountTheRest() {
        let (w, _) = shell()
        w.send(.character("2"))
        #expect(w.render().line(22).hasPrefix(" ⚠ manual-back-button (+1 more, F2): a second back button"))
    }

    @Test func aTraitChangeThatFiresARuleShowsItInThatPalette() {
        let (w, _) = shell()
        w.send(.function(3))
        let frame = w.render()
        #expect(frame.line(22).hasPrefix(" ⚠ large-title-mode: the large title did not follow"))
        #expect(frame[1, 22].style == Palette.light.warningBanner)
        #expect(Palette.light.warning != Palette.dark.warning)
    }

    @Test func aResizeThatFiresARuleShowsItAndTheNextResizeClearsIt() {
        let (w, _) = shell()
        w.resize(to: Size(width: 120, height: 30))
        #expect(w.render().line(28).hasPrefix(" ⚠ large-title-mode"))
        w.resize(to: Size(width: 121, height: 30))
        #expect(!w.render().contains("⚠"))
    }

    @Test func aRuleFoundInTheUpdatePhaseShowsInThatFrame() {
        let (w, screen) = shell()
        let panel = ReportingPanel()
        panel.frame = Rect(x: 2, y: 2, width: 10, height: 3)
        screen.view.addSubview(panel)
        #expect(w.render().line(22).hasPrefix(" ⚠ opaque-host-background: painted over the labels"))
        w.send(.down)
        #expect(!w.render().contains("⚠"))
    }

    @Test func aLongMessageIsCutAtTheWidthAndRightToLeftAlignsItToTheRight() {
        let (w, screen) = shell(Size(width: 40, height: 12))
        w.send(.function(6))
        w.send(.down)  // F6 itself fired large-title-mode
        screen.recordDiagnostic(rule: .oneOwner, message: String(repeating: "long ", count: 20))
        let line = w.render().line(10)
        #expect(DisplayWidth.of(line) == 40)
        #expect(line.hasPrefix(" ⚠ one-owner: long long"))
        #expect(line.hasSuffix("… "))
        w.send(.down)
        screen.recordDiagnostic(rule: .manualBackButton, message: "short")
        #expect(w.render().line(10).hasSuffix("⚠ manual-back-button: short "))
    }

    @Test func withoutColourTheRowIsStillBoldReverseVideo() {
        #expect(Palette.dark.warningBanner.withoutColor.attributes == [.bold, .reverse])
        #expect(Palette.light.warningBanner.withoutColor.attributes == [.bold, .reverse])
    }
}
