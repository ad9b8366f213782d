extension RuleEntry {
    static let popoverCompactAdaptation = RuleEntry(
        title:
            "A popover becomes a sheet in compact width: keep it a popover with .presentationCompactAdaptation, or give the sheet a way to close.",
        pattern: .screenHosting,
        why: """
            A popover (SwiftUI's .popover, UIKit's .popover style) is a small box by its button in a regular width, closed by a tap outside; in a compact size class (an iPhone) UIKit adapts it to a sheet. A filter menu written for the popover then covers the screen like another screen, and the sheet has no close button, since the popover needed none. Seam names the rule when a popover shows as a sheet while nothing in its content reads the dismiss action. Ask for .presentationCompactAdaptation(.popover) (UIKit: return .none from adaptivePresentationStyle(for:traitCollection:)), or give the content a Done button that calls dismiss.
            """,
        wrong: """
            .popover(isPresented: $isFiltering) {
                // written for a popover: a tap outside closes it
                FilterMenu(filter: $filter)
            }
            """,
        right: """
            .popover(isPresented: $isFiltering) {
                FilterMenu(filter: $filter)
                    // a popover in compact width too
                    .presentationCompactAdaptation(.popover)
            }
            """,
        lesson: "Lessons/PopoverCompactAdaptationLesson.swift",
        sources: [
            "UIModalPresentationStyle.popover: in compact environments it \"behaves the same as UIModalPresentationStyle.formSheet\", developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover",
            "View.presentationCompactAdaptation(_:) (iOS 16.4), with .popover or .none, developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)",
            "UIAdaptivePresentationControllerDelegate: return .none to keep the popover, developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)",
            "SwiftUIX/SwiftUIX PR #318: \"on iPhone it will show as sheet\", github.com/SwiftUIX/SwiftUIX/pull/318",
            "google/blockly-ios #236: popovers open full screen on iPhones, github.com/google/blockly-ios/issues/236",
            "Seam's choice: a way to close is a view of the content reading @Environment(\\.dismiss); the delegate is asked in compact size classes only.",
        ],
        linted: false)
}

extension RuleFinding {
    /// `.popoverCompactAdaptation`: a popover shows adapted in a compact size class, and its
    /// content reads no dismiss action.
    static func popoverCompactAdaptationMessage(presented: String, presenter: String, shownAs: String) -> String {
        "the popover \(presented) of \(presenter) shows as a \(shownAs) in compact width, and nothing in it "
            + "reads dismiss: no way to close it; use .presentationCompactAdaptation(.popover) or add a Done button"
    }
}
