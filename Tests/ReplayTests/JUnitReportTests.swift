import Foundation
import Replay
import Testing
import AppTestSupport

/// `seam replay --junit FILE`: the report is written, a JUnit reader accepts it, and it says
/// what happened — one test case per script run, failures with the expectation and the frame.
@MainActor
@Suite struct JUnitReportTests {
    static let skeleton = ["pop-detail", "push-detail", "root"].map {
        ReplayHarness.testsDirectory.appendingPathComponent("Replays/Skeleton/\($0).replay").path
    }

    /// Runs `arguments` with `--junit` into a fresh directory and reads the report back.
    private func report(
        _ arguments: [String], harness: inout CommandLineHarness,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (status: Int32, root: ParsedElement) {
        let path = try CommandLineHarness.temporaryDirectory().appendingPathComponent("report.xml").path
        let status = harness.run(arguments + ["--junit", path])
        let data = try #require(
            FileManager.default.contents(atPath: path), "no report at \(path)", sourceLocation: sourceLocation)
        let root = try #require(
            ParsedElement.parse(data), "the report is not well-formed XML", sourceLocation: sourceLocation)
        return (status, root)
    }

    @Test func theSkeletonReplaysPassWithATestCaseEach() throws {
        var harness = CommandLineHarness()
        let (status, root) = try report(Self.skeleton, harness: &harness)
        #expect(status == 0)
        #expect(root.name == "testsuites")
        let suites = root.all("testsuite")
        #expect(suites.count == 1)
        #expect(suites.first?.attributes["tests"] == "3")
        #expect(suites.first?.attributes["failures"] == "0")
        #expect(suites.first?.attributes["errors"] == "0")
        let cases = root.all("testcase")
        #expect(cases.map { $0.attributes["name"] } == ["pop-detail", "push-detail", "root"])
        #expect(cases.map { $0.attributes["file"] } == Self.skeleton)
        #expect(cases.allSatisfy { $0.attributes["classname"]?.hasSuffix("Tests.Replays.Skeleton") == true })
        #expect(cases.allSatisfy { $0.children.isEmpty }, "a passed case has no failure")
        #expect(cases.allSatisfy { Double($0.attributes["time"] ?? "") != nil })
        #expect(harness.output.count == 3, "the last frame of each script is still printed")
    }

    @Test func aFailureCarriesTheExpectationAndTheFrame() throws {
        let dir = try CommandLineHarness.temporaryDirectory()
        let failing = dir.appendingPathComponent("wrong-title.replay").path
        try "press Down Enter\nexpect title \"Invoice <9> & co\"\n".write(
            toFile: failing, atomically: true, encoding: .utf8)
        var harness = CommandLineHarness()
        let (status, root) = try report([Self.skeleton[0], failing], harness: &harness)
        #expect(status == 1)
        #expect(root.all("testsuite").first?.attributes["failures"] == "1")
        let cases = root.all("testcase")
        #expect(cases.count == 2)
        #expect(cases.first?.children.isEmpty == true)
        let failure = try #require(cases.last?.children.first)
        #expect(failure.name == "failure")
        let message = "\(failing):2: expected title \"Invoice <9> & co\", got \"Invoice #00002\""
        #expect(failure.attributes["message"] == message)
        #expect(failure.text.hasPrefix(message + "\n"), "the message, then the frame")
        #expect(failure.text.contains("Customer  Oceanic"), "the frame at the failure")
        #expect(failure.text.hasSuffix("q quit"))
        #expect(cases.last?.attributes["name"] == "wrong-title")
    }

    @Test func aMatrixRunHasATestCasePerCombination() throws {
        let dir = try CommandLineHarness.temporaryDirectory()
        let script = dir.appendingPathComponent("dark.replay").path
        try "press Enter\nexpect env colorScheme dark\n".write(toFile: script, atomically: true, encoding: .utf8)
        var harness = CommandLineHarness()
        let (status, root) = try report(["--matrix", script], harness: &harness)
        #expect(status == 1)
        let cases = root.all("testcase")
        #expect(cases.count == 16)
        #expect(cases.first?.attributes["name"] == "dark [dark-80-large-leftToRight]")
        #expect(cases.filter { $0.children.first?.name == "failure" }.count == 8, "the eight light combinations fail")
    }

    @Test func scriptsThatDoNotLoadAreErrorsAndTheRestSkipped() throws {
        var harness = CommandLineHarness()
        harness.standardInput = "press Dwn\n"
        let (status, root) = try report(["-", Self.skeleton[1]], harness: &harness)
        #expect(status == 2)
        #expect(harness.output.isEmpty, "nothing ran")
        let cases = root.all("testcase")
        #expect(cases.map { $0.attributes["name"] } == ["<stdin>", "push-detail"])
        #expect(cases.first?.children.first?.name == "error")
        #expect(cases.first?.children.first?.attributes["message"] == "<stdin>:1:7: unknown key \"Dwn\"")
        #expect(cases.last?.children.first?.name == "skipped")
        #expect(root.all("testsuite").first?.attributes["errors"] == "1")
        #expect(root.all("testsuite").first?.attributes["skipped"] == "1")
    }

    @Test func recordedGoldensAreListedInTheirTestCase() throws {
        let dir = try CommandLineHarness.temporaryDirectory()
        let script = dir.appendingPathComponent("s.replay").path
        try "size 40x12\nsnapshot s\n".write(toFile: script, atomically: true, encoding: .utf8)
        var harness = CommandLineHarness()
        let (status, root) = try report(["--record-snapshots", script], harness: &harness)
        #expect(status == 1, "a run that records fails, to be run again")
        #expect(
            root.all("failure").first?.attributes["message"]
                == "\(script): recorded 2 golden files: read them, "
                + "then run again without --record-snapshots or SEAM_RECORD"
        )
        let out = try #require(root.all("system-out").first)
        #expect(out.text == "recorded \(dir.path)/__Snapshots__/s.txt\nrecorded \(dir.path)/__Snapshots__/s.attrs.txt")
    }

    @Test func controlCharactersAndMarkupAreEscaped() throws {
        var report = JUnitReport()
        report.add(
            ReplayOutcome(exitCode: 1, failedLine: 1, script: "a\"b'.replay", failure: "x\u{1}<y>&\tz", frame: "]]>"),
            seconds: 0.5)
        let root = try #require(ParsedElement.parse(Data(report.xml.utf8)))
        let failure = try #require(root.all("failure").first)
        #expect(failure.attributes["message"] == "x\u{FFFD}<y>&\tz")
        #expect(failure.text == "x\u{FFFD}<y>&\tz\n]]>")
        #expect(root.all("testcase").first?.attributes["name"] == "a\"b'")
        #expect(root.all("testcase").first?.attributes["time"] == "0.500000")
    }

    @Test func anUnwritableReportIsExitTwo() {
        var harness = CommandLineHarness()
        let status = harness.run([Self.skeleton[2], "--junit", "/nonexistent/dir/report.xml"])
        #expect(status == 2)
        #expect(harness.errors.last == "seam: cannot write the JUnit report to /nonexistent/dir/report.xml")
    }
}
