/// Appearance: the actions of `.onAppear`, `.onDisappear` and `.task` as the tree and its host
/// come and go. A view appears when its node is in the tree and the graph is appeared (its
/// host's view is in the window: a hosting controller between `viewWillAppear` and
/// `viewDidDisappear`; a tree on its own always); it disappears when its node leaves the tree
/// (a branch of an `if` not taken, a row scrolled out of a lazy list) or the graph stops
/// being appeared. The actions run in the update phase, in tree order — disappearances
/// first, then appearances, parents before children — so what an appear action changes is
/// evaluated before the first frame that shows the view, as SwiftUI's "before the first
/// rendered frame appears" has it.
extension ViewGraph {
    /// Whether the tree is on screen as far as its host knows. Setting it false makes every
    /// appeared view disappear at the next update; true makes every view in the tree appear.
    public var isAppeared: Bool {
        get { appearance.isAppeared }
        set {
            guard newValue != appearance.isAppeared else { return }
            appearance.isAppeared = newValue
            // A tree without appearance actions has nothing to do: its host's update stays idle.
            guard !appearance.lifetimes.isEmpty else { return }
            appearance.needsPass = true
            host?.viewGraphDidInvalidate(self)
        }
    }

    /// A node with appearance actions joined the tree.
    func register(_ lifetime: AppearanceLifetime) {
        appearance.lifetimes.append(lifetime)
        if appearance.isAppeared { appearance.needsPass = true }
    }

    /// A node with appearance actions left the tree: it disappears at the next pass, if it appeared.
    func unregister(_ lifetime: AppearanceLifetime) {
        appearance.lifetimes.removeAll { $0 === lifetime }
        if lifetime.hasAppeared { appearance.leaving.append(lifetime) }
        appearance.needsPass = true
    }

    /// True while appearance actions wait for the update phase.
    var needsAppearancePass: Bool { appearance.needsPass }

    /// Runs the waiting actions: what left or is no longer shown disappears, then what is
    /// shown and has not appeared appears.
    func runAppearanceActions() {
        guard appearance.needsPass else { return }
        appearance.needsPass = false
        var disappearing = appearance.leaving
        appearance.leaving.removeAll()
        if !appearance.isAppeared { disappearing += appearance.lifetimes.filter(\.hasAppeared) }
        for lifetime in disappearing { lifetime.disappear() }
        guard appearance.isAppeared else { return }
        for lifetime in appearance.lifetimes where !lifetime.hasAppeared { lifetime.appear() }
    }
}

/// What a graph keeps for appearance (see `ViewGraph.isAppeared`).
struct AppearanceState {
    var isAppeared = true
    /// The nodes with appearance actions in the tree, in the order they joined it (a parent
    /// before its children).
    var lifetimes: [AppearanceLifetime] = []
    /// Nodes that left the tree after they appeared, waiting to disappear.
    var leaving: [AppearanceLifetime] = []
    var needsPass = false
}

/// A `.task`'s action, the id it runs for (equal ids never restart it) and its priority.
typealias AppearanceTask = (action: @MainActor @Sendable () async -> Void, id: AnyHashable, priority: TaskPriority)

/// One node's appearance actions (`.onAppear`, `.onDisappear`, `.task`), kept in its storage
/// and refreshed with every new view value, so an action sees the view's latest values.
@MainActor
final class AppearanceLifetime: NodeStorageEnding {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    /// The task `.task` runs while the view is shown, and the id it was started for.
    var task: AppearanceTask?
    private(set) var hasAppeared = false
    private var running: Task<Void, Never>?
    private var runningID: AnyHashable?
    weak var graph: ViewGraph?

    func appear() {
        hasAppeared = true
        startTask()
        onAppear?()
    }

    func disappear() {
        hasAppeared = false
        running?.cancel()
        running = nil
        onDisappear?()
    }

    /// `.task(id:)` with a new id while shown: the old task is cancelled and a new one starts.
    func taskMayHaveChanged() {
        guard hasAppeared, let task, task.id != runningID else { return }
        running?.cancel()
        startTask()
    }

    private func startTask() {
        guard let task else { return }
        runningID = task.id
        let action = task.action
        running = Task(priority: task.priority) { @MainActor in await action() }
    }

    func nodeDidLeaveTree() { graph?.unregister(self) }
}
