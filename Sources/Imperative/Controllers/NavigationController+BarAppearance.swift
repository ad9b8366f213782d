import Rules

/// A change of the navigation bar's own appearance (`standardAppearance`,
/// `compactAppearance`) made by a screen that is not the stack's only one: which screen (the
/// top of the stack when the change was made), what it wrote last, and the bar's appearances
/// before its first change.
@MainActor
struct BarAppearanceChange {
    weak var controller: ViewController?
    var property: String
    let before: BarAppearances
}

/// The navigation bar's own appearances, and what a bar with them shows for an item.
@MainActor
struct BarAppearances: Equatable {
    var standard: NavigationBarAppearance
    var compact: NavigationBarAppearance?

    /// UIKit's precedence: at compact height the item's compact appearance, else the bar's;
    /// then (and at standard height) the item's standard appearance, else the bar's.
    func shown(for item: NavigationItem?, compact isCompact: Bool) -> NavigationBarAppearance {
        if isCompact, let shown = item?.compactAppearance ?? compact { return shown }
        return item?.standardAppearance ?? standard
    }
}

/// `bar-appearance-per-item`: the bar is one for the whole stack, so an appearance a pushed
/// screen gives the bar (rather than its own navigation item) stays when that screen goes.
extension NavigationController {
    var barAppearances: BarAppearances {
        BarAppearances(standard: navigationBar.standardAppearance, compact: navigationBar.compactAppearance)
    }

    /// The bar's `property` changed. Made while the stack holds more than one screen, the
    /// change is the top screen's; one made while the stack holds only its root is the whole
    /// stack's look (an app's theme), and ends the note of an earlier change.
    func barAppearanceDidChange(_ property: String, before: BarAppearances) {
        guard viewControllers.count > 1, let top = topViewController else {
            barAppearanceChange = nil
            return
        }
        if let change = barAppearanceChange, change.controller === top {
            barAppearanceChange?.property = property
        } else {
            barAppearanceChange = BarAppearanceChange(controller: top, property: property, before: before)
        }
    }

    /// After `removed` left the stack (and the appearance callbacks ran): when the last change
    /// of the bar's appearance was one of theirs and it is still in force — the screen now on
    /// top shows another look than the bar gave it before that change (its item sets none of
    /// its own that covers it) — the look outlived its screen, and the rule is recorded on the
    /// screen that shows it.
    func barAppearanceMayOutlive(_ removed: [ViewController]) {
        guard let change = barAppearanceChange, let writer = change.controller,
            removed.contains(where: { $0 === writer })
        else { return }
        barAppearanceChange = nil
        guard let top = topViewController else { return }
        let compact = traitCollection.verticalSizeClass == .compact
        let shown = barAppearances.shown(for: top.navigationItem, compact: compact)
        guard shown != change.before.shown(for: top.navigationItem, compact: compact) else { return }
        top.report(
            .barAppearancePerItem(controller: writer.typeName, property: change.property, shownOn: top.typeName))
    }
}
