import Terminal

/// A device's status bar as one row: the time at the leading edge, the battery at the
/// trailing edge, and the content style the status bar shows (`dark text`, `light text`),
/// drawn in that style over the background of the screen the user sees. The style is the
/// answer of `root`'s status bar chain (`statusBarStyleController`), settled again when the
/// window's status bar is asked to update (an appearance, `setNeedsStatusBarAppearanceUpdate()`),
/// when light and dark change, or when the screen under it does. Nothing shows one unless it
/// places it: a screen that stands for a device (a lesson's stage) opts in.
@preconcurrency @MainActor
public final class StatusBarPanel: Panel {
    /// The controller that stands for the window's root.
    public private(set) weak var root: ViewController?
    /// What the row shows, as its last update settled it.
    private struct Content: Equatable {
        var style: StatusBarStyle
        var below: CellColor
    }
    private var shown: Content?
    /// When the style was last settled: the window's count of status bar updates, and the
    /// interface style then (a `.default` style follows light and dark).
    private var settledAt: (updates: Int, style: UserInterfaceStyle)?

    public init(root: ViewController) {
        self.root = root
        super.init()
        backgroundColor = .clear
    }

    /// The style the row shows now (nil before its first update).
    public var style: StatusBarStyle? { shown?.style }

    public override var isOpaque: Bool { true }

    /// Visited in every update phase: it reads the window's state each frame.
    public override var updatesContentEveryFrame: Bool { true }

    public override func updateContent(in context: UpdateContext) {
        guard let root else { return }
        let updates = root.window?.statusBarAppearanceUpdates ?? 0
        let leaf = Self.visibleScreen(from: root)
        let below =
            leaf.viewIfLoaded?.paintedBackground(leaf.traitCollection.palette) ?? context.traits.palette.background
        let interfaceStyle = root.traitCollection.userInterfaceStyle
        var style = shown?.style ?? root.resolvedStatusBarStyle
        if settledAt?.updates != updates || settledAt?.style != interfaceStyle || shown?.below != below {
            style = root.resolvedStatusBarStyle
            settledAt = (updates, interfaceStyle)
        }
        let content = Content(style: style, below: below)
        if content != shown {
            shown = content
            setNeedsDisplay()
        }
    }

    /// The screen under the status bar: down through the visible child of each container.
    static func visibleScreen(from root: ViewController) -> ViewController {
        var c = root
        while true {
            if let nav = c as? NavigationController, let top = nav.topViewController {
                c = top
            } else if let tabs = c as? TabBarController, let selected = tabs.selectedViewController {
                c = selected
            } else {
                return c
            }
        }
    }

    public override func draw(in context: inout DrawContext) {
        guard let shown else { return }
        let text = shown.style == .lightContent ? CellColor(index: 231) : CellColor(index: 232)
        let style = Style(foreground: text, background: shown.below)
        context.fill(bounds, style: style)
        let width = bounds.width
        context.draw("9:41", at: Point(x: 1, y: 0), style: style.adding(.bold))
        let battery = "100%"
        context.draw(battery, at: Point(x: max(0, width - 1 - DisplayWidth.of(battery)), y: 0), style: style)
        let words = shown.style.words
        let x = (width - DisplayWidth.of(words)) / 2
        if x > 6, x + DisplayWidth.of(words) < width - 6 { context.draw(words, at: Point(x: x, y: 0), style: style) }
    }
}
