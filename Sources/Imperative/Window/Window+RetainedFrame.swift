import Terminal

/// Frames drawn over the last one: what must be drawn again, and the check that it is enough.
extension Window {
    /// What a frame is drawn for beyond its panels: when it differs from the last frame's,
    /// the frame is drawn from scratch. Nil while an overlay is up (help, the inspector) or
    /// the terminal is too small: such frames are always drawn from scratch.
    struct FrameKey: Equatable {
        var size: Size
        var traits: TraitCollection
        var chromeTraits: TraitCollection
        /// Each presentation's controller, style and box, bottom first.
        var presentations: [Presentation]

        struct Presentation: Equatable {
            var controller: ObjectIdentifier
            var style: ModalPresentationStyle
            var box: Rect
        }
    }

    var frameKey: FrameKey? {
        guard !isTooSmall, !isShowingHelp, !isShowingInspector else { return nil }
        var presentations: [FrameKey.Presentation] = []
        var presenter = rootViewController
        while let presented = presenter?.presentedStorage {
            presentations.append(
                .init(
                    controller: ObjectIdentifier(presented), style: presented.effectivePresentationStyle,
                    box: presentationBox(presented, in: contentArea)))
            presenter = presented
        }
        return FrameKey(
            size: size, traits: traitCollection, chromeTraits: rootViewController?.currentTraits ?? traitCollection,
            presentations: presentations)
    }

    /// What the window draws itself in its last two rows, as the update phase found it.
    struct Chrome {
        /// The footer's hints that fit its width.
        var footer: [KeyHint]
        /// The width of each hint's key, measured once for every frame that draws the footer.
        var footerKeyWidths: [Int]
        /// What the footer was fitted from: the same inputs fit the same hints.
        var footerInputs: FooterInputs
        /// The diagnostics row over the last content row.
        var statusLine: String?
    }

    /// Everything the footer's hints depend on (`fittedFooterHints`).
    struct FooterInputs: Equatable {
        var screenHints: [KeyHint]
        var width: Int
        var showsHelp: Bool
        var coveringInspector: Bool
        var presents: Bool
        var overlayScrolls: Bool
        var editingText: Bool
    }

    private var footerInputs: FooterInputs {
        FooterInputs(
            screenHints: screenKeyHints, width: size.width,
            showsHelp: isShowingHelp, coveringInspector: isShowingInspector && !inspectorIsSidePanel,
            presents: topPresentedController != nil,
            overlayScrolls: overlayScrolls, editingText: isEditingText)
    }

    /// The update phase's part for the rows the window draws itself: what they show now,
    /// and damage where that changed since the last frame. The footer is fitted again only
    /// when what it is made from changed.
    func updateChrome() {
        let inputs = footerInputs
        let footer =
            chrome.flatMap { $0.footerInputs == inputs ? ($0.footer, $0.footerKeyWidths) : nil }
            ?? Self.measured(fittedFooterHints(screen: screenFooterHints, window: windowFooterHints(for: inputs)))
        let new = Chrome(
            footer: footer.0, footerKeyWidths: footer.1, footerInputs: inputs, statusLine: statusLineText)
        defer { chrome = new }
        guard let old = chrome else { return }
        if old.footer != new.footer { damage.add(Rect(x: 0, y: size.height - 1, width: size.width, height: 1)) }
        if old.statusLine != new.statusLine { damage.add(Rect(x: 0, y: size.height - 2, width: size.width, height: 1)) }
    }

    /// The window's hints for `inputs`: a text field edits only while no overlay covers it.
    private func windowFooterHints(for inputs: FooterInputs) -> [KeyHint] {
        windowFooterHints(editing: !inputs.showsHelp && !inputs.coveringInspector && inputs.editingText)
    }

    /// Stops a debug build when a retained frame differs from the same frame drawn from
    /// scratch, naming the rows: some panel changed its look without `setNeedsDisplay`.
    func verify(_ retained: Canvas) {
        let full = fullFrame()
        guard full != retained else { return }
        let rows = (0..<size.height).filter { y in (0..<size.width).contains { retained[$0, y] != full[$0, y] } }
        let detail = rows.prefix(4).map {
            "row \($0): retained \"\(retained.line($0))\" from scratch \"\(full.line($0))\""
        }
        assertionFailure(
            "retained frame differs from the frame drawn from scratch (damage \(damage.rects)):\n"
                + detail.joined(separator: "\n"))
    }
}
