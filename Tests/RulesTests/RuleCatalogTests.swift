import Rules
import Testing

@Suite struct RuleCatalogTests {
    @Test func idsAreStableAndInCatalogOrder() {
        #expect(
            Rule.allCases.map(\.id) == [
                "one-owner", "double-navigation-bar", "manual-back-button", "dismiss-on-pushed-host",
                "navigator-unbound", "environment-after-host", "missing-environment-object",
                "child-host-zero-size", "opaque-host-background", "unretained-child-host",
                "cell-state-reuse", "cell-environment", "stable-identifiers", "representable-update",
                "two-sources-of-truth", "leaked-controller", "imperative-on-declarative-path",
                "large-title-mode", "representable-in-cell", "already-has-parent", "hide-bar-before-push",
                "title-feeds-tab-item", "navigation-item-owner", "status-bar-owner", "representable-nav-item",
                "traits-in-viewisappearing", "trait-bridged-environment", "contain-child-host",
                "uikit-observation-tracking", "large-title-collapse", "bar-appearance-per-item",
                "host-keyboard-inset", "popover-compact-adaptation",
            ])
        #expect(Rule.oneOwner.number == 1)
        #expect(Rule.alreadyHasParent.number == 20)
        #expect(Rule.hideBarBeforePush.number == 21)
        #expect(Rule.titleFeedsTabItem.number == 22)
        #expect(Rule.navigationItemOwner.number == 23)
        #expect(Rule.statusBarOwner.number == 24)
        #expect(Rule.representableNavItem.number == 25)
        #expect(Rule.traitsInViewIsAppearing.number == 26)
        #expect(Rule.traitBridgedEnvironment.number == 27)
        #expect(Rule.containChildHost.number == 28)
        #expect(Rule.uikitObservationTracking.number == 29)
        #expect(Rule.largeTitleCollapse.number == 30)
        #expect(Rule.barAppearancePerItem.number == 31)
        #expect(Rule.hostKeyboardInset.number == 32)
        #expect(Rule.popoverCompactAdaptation.number == 33)
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
            #expect(rule.entry.lesson.hasPrefix("Lessons/"), "\(rule.id)")
            #expect(!rule.entry.wrong.isEmpty && !rule.entry.right.isEmpty, "\(rule.id) has no wrong or right code")
            #expect(rule.entry.detected, "\(rule.id) is not detected")
        }
    }

    /// Every rule is backed: at least one source, none blank or repeated, each either a name
    /// and an address (`…, developer.apple.com/…`, `…, github.com/owner/repo/issues/N`) or a
    /// `Seam's choice:` note saying what Seam does where no source settles it.
    @Test(arguments: Rule.allCases)
    func everyRuleHasItsSources(rule: Rule) {
        let sources = rule.entry.sources
        #expect(!sources.isEmpty, "\(rule.id) has no sources")
        #expect(Set(sources).count == sources.count, "\(rule.id) repeats a source")
        for source in sources {
            #expect(!source.allSatisfy { $0.isWhitespace }, "\(rule.id) has a blank source")
            #expect(!source.contains { $0.isNewline }, "\(rule.id): a source is one line: \(source)")
            let parts = RuleEntry.parts(ofSource: source)
            if source.hasPrefix(RuleEntry.choicePrefix) {
                #expect(
                    parts.address == nil && source.count > RuleEntry.choicePrefix.count + 10, "\(rule.id): \(source)")
            } else {
                #expect(parts.address != nil, "\(rule.id): no address at the end of \(source)")
                #expect(!parts.name.isEmpty, "\(rule.id): no name before the address of \(source)")
                #expect(
                    parts.address.map { !$0.hasPrefix("http") } ?? true,
                    "\(rule.id): write the address without its scheme: \(source)")
            }
        }
        #expect(
            sources.contains { !$0.hasPrefix(RuleEntry.choicePrefix) }, "\(rule.id) cites nothing but Seam's choices")
    }

    @Test func aSourceSplitsIntoItsNameAndItsAddress() {
        let cited = RuleEntry.parts(
            ofSource:
                "UIViewController.addChild(_:): \"…, it is removed\", "
                + "developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)"
        )
        #expect(cited.name == "UIViewController.addChild(_:): \"…, it is removed\"")
        #expect(cited.address == "developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)")
        #expect(
            RuleEntry.parts(ofSource: "kean/Pulse #211: a crash, github.com/kean/Pulse/issues/211").address
                == "github.com/kean/Pulse/issues/211")
        #expect(RuleEntry.parts(ofSource: "Seam's choice: Escape stands for the swipe, so it goes.").address == nil)
        #expect(RuleEntry.parts(ofSource: "A note, with a comma and no address").address == nil)
        #expect(RuleEntry.parts(ofSource: "Ends in a sentence, e.g.").address == nil)
    }
}
