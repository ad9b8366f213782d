/// Mirrors SwiftUI's HorizontalEdge: the edge of a row swipe actions show on.
public enum HorizontalEdge: Sendable { case leading, trailing }

/// The swipe actions a view declares for one edge of its row, as its host reads them:
/// the buttons in order (the first is the outermost) and whether a full swipe performs it.
@MainActor
public struct SwipeActionsDeclaration {
    public let edge: HorizontalEdge
    public let allowsFullSwipe: Bool
    /// Reads the buttons: each one's title, role and action. Only a host revealing the actions
    /// asks, so collecting preferences on every update costs no button.
    public let actions: () -> [(title: String, role: ButtonRole?, perform: @MainActor () -> Void)]
}

/// `.swipeActions(edge:allowsFullSwipe:content:)`: the buttons of `actions` flow up to the
/// host as a preference; the innermost declaration of an edge wins, as a row's own
/// modifier does in SwiftUI.
struct SwipeActionsModifier<Content: View, Actions: View>: ContentModifierView, PreferenceWriter {
    let content: Content
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    func writePreferences(into preferences: inout PreferenceValues) {
        let actions = self.actions
        preferences.swipeActions.removeAll { $0.edge == edge }
        preferences.swipeActions.append(
            SwipeActionsDeclaration(edge: edge, allowsFullSwipe: allowsFullSwipe) {
                ViewList.of(actions).elements.compactMap {
                    ($0.view as? any DialogActionConvertible)?.dialogAction(closing: {})
                }.map { ($0.title, $0.role, $0.run) }
            })
    }
}

extension View {
    /// Mirrors `.swipeActions(edge:allowsFullSwipe:content:)`: buttons revealed by swiping the
    /// row this view is the content of (Right or Left on the selected row of a `ListView`
    /// whose cell hosts it). A destructive button shows in the destructive colour.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> Actions
    ) -> some View {
        SwipeActionsModifier(content: self, edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content())
    }
}
