/// What the catalog says about one rule: its title, the pattern it belongs to, why it matters
/// on a real device, the wrong way and the right way as an app team would write them with
/// Seam's mirror of UIKit and SwiftUI, the lesson that demonstrates it, and the sources that
/// back it. The snippets are the text of the lesson's two code paths (a test checks they
/// appear verbatim in `lesson`).
public struct RuleEntry: Sendable {
    public var title: String
    public var pattern: RulePattern
    public var why: String
    public var wrong: String
    public var right: String
    /// The lesson's source file, relative to the package root (`Lessons/…`).
    public var lesson: String
    /// What backs the rule, one source a string: Apple documentation pages, WWDC sessions and
    /// field evidence (issue threads, with repository and number), each a short name, a comma
    /// and its address (`"UIViewController.addChild(_:), developer.apple.com/documentation/…"`).
    /// Where no source settles a behaviour Seam models, a string beginning `Seam's choice:`
    /// says what Seam does and why.
    public var sources: [String]
    /// True when Seam detects the rule at run time and records a diagnostic.
    public var detected: Bool
    /// True when `seam lint` checks the rule in source (a test keeps this in step with the
    /// linter's checks); the wrong snippet then gets the rule and the right one nothing.
    public var linted: Bool

    public init(
        title: String, pattern: RulePattern, why: String, wrong: String, right: String,
        lesson: String, sources: [String], detected: Bool = true, linted: Bool = false
    ) {
        self.title = title
        self.pattern = pattern
        self.why = why
        self.wrong = wrong
        self.right = right
        self.lesson = lesson
        self.sources = sources
        self.detected = detected
        self.linted = linted
    }

    /// How a source string begins when it records a choice Seam made rather than cites.
    public static let choicePrefix = "Seam's choice:"

    /// A source split into its name and its address: the address is what follows the last
    /// `", "` when that is one word with a dot before its first `/` (`developer.apple.com/…`,
    /// `github.com/…`); a `Seam's choice:` note, or a source without such an ending, has none.
    public static func parts(ofSource source: String) -> (name: String, address: String?) {
        guard !source.hasPrefix(choicePrefix),
            let space = source.lastIndex(of: " "), space > source.startIndex
        else { return (source, nil) }
        let comma = source.index(before: space)
        let address = source[source.index(after: space)...]
        let host = address.prefix { $0 != "/" }
        guard source[comma] == ",", !address.isEmpty, host.contains("."), !host.hasPrefix("."), !host.hasSuffix(".")
        else {
            return (source, nil)
        }
        return (String(source[..<comma]), String(address))
    }
}
