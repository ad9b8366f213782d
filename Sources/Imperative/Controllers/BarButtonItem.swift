import Terminal

/// Mirrors UIBarButtonItem: a titled item in a bar, triggered by its key shortcut,
/// shown as `[v] Void`. UIKit's target–action form needs the Objective-C runtime; the
/// closure forms are Seam's `init(title:key:action:)` and UIKit's own
/// `init(title:primaryAction:)` and `init(systemItem:primaryAction:)` with an `Action`.
@preconcurrency @MainActor
public final class BarButtonItem {
    public var title: String
    /// The key that triggers the item (a terminal has no taps). The UIKit-shaped
    /// initializers take the title's first letter, lowercased (Seam's choice).
    public var key: Character
    public var action: () -> Void
    /// Mirrors `primaryAction`: setting one takes its title (a system item keeps its own),
    /// and triggering the item calls its handler with it.
    public var primaryAction: Action? {
        didSet {
            if let primaryAction, systemItem == nil, !primaryAction.title.isEmpty { title = primaryAction.title }
        }
    }
    /// The system item this item was made from, if any.
    public let systemItem: SystemItem?

    public init(title: String, key: Character, action: @escaping () -> Void) {
        self.title = title
        self.key = key
        self.action = action
        systemItem = nil
    }

    /// Mirrors `init(title:image:primaryAction:menu:)` (iOS 14), without image and menu: a
    /// plain item whose title is `title`, or else the action's.
    public init(title: String? = nil, primaryAction: Action? = nil) {
        let shown = title ?? primaryAction?.title ?? ""
        self.title = shown
        key = Self.key(for: shown)
        action = {}
        systemItem = nil
        self.primaryAction = primaryAction
        action = { [unowned self] in self.primaryAction.map { $0.handler($0) } }
    }

    /// Mirrors `init(systemItem:primaryAction:menu:)`: the system item gives the title (its
    /// English name in a terminal, Seam's choice); the action does not change it.
    public init(systemItem: SystemItem, primaryAction: Action? = nil) {
        title = systemItem.title
        key = Self.key(for: systemItem.title)
        action = {}
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        action = { [unowned self] in self.primaryAction.map { $0.handler($0) } }
    }

    /// How the bar shows it.
    public var label: String { "[\(key)] \(title)" }

    private static func key(for title: String) -> Character {
        title.first.map { Character($0.lowercased()) } ?? " "
    }

    /// Mirrors `UIBarButtonItem.SystemItem`: the items whose look the system supplies.
    public enum SystemItem: Sendable, CaseIterable {
        case done, cancel, edit, save, add, compose, reply, action, organize, bookmarks, search, refresh, stop
        case camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The title a terminal shows in place of the system's glyph.
        public var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }
    }
}

/// Mirrors UIAction: a titled handler that a bar item (its `primaryAction`) runs, given the
/// action itself, as `UIActionHandler` is.
@preconcurrency @MainActor
public final class Action {
    public var title: String
    public let handler: @MainActor (Action) -> Void

    public init(title: String = "", handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.handler = handler
    }
}
