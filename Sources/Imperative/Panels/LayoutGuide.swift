import Terminal

/// Mirrors UILayoutGuide (developer.apple.com/documentation/uikit/uilayoutguide) for the two
/// guides every view has: a rectangle inside its owning panel that constraints can name, with
/// the same anchors as a panel. Seam's guides follow their panel and cannot be added by hand
/// (`addLayoutGuide(_:)` is not mirrored).
@preconcurrency @MainActor
public final class LayoutGuide: LayoutAnchorProviding {
    /// Which of the panel's guides this is.
    public enum Kind: String, Sendable {
        /// `safeAreaLayoutGuide`: the bounds less `safeAreaInsets`.
        case safeArea = "safeAreaLayoutGuide"
        /// `layoutMarginsGuide`: the safe area less `directionalLayoutMargins`.
        case layoutMargins = "layoutMarginsGuide"
    }

    public let kind: Kind
    /// Mirrors `owningView`: the panel whose guide this is.
    public let owningView: Panel

    init(_ kind: Kind, of panel: Panel) {
        self.kind = kind
        self.owningView = panel
    }

    public var layoutItem: LayoutItem { LayoutItem(panel: owningView, guide: kind) }

    /// Mirrors `layoutFrame`: the guide's rectangle in its owning panel's coordinates.
    public var layoutFrame: Rect { owningView.bounds.inset(by: owningView.insets(of: kind)) }
}

extension Panel: LayoutAnchorProviding {
    public var layoutItem: LayoutItem { LayoutItem(panel: self, guide: nil) }

    /// Mirrors `safeAreaLayoutGuide`: the panel's bounds less its `safeAreaInsets`. A new
    /// guide object each time, for the same rectangle (Seam's choice: compare `owningView`
    /// and `kind`, not the objects).
    public var safeAreaLayoutGuide: LayoutGuide { LayoutGuide(.safeArea, of: self) }

    /// Mirrors `layoutMarginsGuide`: the safe area less `directionalLayoutMargins`, as UIKit's
    /// is with `insetsLayoutMarginsFromSafeArea` left true.
    public var layoutMarginsGuide: LayoutGuide { LayoutGuide(.layoutMargins, of: self) }

    /// What the guide `kind` takes off the bounds.
    func insets(of kind: LayoutGuide.Kind) -> EdgeInsets {
        switch kind {
        case .safeArea: EdgeInsets(safeAreaInsets)
        case .layoutMargins: EdgeInsets(safeAreaInsets) + directionalLayoutMargins
        }
    }
}
