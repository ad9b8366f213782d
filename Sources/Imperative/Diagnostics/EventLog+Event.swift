import Rules
import Terminal

extension EventLog {
    /// One event of the transcript. Its `description` is the transcript's line, the text
    /// golden files (`NAME.events.txt`), `--events` and the state dump read; docs/replay.md
    /// lists the lines. Controllers are named by type (`LedgerViewController`), screens by
    /// the title their bar shows (`Invoice #00003`).
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        // Appearance and traits, by the controller's type name.
        case viewWillAppear(String)
        case viewIsAppearing(String)
        case viewDidAppear(String)
        case viewWillDisappear(String)
        case viewDidDisappear(String)
        case traitCollectionDidChange(String)

        // Navigation, by the screens' titles.
        case push(String)
        case pop(String)
        /// The root that remains.
        case popToRoot(String)
        /// The new stack, root first.
        case setViewControllers([String])
        case present(String, style: ModalPresentationStyle)
        case dismiss(String)
        /// Another tab was selected: its title.
        case tab(String)

        // The window.
        case resize(Size)
        /// The traits that changed, each with its new value as the inspector names it.
        case traits([TraitName: String])
        /// A rule fired, at an ownership path (`Ledger > Receipts`).
        case diagnostic(Rule, at: String)
        case announcement(String)
        case helpShown, helpClosed, inspectorShown, inspectorClosed

        // Faults of the engine, not rules of the catalog.
        /// The window's model observers still asked to run after `rounds` rounds.
        case observersStillScheduled(rounds: Int, owners: [String])
        /// A view tree (a host, a cell's content) still invalidated after `rounds` rounds.
        case stoppedUpdating(String, rounds: Int, pending: [String])
        /// The main queue still held work after `passes` passes of a drain: work that keeps
        /// queueing more work (`MainQueue.drain`).
        case mainQueueStillBusy(passes: Int)

        /// A line the app writes itself, as written (a lesson's run).
        case note(String)

        public var description: String {
            switch self {
            case .viewWillAppear(let type): "viewWillAppear \(type)"
            case .viewIsAppearing(let type): "viewIsAppearing \(type)"
            case .viewDidAppear(let type): "viewDidAppear \(type)"
            case .viewWillDisappear(let type): "viewWillDisappear \(type)"
            case .viewDidDisappear(let type): "viewDidDisappear \(type)"
            case .traitCollectionDidChange(let type): "traitCollectionDidChange \(type)"
            case .push(let title): "push \(title)"
            case .pop(let title): "pop \(title)"
            case .popToRoot(let title): "popToRoot \(title)"
            case .setViewControllers(let titles): "setViewControllers " + titles.joined(separator: ", ")
            case .present(let title, let style): "present \(title) (\(style.rawValue))"
            case .dismiss(let title): "dismiss \(title)"
            case .tab(let title): "tab \(title)"
            case .resize(let size): "resize \(size)"
            case .traits(let changes):
                // In the traits' own order, as the inspector and the state dump list them.
                "traits "
                    + TraitName.allCases.compactMap { name in changes[name].map { "\(name.rawValue)=\($0)" } }
                    .joined(separator: " ")
            case .diagnostic(let rule, let path): "diagnostic \(rule.id) at \(path)"
            case .announcement(let message): "announcement \(message)"
            case .helpShown: "help shown"
            case .helpClosed: "help closed"
            case .inspectorShown: "inspector shown"
            case .inspectorClosed: "inspector closed"
            case .observersStillScheduled(let rounds, let owners):
                "engine: model observers still scheduled after \(rounds) rounds: " + owners.joined(separator: ", ")
            case .stoppedUpdating(let tree, let rounds, let pending):
                "engine: \(tree) stopped updating after \(rounds) rounds; still invalidated: "
                    + pending.joined(separator: ", ")
            case .mainQueueStillBusy(let passes):
                "engine: the main queue still had work after \(passes) passes: work that keeps queueing more work"
            case .note(let line): line
            }
        }
    }
}
