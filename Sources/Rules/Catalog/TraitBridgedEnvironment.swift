extension RuleEntry {
    static let traitBridgedEnvironment = RuleEntry(
        title:
            "A custom trait reaches SwiftUI through a key that is a UITraitBridgedEnvironmentKey: a plain key keeps a copy.",
        pattern: .environment,
        why: """
            A custom trait (UITraitDefinition) set with traitOverrides flows down to every controller below, but a hosted SwiftUI view sees it only through an environment key that conforms to UITraitBridgedEnvironmentKey: the view then reads it from its host's traits and follows every change, and a value set with .environment reaches UIKit views below. A plain key filled from traitCollection when the host is made keeps that copy: when the app switches the trait, the UIKit screens follow and the SwiftUI card does not. Seam names the rule when a custom trait changes above a host and a hosted view that read its old value does not see the new one.
            """,
        wrong: """
            // a plain key: copied in once, when the host is made
            let card = HostingController(rootView: CopiedThemeCard()
                .environment(\\.copiedTheme, traitCollection[ThemeTrait.self]))
            """,
        right: """
            private struct BridgedThemeKey: TraitBridgedEnvironmentKey {
                static let defaultValue = Theme.standard
                static func read(from traitCollection: TraitCollection) -> Theme {
                    traitCollection[ThemeTrait.self]
                }
            """,
        lesson: "Lessons/TraitBridgedEnvironmentLesson.swift",
        sources: [
            "UITraitBridgedEnvironmentKey: an EnvironmentKey with read(from: UITraitCollection) and write(to: inout any UIMutableTraits, value:), developer.apple.com/documentation/uikit/uitraitbridgedenvironmentkey",
            "UIViewController.traitOverrides: \"A mutable container of traits you use to set trait changes for this view controller and its views\", developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc",
            "WWDC23 Unleash the UIKit trait system: custom traits, trait overrides, and bridging a trait with a SwiftUI environment key both ways, developer.apple.com/videos/play/wwdc2023/10057",
            "Seam's choice: the rule is recorded when a hosted view read a value equal to a custom trait's old value, of its type, and does not see the new one once the host has the new traits.",
        ],
        linted: false)
}

extension RuleFinding {
    /// `.traitBridgedEnvironment`: a hosted view kept a copy of a custom trait that changed.
    static func traitBridgedEnvironmentMessage(view: String, trait: String, seen: String, current: String) -> String {
        "\(view) still sees \(seen), a copy of \(trait), which is now \(current): "
            + "make its key a TraitBridgedEnvironmentKey that reads the trait"
    }
}
