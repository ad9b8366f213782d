import Terminal

/// What the user does to a list: keys move the selection and activate a row, Right and Left
/// reveal its swipe actions, a click selects or activates, the wheel moves the selection.
extension ListView {
    /// Handles list keys; false for keys a list does not use.
    @_specialize(where SectionID == String, ItemID == Int)
    public func handle(_ key: Key) -> Bool {
        let count = snapshot.numberOfItems
        switch key {
        case .up: select(index: selectedIndex - 1)
        case .down: select(index: selectedIndex + 1)
        case .pageUp: select(index: selectedIndex - pageSize)
        case .pageDown: select(index: selectedIndex + pageSize)
        case .home: select(index: 0)
        case .end: select(index: count - 1)
        case .enter, .space:
            guard let id = selectedID else { return false }
            if let revealed {
                perform(revealed.focusedAction)
                return true
            }
            if visibleCells[id]?.contentPanel?.activate(with: key) == true { return true }
            guard let onActivate else { return false }
            onActivate(id)
        case .right, .left:
            return handleArrow(towardTrailing: (key == .right) != isRightToLeft)
        case .escape:
            guard revealed != nil else { return false }
            revealed = nil
        default: return false
        }
        return true
    }

    private var isRightToLeft: Bool { viewController?.currentTraits.layoutDirection == .rightToLeft }

    /// How far PageUp/PageDown move the selection: the items wholly on screen, less one.
    private var pageSize: Int {
        let items = placed.count { if case .item = $0.row { $0.y + $0.height <= rowsHeight } else { false } }
        return max(1, items - 1)
    }

    // MARK: Swipe actions

    /// An arrow pointing at the trailing edge (Right in left-to-right) or the leading one.
    private func handleArrow(towardTrailing: Bool) -> Bool {
        guard var shown = revealed else {
            let edge: SwipeEdge = towardTrailing ? .trailing : .leading
            guard let configuration = swipeActionsConfiguration(on: edge) else { return false }
            revealed = RevealedSwipeActions(edge: edge, configuration: configuration)
            return true
        }
        switch shown.arrow(towardTrailing: towardTrailing) {
        case .stays: revealed = shown
        case .hides: revealed = nil
        case .performsFullSwipe: perform(shown.configuration.actions[0])
        }
        return true
    }

    /// Hides the actions, then runs the action's handler (which addresses its item by identifier).
    private func perform(_ action: SwipeAction) {
        revealed = nil
        action.handler()
    }

    /// The selected row's actions on `edge`: the list's provider, else the row's content; nil when none.
    private func swipeActionsConfiguration(on edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard let id = selectedID else { return nil }
        let provider =
            edge == .leading ? leadingSwipeActionsConfigurationProvider : trailingSwipeActionsConfigurationProvider
        let configuration = provider?(id) ?? visibleCells[id]?.contentPanel?.swipeActionsConfiguration(on: edge)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// True while the selected row shows its swipe actions.
    public var isShowingSwipeActions: Bool { revealed != nil }

    /// The key hints while swipe actions show (move, perform the focused one, hide); nil otherwise.
    public var swipeActionKeyHints: [KeyHint]? {
        revealed?.keyHints
    }

    // MARK: Mouse

    /// Rows the wheel moves the selection by.
    static var wheelStep: Int { 3 }

    /// A click selects the row under it, and activates it when it was selected already (as
    /// Enter would) or the list activates on a click (`clickActivates`); the wheel moves the
    /// selection three rows. A click on a header or on the position row does nothing.
    func handleMouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.action {
        case .click:
            guard point.y < rowsHeight,
                let hit = placed.first(where: { point.y >= $0.y && point.y < $0.y + $0.height }),
                case .item(let index) = hit.row
            else { return false }
            if index == selectedIndex { return handle(.enter) }
            select(index: index)
            if clickActivates { _ = handle(.enter) }
        case .scrollUp: select(index: selectedIndex - Self.wheelStep)
        case .scrollDown: select(index: selectedIndex + Self.wheelStep)
        }
        return true
    }
}
