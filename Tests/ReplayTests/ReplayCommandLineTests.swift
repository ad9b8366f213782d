import Foundation
import Replay
import Terminal
import Testing

/// The options of a command line that must parse.
private func arguments(
    _ words: [String], environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) -> ReplayArguments? {
    switch ReplayArguments.parse(words, environment: environment) {
    case .success(let a): return a
    case .failure(let e):
        Issue.record("unexpected: \(e)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The message of a command line that must not parse.
private func refusal(_ words: [String]) -> String? {
    if case .failure(let e) = ReplayArguments.parse(words) { return e.message }
    return nil
}

@Suite struct ReplayArgumentsTests {
    @Test func everyOptionIsRead() throws {
        let a = try #require(
            arguments([
                "a.replay", "--size", "120x40", "--state", "--events", "--timing",
                "--invoices", "5", "--tab", "Account", "b.replay", "--record-snapshots",
                "--lesson", "one-owner",
            ]))
        #expect(a.paths == ["a.replay", "b.replay"])
        #expect(a.options.size == Size(width: 120, height: 40))
        #expect(a.options.finalOutput == .state)
        #expect(a.options.printEvents)
        #expect(a.options.recordSnapshots)
        #expect(a.timing)
        #expect(!a.matrix)
        #expect(a.options.appArguments == ["--invoices", "5", "--tab", "Account", "--lesson", "one-owner"])
    }

    @Test func theCIOptionsAndStandardInputAreRead() throws {
        let a = try #require(arguments(["-", "--junit", "out.xml", "b.replay", "--svg", "pictures"]))
        #expect(a.paths == ["-", "b.replay"])
        #expect(a.junitPath == "out.xml")
        #expect(a.options.svgDirectory == "pictures")
        #expect(refusal(["a", "--junit"]) == "--junit needs a FILE to write the report to")
        #expect(refusal(["a", "--junit", "--state"]) == "--junit needs a FILE to write the report to")
        #expect(refusal(["a", "--svg"]) == "--svg needs a DIR to write the pictures to")
        #expect(refusal(["-", "a", "-"]) == "- (a script from standard input) can be given once")
    }

    @Test func framesReplaceTheFinalFrameAndMatrixPrintsOnlySummaries() {
        #expect(arguments(["a", "--frames"])?.options.finalOutput == .nothing)
        #expect(arguments(["a", "--frames"])?.options.printFrames == true)
        #expect(arguments(["a"])?.options.finalOutput == .frame)
        #expect(arguments(["--matrix", "a"])?.options.finalOutput == .nothing)
        #expect(arguments(["--matrix", "a"])?.matrix == true)
    }

    @Test func seamRecordInTheEnvironmentReRecords() {
        #expect(arguments(["a"], environment: ["SEAM_RECORD": "1"])?.options.recordSnapshots == true)
        #expect(arguments(["a"], environment: ["SEAM_RECORD": "0"])?.options.recordSnapshots == false)
        #expect(arguments(["a"], environment: ["SEAM_RECORD": ""])?.options.recordSnapshots == false)
    }

    @Test func unusableCommandLinesAreRefusedWithAMessage() {
        #expect(
            refusal(["a", "--size", "80by24"])
                == "--size needs COLUMNSxROWS from 1x1 to 1000x1000, e.g. 80x24, not '80by24'")
        #expect(
            refusal(["a", "--size", "0x0"]) == "--size needs COLUMNSxROWS from 1x1 to 1000x1000, e.g. 80x24, not '0x0'")
        #expect(refusal(["a", "--size"]) == "--size needs COLUMNSxROWS from 1x1 to 1000x1000, e.g. 80x24")
        #expect(refusal(["a", "--fast"]) == "unknown replay option '--fast'")
        #expect(refusal(["a", "--invoices"]) == "--invoices needs a value")
        #expect(refusal(["--state"]) == "replay needs at least one SCRIPT")
        #expect(
            refusal(["--matrix", "a", "--state"])
                == "--matrix prints a summary line per combination; it does not combine with --state or --frames")
    }
}

@Suite struct ScriptLoaderTests {
    private func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("seam-\(UUID().uuidString).replay")
            .path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func everyProblemOfEveryScriptIsReportedAndNoneLoads() throws {
        let good = try file("press Down\n")
        let bad = try file("press Dwn\nresize 80by24\n")
        let worse = try file("expect depth 0\n")
        let missing = "/nonexistent/seam.replay"
        guard case .failure(let e) = ScriptLoader.load([good, bad, missing, worse]) else {
            Issue.record("loaded scripts with errors")
            return
        }
        #expect(
            e.lines == [
                "\(bad):1:7: unknown key \"Dwn\"",
                "\(bad):2:8: bad size \"80by24\"; expected COLUMNSxROWS such as 80x24",
                "seam: cannot read \(missing): No such file or directory",
                "\(worse):1:14: bad depth \"0\"; expected a number from 1",
            ])
    }

    @Test func appOptionsAreCheckedWithTheCommandLineOnesAfterTheScriptOnes() throws {
        let path = try file("args --invoices 3\n")
        var seen: [String] = []
        let result = ScriptLoader.load([path], appArguments: ["--tab", "Account"]) { words in
            seen = words
            return words.contains("--tab") ? "no tabs here" : nil
        }
        #expect(seen == ["--invoices", "3", "--tab", "Account"])
        #expect(
            result == .failure(ScriptLoadErrors(problems: [.init(path: path, line: "seam: \(path): no tabs here")])))
    }

    @Test func goodScriptsLoadInOrder() throws {
        let a = try file("press Down\n"), b = try file("press Up\n")
        let scripts = try ScriptLoader.load([a, b]).get()
        #expect(scripts.map(\.path) == [a, b])
    }
}

@Suite struct ReplayTimingTests {
    @Test func percentilesAreNearestRank() {
        var timing = ReplayTiming()
        timing.add(ReplayOutcome(exitCode: 0, keys: 60, frameMicroseconds: (1...100).map(Double.init).reversed()))
        timing.add(ReplayOutcome(exitCode: 0, keys: 40, changedCells: 250))
        #expect(timing.keys == 100)
        #expect(timing.framePercentile(50) == 50)
        #expect(timing.framePercentile(99) == 99)
        #expect(timing.framePercentile(100) == 100)
        #expect(
            timing.line(seconds: 0.5)
                == #"{"keys": 100, "seconds": 0.500000, "keys_per_second": 200.0, "#
                + #""frame_p50_us": 50.0, "frame_p99_us": 99.0, "changed_cells_per_key": 2.5}"#
        )
    }

    @Test func noFramesGiveZeros() {
        #expect(
            ReplayTiming().line(seconds: 0)
                == #"{"keys": 0, "seconds": 0.000000, "keys_per_second": 0.0, "#
                + #""frame_p50_us": 0.0, "frame_p99_us": 0.0, "changed_cells_per_key": 0.0}"#
        )
    }
}
