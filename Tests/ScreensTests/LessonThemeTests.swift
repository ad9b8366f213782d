import Rules
import Testing
@testable import Lessons
@testable import Screens

/// The Lessons list's themes: every rule in exactly one, the themes in the list's order.
@Suite struct LessonThemeTests {
    @Test func theThemesAreInTheListsOrder() {
        #expect(
            LessonTheme.allCases.map(\.title)
                == [
                    "Containers and bars", "Hosting and containment", "Environment and traits", "Lists and cells",
                    "Presentation",
                ])
    }

    @Test func everyRuleIsInExactlyOneTheme() {
        for rule in Rule.allCases {
            let themes = LessonTheme.allCases.filter { $0.rules.contains(rule) }
            #expect(themes == [LessonTheme.theme(of: rule)], "\(rule.id) is in \(themes.map(\.title))")
        }
        #expect(LessonTheme.allCases.allSatisfy { !$0.rules.isEmpty }, "a theme without rules")
    }

    @Test func theListOrderIsEveryRuleOnceThemeByThemeInCatalogOrderWithin() {
        let order = LessonTheme.listOrder
        #expect(order.count == Rule.allCases.count)
        #expect(Set(order) == Set(Rule.allCases))
        #expect(
            order
                == LessonTheme.allCases.flatMap { theme in Rule.allCases.filter { LessonTheme.theme(of: $0) == theme } }
        )
        for theme in LessonTheme.allCases { #expect(theme.rules == theme.rules.sorted(), "\(theme.title)") }
    }

    @Test func rulesAreGroupedByWhatTheyAreAbout() {
        #expect(
            LessonTheme.containersAndBars.rules == [
                .oneOwner, .doubleNavigationBar, .manualBackButton, .navigatorUnbound,
                .imperativeOnDeclarativePath, .largeTitleMode, .hideBarBeforePush,
                .titleFeedsTabItem, .navigationItemOwner, .statusBarOwner, .largeTitleCollapse, .barAppearancePerItem,
            ])
        #expect(LessonTheme.theme(of: .alreadyHasParent) == .hostingAndContainment)
        #expect(LessonTheme.theme(of: .representableNavItem) == .hostingAndContainment)
        #expect(LessonTheme.theme(of: .hostKeyboardInset) == .hostingAndContainment)
        #expect(LessonTheme.theme(of: .twoSourcesOfTruth) == .environmentAndTraits)
        #expect(LessonTheme.theme(of: .traitsInViewIsAppearing) == .environmentAndTraits)
        #expect(LessonTheme.theme(of: .traitBridgedEnvironment) == .environmentAndTraits)
        #expect(LessonTheme.theme(of: .containChildHost) == .hostingAndContainment)
        #expect(LessonTheme.theme(of: .twoSourcesOfTruth) == .environmentAndTraits)
        #expect(LessonTheme.theme(of: .uikitObservationTracking) == .environmentAndTraits)
        #expect(LessonTheme.theme(of: .representableInCell) == .listsAndCells)
        #expect(LessonTheme.presentation.rules == [.dismissOnPushedHost, .popoverCompactAdaptation])
    }
}
