import Rules
import Testing

@Suite struct RuleCatalogTests {
    @Test func idsAreStableAndInCatalogOrder() {
        #expect(Rule.allCases.map(\.id) == [
            "one-owner", "double-navigation-bar", "manual-back-button", "dismiss-on-pushed-host",
            "navigator-unbound", "environment-after-host", "missing-environment-object",
            "child-host-zero-size", "opaque-host-background", "unretained-child-host",
            "cell-state-reuse", "cell-environment", "stable-identifiers", "representable-update",
            "two-sources-of-truth", "leaked-controller", "imperative-on-declarative-path",
            "large-title-mode", "representable-in-cell", "already-has-parent",
        ])
        #expect(Rule.oneOwner.number == 1)
        #expect(Rule.alreadyHasParent.number == 20)
    }

    @Test func closestIdSuggestsTheNearestSpelling() {
        #expect(Rule.closest(to: "one-ower") == .oneOwner)
        #expect(Rule.closest(to: "dismiss-on-pushed") == .dismissOnPushedHost)
        // Nothing typed: every id is as far as it is long, and the shortest is suggested.
        let shortest = Rule.allCases.min { $0.id.count < $1.id.count }
        #expect(Rule.closest(to: "") == shortest)
    }

    @Test func everyRuleHasATitleAWhyAndALessonFile() {
        for rule in Rule.allCases {
            #expect(!rule.title.isEmpty, "\(rule.id) has no title")
            #expect(rule.entry.why.split(separator: ".").count >= 2, "\(rule.id): why needs two to four sentences")
            #expect(rule.entry.lesson.hasPrefix("Screens/Lessons/"), "\(rule.id)")
            #expect(!rule.entry.wrong.isEmpty && !rule.entry.right.isEmpty, "\(rule.id) has no wrong or right code")
            #expect(rule.entry.detected, "\(rule.id) is not detected")
        }
    }
}
