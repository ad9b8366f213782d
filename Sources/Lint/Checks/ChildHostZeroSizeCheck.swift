import Rules
internal import SwiftSyntax

/// `child-host-zero-size`: a contained child host (`addChild(card)`, its view added) whose
/// size Auto Layout takes from the view's intrinsic content size, with no `sizingOptions` set
/// in its scope (the function for a local host, the type for a property).
///
/// UIKit: `sizingOptions` is empty by default; with `.intrinsicContentSize` (iOS 16) the host
/// invalidates its view's intrinsic content size whenever the SwiftUI content's ideal size
/// changes. Without it the size measured at the first layout stays when the content changes.
/// That matters only where the intrinsic size decides the view's size:
/// - an arranged subview of a stack view (`addArrangedSubview`), unless a width or height
///   constraint is set on the view;
/// - a view under Auto Layout (`translatesAutoresizingMaskIntoConstraints = false`) whose
///   anchors leave an axis open (pinned to top, leading and trailing but not bottom,
///   centred…).
///
/// Silent when the constraints fix both axes (pinned to four edges, or given a width and a
/// height: the container decides, and whether the container follows its content is out of
/// sight), for frame-based layout, when the view is laid out some other way (a frame, a
/// helper, SnapKit, `invalidateIntrinsicContentSize()`, the pre-iOS 16 fix), and when the
/// host is not a plain `UIHostingController(rootView:)` made in sight (a subclass or a
/// factory may set its options).
struct ChildHostZeroSizeCheck: VisitorCheck {
    let rule = Rule.childHostZeroSize
    let summary =
        "A contained `UIHostingController` whose view is an arranged subview of a stack view, "
        + "or under Auto Layout with an axis its constraints leave open, "
        + "and whose `sizingOptions` are never set in that function or type."

    final class Visitor: FindingVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let placement = HostViewPlacement(node, file: file, project: project), placement.isPlainHost else {
                return .visitChildren
            }
            let uses = placement.uses
            guard uses.contained, !uses.handedOff, !uses.sized, !uses.otherViewUse else { return .visitChildren }
            let anchors = uses.anchors
            let host = placement.host
            if let name = node.calleeName, HostViewPlacement.arrangingCalls.contains(name) {
                guard anchors.isDisjoint(with: ["widthAnchor", "heightAnchor"]) else { return .visitChildren }
                report(
                    node,
                    "'\(host)' is laid out by a stack view from its intrinsic size, but its sizingOptions are empty, "
                        + "so it is measured once and keeps that size when its SwiftUI content changes; "
                        + "set \(host).sizingOptions = .intrinsicContentSize"
                )
            } else if uses.autoLayout, !anchors.isEmpty {
                let vertical =
                    anchors.contains("heightAnchor") || anchors.isSuperset(of: ["topAnchor", "bottomAnchor"])
                let horizontal =
                    anchors.contains("widthAnchor")
                    || (!anchors.isDisjoint(with: ["leadingAnchor", "leftAnchor"])
                        && !anchors.isDisjoint(with: ["trailingAnchor", "rightAnchor"]))
                guard !(vertical && horizontal) else { return .visitChildren }
                report(
                    node,
                    "'\(host)' is sized by Auto Layout from its intrinsic size "
                        + "(its constraints leave its \(vertical ? "width" : horizontal ? "height" : "size") open), "
                        + "but its sizingOptions are empty, so it is measured once and keeps that size "
                        + "when its SwiftUI content changes; set \(host).sizingOptions = .intrinsicContentSize"
                )
            }
            return .visitChildren
        }
    }
}
