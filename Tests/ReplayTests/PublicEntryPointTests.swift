import Declarative
import Foundation
import Hosting
import Imperative
import Replay
import Terminal
import Testing

/// A tiny app defined here from the frameworks' public API only, as another package would
/// write it: an imperative Tally screen whose `+` counts, and whose Enter pushes a hosted
/// view that shows the count and pops itself through the navigator.
@MainActor
private final class TallyViewController: ViewController {
    private let label = LabelPanel("Count: 0")
    private var count = 0

    override init() {
        super.init()
        title = "Tally"
    }

    override func loadView() {
        let root = Panel()
        let tally = TallyPanel(label: label)
        root.addSubview(tally)
        tally.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(tally.edgeConstraints(equalTo: root))
        setView(root)
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("+"):
            count += 1
            label.text = "Count: \(count)"
        case .enter:
            let navigator = Navigator(navigationController: navigationController)
            navigationController?.pushViewController(
                HostingController(
                    rootView: TallyDetail(count: count)
                        .environment(\.navigator, navigator)))
        default:
            return false
        }
        return true
    }
}

/// The tiny app's root: a navigation controller with the Tally screen.
@MainActor
private func tallyApp() -> ViewController {
    NavigationController(rootViewController: TallyViewController())
}

/// Lays the tally's label out one row down, one column in.
@MainActor
private final class TallyPanel: Panel {
    let label: LabelPanel

    init(label: LabelPanel) {
        self.label = label
        super.init()
        addSubview(label)
    }

    override func layoutSubviews() {
        label.frame = bounds.inset(top: 1, leading: 1, trailing: 1)
    }
}

/// The hosted detail: the count, and Done popping through the environment's navigator.
private struct TallyDetail: View {
    let count: Int
    @Environment(\.navigator) private var navigator

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Counted \(count)")
            Button("Done") { navigator.pop() }
        }
        .navigationTitle("Tally \(count)")
    }
}

/// `ReplayRunner.replay(_:relativeTo:options:environment:rootViewController:)`, the entry point a package's tests call:
/// against the tiny app above, with goldens, from scripts written beside a fake test file.
@MainActor
@Suite struct PublicEntryPointTests {
    /// A folder holding `name.replay` with `source`, and a source file path in it that
    /// relative script paths are found from.
    private func scriptFolder(_ source: String, name: String = "tally") throws -> (testFile: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seam-entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Replays"), withIntermediateDirectories: true)
        try source.write(to: folder.appendingPathComponent("Replays/\(name).replay"), atomically: true, encoding: .utf8)
        return (folder.appendingPathComponent("TallyTests.swift").path, folder)
    }

    private static let tally = """
        size 40x12
        press + + +
        expect screen contains "Count: 3"
        press Enter
        expect title "Tally 3"
        expect kind hosted
        expect depth 2
        expect env navigator bound
        snapshot detail
        press Enter
        expect title Tally
        expect depth 1
        expect no diagnostics
        """

    private var recording: ReplayRunner.Options {
        var options = ReplayRunner.Options()
        options.recordSnapshots = true
        return options
    }

    @Test func aScriptPassesAgainstTheTinyAppAndItsGoldens() throws {
        let (testFile, folder) = try scriptFolder(Self.tally)
        let recorded = ReplayRunner.replay("Replays/tally.replay", relativeTo: testFile, options: recording) {
            tallyApp()
        }
        #expect(recorded.exitCode == 1, "a run that records goldens fails, to be run again: \(recorded)")
        #expect(recorded.failedLine == nil)
        #expect(
            recorded.recordedGoldens.map { ($0 as NSString).lastPathComponent } == ["detail.txt", "detail.attrs.txt"])
        let golden = try String(
            contentsOf: folder.appendingPathComponent("Replays/__Snapshots__/detail.txt"), encoding: .utf8)
        #expect(golden.hasPrefix("# 40x12 Tally > Tally 3\n"))
        #expect(golden.contains("Counted 3"))
        #expect(golden.contains("Done"))

        let outcome = ReplayRunner.replay("Replays/tally.replay", relativeTo: testFile, environment: [:]) { tallyApp() }
        #expect(outcome.passed, "\(outcome)")
        #expect(outcome.exitCode == 0)
        #expect(outcome.failure == nil)
        #expect(outcome.keys == 5)
        #expect(outcome.recordedGoldens.isEmpty)
        #expect(outcome.frame.contains("Count: 3"), "the last frame: back on the tally")
        #expect(outcome.script == folder.appendingPathComponent("Replays/tally.replay").path)
        #expect(outcome.description == "\(outcome.script): passed")
    }

    @Test func aFailedExpectationComesBackWithItsLineMessageAndFrame() throws {
        let (testFile, _) = try scriptFolder("size 40x12\npress + Enter\nexpect title \"Tally 2\"\n")
        let outcome = ReplayRunner.replay("Replays/tally.replay", relativeTo: testFile, environment: [:]) { tallyApp() }
        #expect(!outcome.passed)
        #expect(outcome.exitCode == 1)
        #expect(outcome.failedLine == 3)
        #expect(outcome.failure == "\(outcome.script):3: expected title \"Tally 2\", got \"Tally 1\"")
        #expect(outcome.frame.contains("Counted 1"))
        #expect(outcome.description == outcome.failure! + "\n" + outcome.frame)
    }

    @Test func aMissingGoldenFailsOutsideRecordMode() throws {
        let (testFile, folder) = try scriptFolder(Self.tally)
        let outcome = ReplayRunner.replay("Replays/tally.replay", relativeTo: testFile, environment: [:]) { tallyApp() }
        #expect(outcome.exitCode == 1)
        #expect(outcome.failedLine == 9)
        #expect(outcome.failure?.contains("got no golden file") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Replays/__Snapshots__").path))
    }

    @Test func anAbsolutePathIsUsedAsItIs() throws {
        let (_, folder) = try scriptFolder("press +\nexpect screen contains \"Count: 1\"\n")
        let path = folder.appendingPathComponent("Replays/tally.replay").path
        let outcome = ReplayRunner.replay(path, environment: [:]) { tallyApp() }
        #expect(outcome.passed, "\(outcome)")
    }

    @Test func aScriptThatDoesNotParseOrHasArgsDoesNotRun() throws {
        let (testFile, _) = try scriptFolder("press Dwn\n")
        let unparsed = ReplayRunner.replay("Replays/tally.replay", relativeTo: testFile, environment: [:]) {
            TallyViewController()
        }
        #expect(unparsed.exitCode == 2)
        #expect(unparsed.failure?.hasSuffix("tally.replay:1:7: unknown key \"Dwn\"") == true)
        #expect(unparsed.frame.isEmpty)

        let (argsFile, _) = try scriptFolder("args --fast\npress +\n")
        let refused = ReplayRunner.replay("Replays/tally.replay", relativeTo: argsFile, environment: [:]) {
            TallyViewController()
        }
        #expect(refused.exitCode == 2)
        #expect(refused.failure?.hasSuffix("tally.replay: this app takes no options (args), got '--fast'") == true)

        let missing = ReplayRunner.replay("Replays/none.replay", relativeTo: argsFile, environment: [:]) {
            TallyViewController()
        }
        #expect(missing.exitCode == 2)
        #expect(missing.failure?.hasPrefix("seam: cannot read ") == true)
    }

    @Test func seamRecordInTheEnvironmentRecords() throws {
        let (testFile, folder) = try scriptFolder(Self.tally)
        let outcome = ReplayRunner.replay(
            "Replays/tally.replay", relativeTo: testFile, environment: ["SEAM_RECORD": "1"]
        ) { tallyApp() }
        #expect(outcome.exitCode == 1 && outcome.recordedGoldens.count == 2, "\(outcome)")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Replays/__Snapshots__/detail.txt").path))
    }

    @Test func eachRunBuildsAFreshApp() throws {
        let (testFile, _) = try scriptFolder("press + +\nexpect screen contains \"Count: 2\"\n")
        var built = 0
        for _ in 0..<2 {
            let outcome = ReplayRunner.replay("Replays/tally.replay", relativeTo: testFile, environment: [:]) {
                built += 1
                return NavigationController(rootViewController: TallyViewController())
            }
            #expect(outcome.passed, "\(outcome)")
        }
        #expect(built == 2)
    }
}
