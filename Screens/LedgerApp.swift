import Foundation
import Hosting
import Imperative
import Lessons
import Rules
import Terminal

/// Options of the app shared by `seam`, `seam record` and `seam replay` (docs/replay.md).
public struct AppOptions: Sendable, Equatable {
    public var invoices = 1000
    public var tab: String?
    /// The rule whose lesson the app opens with (`--lesson ID`): on the Lessons tab, pushed
    /// over the list as Enter on its row pushes it. Wins over `tab`.
    public var lesson: Rule?
    /// The exercises done in the `seam exercises` folder `--exercises DIR` names (its
    /// `.seam-exercises`), which the Lessons tab marks `fixed`; nil for none.
    public var exercisesDone: Set<String>?
    public init() {}

    /// Parses `--invoices N`, `--tab NAME`, `--lesson ID` and `--exercises DIR`; returns a
    /// message for anything else.
    public static func parse(_ arguments: [String]) -> Result<AppOptions, AppOptionsError> {
        var options = AppOptions()
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--invoices":
                guard i + 1 < arguments.count, let n = Int(arguments[i + 1]), (0...10_000_000).contains(n) else {
                    return .failure(AppOptionsError(message: "--invoices needs a number from 0 to 10000000"))
                }
                options.invoices = n
                i += 2
            case "--tab":
                guard i + 1 < arguments.count else {
                    return .failure(AppOptionsError(message: "--tab needs a tab name"))
                }
                let name = arguments[i + 1]
                guard LedgerApp.tabNames.contains(where: { $0.lowercased() == name.lowercased() }) else {
                    let known = LedgerApp.tabNames.joined(separator: ", ")
                    return .failure(AppOptionsError(message: "unknown tab '\(name)' (tabs: \(known))"))
                }
                options.tab = name
                i += 2
            case "--lesson":
                guard i + 1 < arguments.count else {
                    return .failure(AppOptionsError(message: "--lesson needs a rule id (seam rules lists them)"))
                }
                let id = arguments[i + 1]
                guard let rule = Rule(id: id) else {
                    return .failure(
                        AppOptionsError(message: "unknown lesson '\(id)'; did you mean '\(Rule.closest(to: id).id)'?"))
                }
                options.lesson = rule
                i += 2
            case "--exercises":
                guard i + 1 < arguments.count else {
                    return .failure(AppOptionsError(message: "--exercises needs the folder of seam exercises init"))
                }
                let folder = arguments[i + 1]
                guard let done = ExerciseMarks.done(in: URL(fileURLWithPath: folder)) else {
                    return .failure(
                        AppOptionsError(
                            message: "\(folder) has no \(ExerciseMarks.fileName): seam exercises init makes one"))
                }
                options.exercisesDone = done
                i += 2
            default:
                return .failure(AppOptionsError(message: "unknown option '\(a)'"))
            }
        }
        return .success(options)
    }
}

extension AppOptions {
    /// Started in a `seam exercises` folder (and not given `--exercises`), the Lessons tab
    /// marks the exercises done there. Replays never look at the current folder.
    public mutating func markExercisesOfCurrentFolder() {
        guard exercisesDone == nil else { return }
        exercisesDone = ExerciseMarks.done(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}

public struct AppOptionsError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The Ledger sample app: builds its shell into a window — a tab bar
/// controller whose tabs are navigation controllers, each keeping its own stack.
@MainActor
public final class LedgerApp {
    /// The tabs, in order (`1`, `2`, …), as `--tab` names them.
    public nonisolated static let tabNames = ["Ledger", "Account", "Lessons"]

    public let model: LedgerModel
    /// The app's settings (locale, appearance), shared by every screen that formats money.
    public let settings = AppSettings()
    /// Which lessons have been run, and which way, in this session.
    public let lessonProgress = LessonProgress()
    public let window: Window
    public let tabBarController: TabBarController

    public init(options: AppOptions = AppOptions(), size: Size) {
        model = LedgerModel(invoiceCount: options.invoices)
        lessonProgress.exercisesDone = options.exercisesDone
        window = Window(size: size)
        let ledger = NavigationController(rootViewController: LedgerViewController(model: model, settings: settings))
        let account = NavigationController(rootViewController: AccountViewController(model: model, settings: settings))
        let opener = LessonOpener(progress: lessonProgress)
        let lessons = Self.makeLessonsTab(opener: opener, progress: lessonProgress, selected: options.lesson)
        for (nav, name) in zip([ledger, account, lessons], Self.tabNames) { nav.tabBarItem.title = name }
        tabBarController = TabBarController(viewControllers: [ledger, account, lessons])
        if let lesson = options.lesson {
            // `--lesson` wins over `--tab`: the lesson is on the Lessons tab, over its list,
            // there before the first frame (no push slides in), and Escape goes back to the list.
            tabBarController.selectTab(titled: "Lessons")
            opener.open(lesson, animated: false)
        } else if let tab = options.tab {
            tabBarController.selectTab(titled: tab)
        }
        window.rootViewController = tabBarController
    }

    /// The Lessons tab: the hosted rule list, which opens a rule's lesson through a callback
    /// that pushes it onto this tab's navigation controller; its selection starts on `selected`.
    private static func makeLessonsTab(
        opener: LessonOpener, progress: LessonProgress, selected: Rule?
    ) -> NavigationController {
        let nav = NavigationController(
            rootViewController: HostingController(
                rootView: LessonsView(progress: progress, selected: selected) { rule in
                    opener.open(rule)
                }))
        opener.navigationController = nav
        return nav
    }

    /// Builds the app from command-line words (`--invoices 100`), as replays do.
    public static func make(arguments: [String], size: Size) throws -> LedgerApp {
        switch AppOptions.parse(arguments) {
        case .success(let options): return LedgerApp(options: options, size: size)
        case .failure(let error): throw error
        }
    }

    /// Figures of the model for the state dump.
    public var modelSummary: [(String, Int)] {
        [("invoices", model.rowCount), ("voided", model.voidCount)]
    }
}
