import Imperative
import Lessons
import Replay
import Rules
import Screens
import Terminal

/// One soak session running on a fresh Ledger app: `perform` runs a step, draws a frame
/// and checks every invariant:
/// - the visible stack is never empty and there is a top controller;
/// - the top controller is the one drawn: loaded, appeared, in the drawn hierarchy, nothing
///   above it hidden (unless the terminal is below the app's minimum size);
/// - every controller that left the screen's containers is freed — checked twice, by the
///   window's own `leaked-controller` check and by weak references to every controller ever
///   reachable — except while the leaked-controller lesson runs its wrong way, which leaks
///   on purpose until the lesson closes;
/// - the model is consistent: no more voids than invoices, voids and notes name existing
///   invoices and are never lost, and an invoice keeps its identity when new ones are
///   inserted above it;
/// - the frame is the terminal's size, and no wide character is split or misplaced.
///
/// The one rule: a step is what a user does between two frames — a key, typed text (`type`,
/// drawn once at its end, as the interactive app draws a batch), a paste, a click or a
/// wheel turn, a resize or a trait change. `keys` counts input events: each key of a
/// `press` or `type`, one for a paste, one for a mouse event.
@MainActor
public final class SoakRun {
    public let app: LedgerApp
    public private(set) var steps = 0
    public private(set) var keys = 0
    private var window: Window { app.window }
    private var tracked: [ObjectIdentifier: Tracked] = [:]
    private var diagnosticsSeen = 0
    private var voided: Set<Int> = []
    private var notes: [Int: String] = [:]
    private var rows = 0
    /// The invoices the ledger started with, numbered 1...firstCount.
    private var firstCount = 0

    private struct Tracked {
        weak var controller: ViewController?
        let name: String
    }

    public init(_ session: SoakSession) throws {
        app = try LedgerApp.make(arguments: session.arguments, size: session.size)
        rows = app.model.rowCount
        firstCount = rows
    }

    /// Runs `session` from the start; the first failure, or nil when every step kept every invariant.
    public static func check(_ session: SoakSession) throws -> SoakFailure? {
        let run = try SoakRun(session)
        if let failure = run.checkFirstFrame() { return failure }
        for step in session.steps {
            if let failure = run.perform(step) { return failure }
            if run.window.isQuitRequested { break }
        }
        return nil
    }

    /// Checks the frame drawn before any step (reported as step 0).
    public func checkFirstFrame() -> SoakFailure? {
        check(window.render(), step: 0)
    }

    /// Performs one step, draws, and checks the invariants.
    public func perform(_ step: ScriptCommand) -> SoakFailure? {
        switch step {
        case .press, .type:
            for key in step.keys where !window.isQuitRequested {
                window.send(key)
                keys += 1
            }
        case .paste(let text):
            window.paste(text)
            keys += 1
        case .mouse(let mouse):
            window.send(mouse)
            keys += 1
        case .resize(let size):
            window.resize(to: size)
        case .trait(let name, let value):
            var settings = window.settings
            _ = settings.set(name, to: value)
            window.apply(settings)
        default:
            break
        }
        steps += 1
        return check(window.render(), step: steps - 1)
    }

    // MARK: Invariants

    private func check(_ frame: Canvas, step: Int) -> SoakFailure? {
        if let message = Self.frameProblem(frame, in: window.size) {
            return SoakFailure(message.hasPrefix("wide") ? .splitWideCharacter : .frameDoesNotFit, step: step, message)
        }
        guard !window.visibleStack.isEmpty, let top = window.topViewController else {
            return SoakFailure(.emptyStack, step: step, "the visible stack is empty")
        }
        if let message = notDrawn(top) { return SoakFailure(.topNotDrawn, step: step, message) }
        if let message = leak() { return SoakFailure(.leakedController, step: step, message) }
        if let message = modelProblem() { return SoakFailure(.modelInconsistent, step: step, message) }
        return nil
    }

    /// What is wrong with `frame` drawn for a terminal of `size`: its size, a wide character
    /// split or a character in a cell of the wrong width (messages about wide characters start
    /// with "wide"); nil when nothing is.
    public static func frameProblem(_ frame: Canvas, in size: Size) -> String? {
        guard frame.size == size else { return "frame \(frame.size) in a \(size) terminal" }
        let width = frame.size.width
        for y in 0..<frame.size.height {
            for x in 0..<width {
                let cell = frame[x, y]
                if cell.isContinuation {
                    guard x > 0, frame[x - 1, y].width == 2 else {
                        return "wide character continuation without its head at \(x),\(y): \(frame.line(y))"
                    }
                    continue
                }
                // Printable ASCII (most cells) is one column: checked without measuring.
                let utf8 = cell.character.utf8
                if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte != 0x7F, cell.width == 1 { continue }
                let columns = DisplayWidth.of(cell.character)
                guard Int(cell.width) == max(1, columns), columns > 0 || cell.character == " " else {
                    return
                        "wide character misplaced: "
                        + "'\(cell.character)' (\(columns) columns) in a cell of width \(cell.width) at \(x),\(y)"
                }
                if cell.width == 2, x + 1 >= width || !frame[x + 1, y].isContinuation {
                    return "wide character split at \(x),\(y): \(frame.line(y))"
                }
            }
        }
        return nil
    }

    private func notDrawn(_ top: ViewController) -> String? {
        let name = "\(top.typeName) '\(top.displayTitle)'"
        guard top.isViewLoaded, let view = top.viewIfLoaded else {
            return "\(name) is on top but its view never loaded"
        }
        guard top.isAppeared else { return "\(name) is on top but has not appeared" }
        guard window.size.width >= Window.minimumSize.width, window.size.height >= Window.minimumSize.height else {
            return nil  // the frame shows only the too-small message
        }
        // What the window draws: the root's panels and each presentation's, every subview
        // not hidden, and the controllers' panels a hosting panel draws in place.
        var pending: [Panel] = window.rootViewController.map { [$0.view] } ?? []
        var presented = window.rootViewController?.presentedViewController
        while let p = presented {
            pending.append(p.view)
            presented = p.presentedViewController
        }
        var seen = Set<ObjectIdentifier>()
        while let panel = pending.popLast() {
            guard !panel.isHidden, seen.insert(ObjectIdentifier(panel)).inserted else { continue }
            if panel === view { return nil }
            pending += panel.subviews
            pending += panel.embeddedControllerPanels
        }
        return "\(name) is on top but its view is not drawn (hidden, or not in the window)"
    }

    /// True while the leaked-controller lesson is open in its wrong way, which leaks on purpose.
    private var leakingOnPurpose: Bool {
        guard let lessons = app.tabBarController.viewControllers.last as? NavigationController else { return false }
        return lessons.viewControllers.contains {
            guard let lesson = $0 as? LessonViewController else { return false }
            return lesson.rule == .leakedController && lesson.way == .wrong
        }
    }

    private func leak() -> String? {
        let entries = window.diagnostics.entries
        let fresh = entries.count >= diagnosticsSeen ? entries[diagnosticsSeen...] : entries[...]
        diagnosticsSeen = entries.count
        let onPurpose = leakingOnPurpose
        if !onPurpose, let leak = fresh.first(where: { $0.rule == .leakedController }) {
            return "the window reports: \(leak.message) (at \(leak.location))"
        }
        let reachable = reachableControllers()
        for (id, entry) in tracked {
            guard let controller = entry.controller else {
                tracked[id] = nil
                continue
            }
            if reachable[id] == nil && !onPurpose {
                return "\(entry.name) left every container but is still alive (\(controller.typeName))"
            }
        }
        for (id, controller) in reachable where tracked[id] == nil {
            tracked[id] = Tracked(controller: controller, name: "\(controller.typeName) '\(controller.displayTitle)'")
        }
        return nil
    }

    /// Every controller the window holds: the root, children all the way down, and presentations.
    private func reachableControllers() -> [ObjectIdentifier: ViewController] {
        var found: [ObjectIdentifier: ViewController] = [:]
        var pending = window.rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            guard found.updateValue(controller, forKey: ObjectIdentifier(controller)) == nil else { continue }
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return found
    }

    /// The Ledger's list out of order, if it is: its invoices section (the pinned ones are in
    /// a section of their own) must hold the added invoices newest first, then the first
    /// `firstCount` in number order, each by its own number however many came in above it.
    private func orderProblem() -> String? {
        guard let snapshot = app.ledgerViewController?.list.snapshot else { return "no Ledger list" }
        let count = app.model.rowCount
        let pinned = Set(app.model.pinned)
        let expected = (Array(stride(from: count, to: firstCount, by: -1)) + Array(1..<(firstCount + 1)))
            .filter { !pinned.contains($0) }
        // The invoices section is the list's last; the pinned section, when any, comes first.
        let shown = snapshot.sectionIdentifiers.last.map { snapshot.itemIdentifiers(inSection: $0) } ?? []
        guard shown != expected else { return nil }
        let row =
            zip(shown, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(shown.count, expected.count)
        return "row \(row) of the invoices shows \(row < shown.count ? String(shown[row]) : "nothing"), "
            + "expected invoice \(row < expected.count ? String(expected[row]) : "none")"
    }

    private func modelProblem() -> String? {
        let model = app.model
        let count = model.rowCount
        guard model.voidCount <= count else { return "\(model.voidCount) voids among \(count) invoices" }
        guard count >= rows else { return "invoices went from \(rows) to \(count); none can be deleted" }
        if let bad = model.voided.first(where: { !(1...count).contains($0) }) {
            return "invoice \(bad) voided but does not exist"
        }
        if let bad = model.notes.keys.first(where: { !(1...count).contains($0) }) {
            return "a note on invoice \(bad), which does not exist"
        }
        guard model.voided.isSuperset(of: voided) else {
            return "voids lost: \(voided.subtracting(model.voided).sorted())"
        }
        if let lost = notes.keys.first(where: { model.notes[$0] == nil }) {
            return "the note on invoice \(lost) was lost"
        }
        if let problem = orderProblem() { return problem }
        if count != rows || model.voided.count != voided.count {
            voided = model.voided
        }
        notes = model.notes
        rows = count
        return nil
    }
}
