/// What the catalog says about one rule: its title, the pattern it belongs to, why it matters
/// on a real device, the wrong way and the right way as an app team would write them with
/// Seam's mirror of UIKit and SwiftUI, and the lesson that demonstrates it. The snippets are
/// the text of the lesson's two code paths (a test checks they appear verbatim in `lesson`).
public struct RuleEntry: Sendable {
    public var title: String
    public var pattern: RulePattern
    public var why: String
    public var wrong: String
    public var right: String
    /// The lesson's source file, relative to the package root (`Screens/Lessons/…`).
    public var lesson: String
    /// True when Seam detects the rule at run time and records a diagnostic.
    public var detected: Bool

    public init(title: String, pattern: RulePattern, why: String, wrong: String, right: String,
                lesson: String, detected: Bool = true) {
        self.title = title
        self.pattern = pattern
        self.why = why
        self.wrong = wrong
        self.right = right
        self.lesson = lesson
        self.detected = detected
    }
}
