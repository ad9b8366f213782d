import Terminal

/// The key table: every key the app answers, in the order help and the README list them.
/// The window dispatches on its own rows (`handleWindowKey`); the footer offers what a key
/// does now (a text field with focus takes `q` and `?`, so the footer then offers F1 and
/// Ctrl-C; the help and the inspector overlay offer their own keys); help lists the table;
/// the README's key table is `keyTableMarkdown`, checked by a test.
extension Window {
    /// The app's keys. The tab keys follow the root's tabs (`1 2 3` for three).
    public var keyBindings: [KeyBinding] {
        var rows = [
            KeyBinding([.up, .down], "Up / Down", "move the selection, or focus to the previous/next control"),
            KeyBinding([.tab, .backTab], "Tab / BackTab", "next / previous control"),
            KeyBinding(
                [.enter, .space], "Enter, Space",
                "open the selected row, activate the focused control (Space toggles)"),
            KeyBinding([.escape], "Escape", "back: close the top presentation, pop the top screen; nothing at a root"),
            KeyBinding(
                [.pageUp, .pageDown, .home, .end], "PageUp / PageDown / Home / End",
                "scroll lists; in a text field Home and End move the cursor"),
            KeyBinding(
                [.left, .right], "Left / Right", "reveal a list row's swipe actions; in a text field move the cursor"),
        ]
        if let tabs = rootViewController as? TabBarController, tabs.viewControllers.count > 1 {
            let count = min(9, tabs.viewControllers.count)
            let names = (0..<count).map { tabs.tabTitle(at: $0) }
            let list =
                names.count == 2
                ? names.joined(separator: " and ")
                : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            rows.append(
                KeyBinding(
                    (1...count).map { .character(Character(String($0))) },
                    (1...count).map(String.init).joined(separator: " "), "the \(list) tabs"))
        }
        rows.append(KeyBinding([], "a letter in brackets in the bar", "that bar item of the top screen, e.g. [v] Void"))
        return rows + Self.windowCommandBindings
    }

    /// The rows the window acts on itself (help, the inspector, the settings, quit), the same
    /// for every app: the end of `keyBindings`, and what reaches the window while no overlay is up.
    static let windowCommandBindings = [
        KeyBinding(
            [.character("?"), .function(1)], "? or F1", "help: the keys everywhere and the keys of this screen",
            footer: "help", handler: .window(.help)),
        KeyBinding(
            [.function(2)], "F2",
            "inspector: who owns what is on screen (the tree, and a frame around each region "
                + "by its owner — imperative, hosted, child host, hosted cell, representable — with a legend), "
                + "the top view's environment and where each value came from, every diagnostic so far",
            handler: .window(.inspector)),
        KeyBinding([.function(3)], "F3", "light ↔ dark", handler: .window(.toggleColorScheme)),
        KeyBinding([.function(4), .function(5)], "F4 / F5", "text size smaller / larger", handler: .window(.textSize)),
        KeyBinding([.function(6)], "F6", "left-to-right ↔ right-to-left", handler: .window(.toggleLayoutDirection)),
        KeyBinding([.function(7)], "F7", "regular ↔ bold text", handler: .window(.toggleLegibilityWeight)),
        KeyBinding(
            [.function(8)], "F8",
            "reduce motion on ↔ off: pushes, pops and sheets slide briefly (at most 150 ms) unless it is on",
            handler: .window(.toggleReduceMotion)),
        KeyBinding(
            [.character("q"), .ctrl("C")], "q, Ctrl-C", "quit, restoring the terminal", footer: "quit",
            handler: .window(.quit)),
    ]

    /// The keys of the help overlay while it is up (nothing else reaches the app).
    static let helpBindings = [
        KeyBinding(
            [.up, .down, .pageUp, .pageDown, .home, .end], "Up / Down / PageUp / PageDown", "scroll the help",
            footer: "scroll", handler: .window(.scrollOverlay)),
        KeyBinding(
            [.escape, .enter, .character("?"), .function(1)], "Escape", "close the help", footer: "close help",
            handler: .window(.closeOverlay)),
        KeyBinding([.ctrl("C")], "Ctrl-C", "quit", footer: "quit", handler: .window(.quit)),
    ]

    /// The keys of the inspector while it covers the app (compact width): the settings and
    /// quit still work, and the inspector shows their effect; other keys wait.
    static let inspectorOverlayBindings = [
        KeyBinding(
            [.up, .down, .pageUp, .pageDown, .home, .end], "Up / Down / PageUp / PageDown", "scroll the inspector",
            footer: "scroll", handler: .window(.scrollOverlay)),
        KeyBinding(
            [.function(2), .escape], "F2 or Escape", "close the inspector", footer: "close",
            handler: .window(.closeOverlay)),
        KeyBinding([.function(3)], "F3", "light ↔ dark", handler: .window(.toggleColorScheme)),
        KeyBinding([.function(4), .function(5)], "F4 / F5", "text size smaller / larger", handler: .window(.textSize)),
        KeyBinding([.function(6)], "F6", "left-to-right ↔ right-to-left", handler: .window(.toggleLayoutDirection)),
        KeyBinding([.function(7)], "F7", "regular ↔ bold text", handler: .window(.toggleLegibilityWeight)),
        KeyBinding([.function(8)], "F8", "reduce motion on ↔ off", handler: .window(.toggleReduceMotion)),
        KeyBinding([.character("q"), .ctrl("C")], "q, Ctrl-C", "quit", footer: "quit", handler: .window(.quit)),
    ]

    /// The README's key table, made from `keyBindings`.
    public var keyTableMarkdown: String {
        (["| key | action |", "|---|---|"] + keyBindings.map { "| \($0.markdownLabel) | \($0.action) |" })
            .joined(separator: "\n")
    }

    /// True while printable keys go to a text field of the screen the user types into.
    var isEditingText: Bool { (topPresentedController ?? rootViewController)?.isEditingText ?? false }

    /// The rows whose keys reach the window now, for dispatch and for the footer.
    var activeWindowBindings: [KeyBinding] {
        if isShowingHelp { return Self.helpBindings }
        if isShowingInspector, !inspectorIsSidePanel { return Self.inspectorOverlayBindings }
        return Self.windowCommandBindings
    }

    /// Runs the window's command for `key` from `bindings`; false when none has the key.
    func handleWindowKey(_ key: Key, in bindings: [KeyBinding]) -> Bool {
        guard let binding = bindings.first(where: { $0.keys.contains(key) }),
            case .window(let command) = binding.handler
        else {
            return false
        }
        perform(command, key: key)
        return true
    }

    private func perform(_ command: KeyBinding.Command, key: Key) {
        var s = settings
        switch command {
        case .help:
            isShowingHelp = true
            helpScroll = 0
            events.record(.helpShown)
        case .inspector:
            isShowingInspector.toggle()
            inspectorScroll = 0
            events.record(isShowingInspector ? .inspectorShown : .inspectorClosed)
        case .closeOverlay:
            if isShowingHelp {
                isShowingHelp = false
                events.record(.helpClosed)
            } else {
                isShowingInspector = false
                events.record(.inspectorClosed)
            }
        case .scrollOverlay:
            let page = overlayPage
            let delta: Int
            switch key {
            case .up: delta = -1
            case .down: delta = 1
            case .pageUp: delta = -page
            case .pageDown: delta = page
            case .home: delta = -Int.max / 2
            default: delta = Int.max / 2
            }
            if isShowingHelp {
                helpScroll = max(0, helpScroll + delta)
            } else {
                inspectorScroll = max(0, inspectorScroll + delta)
            }
        case .quit: isQuitRequested = true
        case .toggleColorScheme: s.userInterfaceStyle = s.userInterfaceStyle == .dark ? .light : .dark
        case .textSize: s.contentSizeCategory = s.contentSizeCategory.stepped(by: key == .function(4) ? -1 : 1)
        case .toggleLayoutDirection: s.layoutDirection = s.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        case .toggleLegibilityWeight: s.legibilityWeight = s.legibilityWeight == .regular ? .bold : .regular
        case .toggleReduceMotion: s.reduceMotion.toggle()
        }
        apply(s)
    }

    /// The screen's part of the footer: none while help or the inspector overlay covers it.
    var screenFooterHints: [KeyHint] {
        guard !isShowingHelp, !(isShowingInspector && !inspectorIsSidePanel) else { return [] }
        var hints = screenKeyHints
        if topPresentedController != nil, !hints.contains(where: { $0.key == "esc" }) {
            hints.append(KeyHint("esc", "close"))
        }
        return hints
    }

    /// The window's part of the footer, from the rows that reach it now.
    var windowFooterHints: [KeyHint] {
        let editing = !isShowingHelp && !(isShowingInspector && !inspectorIsSidePanel) && isEditingText
        return windowFooterHints(editing: editing)
    }

    /// The window's part of the footer for a text field editing or not: while no overlay
    /// covers the app, one of two lists made once (the footer is fitted again at every push).
    func windowFooterHints(editing: Bool) -> [KeyHint] {
        if !isShowingHelp, !(isShowingInspector && !inspectorIsSidePanel) {
            return editing ? Self.editingCommandFooterHints : Self.commandFooterHints
        }
        return footerHints(of: activeWindowBindings, editing: editing)
    }

    private static let commandFooterHints = footerHints(of: windowCommandBindings, editing: false)
    private static let editingCommandFooterHints = footerHints(of: windowCommandBindings, editing: true)

    /// The footer's hints for `bindings` as they stand with no overlay (no row scrolls or
    /// closes one): each row's first key and its footer word.
    private static func footerHints(of bindings: [KeyBinding], editing: Bool) -> [KeyHint] {
        bindings.compactMap { hint(for: $0, editing: editing) }
    }

    private static func hint(for binding: KeyBinding, editing: Bool) -> KeyHint? {
        guard let footer = binding.footer, let first = binding.keys(editingText: editing).first else { return nil }
        return KeyHint(first.hintName, footer)
    }

    /// The footer's hints for `bindings` now: the overlay rows say what they do while one shows.
    private func footerHints(of bindings: [KeyBinding], editing: Bool) -> [KeyHint] {
        bindings.compactMap { binding in
            guard let hint = Self.hint(for: binding, editing: editing) else { return nil }
            if binding.handler == .window(.scrollOverlay) { return overlayScrolls ? KeyHint("↑↓", hint.action) : nil }
            if binding.handler == .window(.closeOverlay), isShowingInspector, !isShowingHelp {
                return KeyHint("F2 esc", hint.action)
            }
            return hint
        }
    }
}
