extension RuleEntry {
    static let cellEnvironment = RuleEntry(
        title:
            "Cell content does not inherit custom environment from the surrounding controller; inject it in the configuration.",
        pattern: .cells,
        why: """
            A hosting configuration's content is a small tree of its own: it sees the system traits, but not the custom environment of the screen around the list. On a screen set to French, the total is written the French way while every row, formatting with the default locale, is written the American way. Hand the value to the list (a representable does it in its update) and inject it in each configuration. Since iOS 17 a custom UITrait bridged with UITraitBridgedEnvironmentKey reaches cell content without per-configuration injection.
            """,
        wrong: """
            let row = HostingConfiguration {
                ExpenseRow(expense: expense)
            }
            cell.contentConfiguration = row
            """,
        right: """
            let row = HostingConfiguration {
                ExpenseRow(expense: expense)
                    .environment(\\.locale, hostLocale)
            }
            cell.contentConfiguration = row
            """,
        lesson: "Lessons/CellEnvironmentLesson.swift",
        sources: [
            "UIHostingConfiguration, developer.apple.com/documentation/swiftui/uihostingconfiguration",
            "UITraitBridgedEnvironmentKey (iOS 17), developer.apple.com/documentation/uikit/uitraitbridgedenvironmentkey",
            "WWDC22 \"Use SwiftUI with UIKit\" (session 10072), developer.apple.com/videos/play/wwdc2022/10072",
            "apptekstudios/ASCollectionView #59: environment values lost in hosted cells; pass them in, github.com/apptekstudios/ASCollectionView/issues/59",
            "UIKit/AppKit and SwiftUI's Environment propagation (Five Stars): a contained hosting controller inherits the environment, fivestars.blog/articles/swiftui-environment-propagation-3",
            "Seam's choice: whether a hosted screen's environment reaches configuration content through a representable's UIKit list is not documented; in Seam it does not.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.cellEnvironmentValue`: cell content sees a default where the surroundings provide a value.
    static func cellEnvironmentValueMessage(
        view: String, type: String, seen: String, provider: String, provided: String
    ) -> String {
        "\(view) reads an environment value of type \(type) in cell content and sees \(seen), "
            + "but \(provider) provides \(provided): cell content does not inherit custom "
            + "environment; inject it in the configuration with .environment(…)"
    }

    /// `.cellEnvironmentObject`: cell content requires an object only the surroundings provide.
    static func cellEnvironmentObjectMessage(view: String, type: String, provider: String) -> String {
        "\(view) requires \(type) in cell content, which \(provider) provides "
            + "but the cell does not inherit: inject it in the configuration with .environment(object)"
    }
}
