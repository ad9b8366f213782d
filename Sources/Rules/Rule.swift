/// The navigation-ownership rules Seam teaches and detects: one closed vocabulary that every
/// diagnostic, the `seam rules` command, the Lessons tab, the inspector and `docs/rules.md`
/// read. The raw value is the rule's stable id; cases are in catalog order and new rules are
/// only ever appended.
public enum Rule: String, CaseIterable, Sendable, Hashable, Comparable {
    case oneOwner = "one-owner"
    case doubleNavigationBar = "double-navigation-bar"
    case manualBackButton = "manual-back-button"
    case dismissOnPushedHost = "dismiss-on-pushed-host"
    case navigatorUnbound = "navigator-unbound"
    case environmentAfterHost = "environment-after-host"
    case missingEnvironmentObject = "missing-environment-object"
    case childHostZeroSize = "child-host-zero-size"
    case opaqueHostBackground = "opaque-host-background"
    case unretainedChildHost = "unretained-child-host"
    case cellStateReuse = "cell-state-reuse"
    case cellEnvironment = "cell-environment"
    case stableIdentifiers = "stable-identifiers"
    case representableUpdate = "representable-update"
    case twoSourcesOfTruth = "two-sources-of-truth"
    case leakedController = "leaked-controller"
    case imperativeOnDeclarativePath = "imperative-on-declarative-path"
    case largeTitleMode = "large-title-mode"
    case representableInCell = "representable-in-cell"
    case alreadyHasParent = "already-has-parent"
    case hideBarBeforePush = "hide-bar-before-push"
    case titleFeedsTabItem = "title-feeds-tab-item"
    case navigationItemOwner = "navigation-item-owner"
    case statusBarOwner = "status-bar-owner"
    case representableNavItem = "representable-nav-item"
    case traitsInViewIsAppearing = "traits-in-viewisappearing"
    case traitBridgedEnvironment = "trait-bridged-environment"
    case containChildHost = "contain-child-host"
    case uikitObservationTracking = "uikit-observation-tracking"
    case largeTitleCollapse = "large-title-collapse"
    case barAppearancePerItem = "bar-appearance-per-item"
    case hostKeyboardInset = "host-keyboard-inset"
    case popoverCompactAdaptation = "popover-compact-adaptation"

    /// The rule's stable id, as diagnostics, scripts and `seam rules` name it.
    public var id: String { rawValue }

    /// The rule's place in the catalog, from 1.
    public var number: Int { Self.allCases.firstIndex(of: self)! + 1 }

    public static func < (a: Rule, b: Rule) -> Bool { a.number < b.number }

    /// The rule with this id, if any.
    public init?(id: String) { self.init(rawValue: id) }

    /// The known id closest to `text` (fewest single-character edits), for "did you mean".
    public static func closest(to text: String) -> Rule {
        allCases.min { editDistance($0.id, text) < editDistance($1.id, text) }!
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

/// The pattern of a mixed app a rule belongs to.
public enum RulePattern: String, CaseIterable, Sendable {
    case screenHosting = "screen hosting"
    case childHosting = "child hosting"
    case navigation
    case sharedModel = "shared model"
    case cells
    case environment
    case ownership
}
