import Foundation
import Replay
import Terminal
import Testing
import AppTestSupport

/// A fresh directory for one test's script and goldens.
private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("seam-goldens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `source` as `t.replay` in `dir` and runs it.
@MainActor
private func run(_ source: String, in dir: URL, record: Bool = false, matrix: Bool = false) throws -> ReplayHarness {
    let path = dir.appendingPathComponent("t.replay").path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    var options = ReplayRunner.Options()
    options.recordSnapshots = record
    options.finalOutput = .nothing
    var harness = ReplayHarness(options: options)
    harness.run(path: path, matrix: matrix)
    return harness
}

private func read(_ dir: URL, _ name: String) throws -> String {
    try String(contentsOf: dir.appendingPathComponent("__Snapshots__/\(name)"), encoding: .utf8)
}

@MainActor
@Suite struct GoldenTests {
    @Test func aMissingSnapshotFailsNamingBothFilesAndHowToRecordThem() throws {
        let dir = try temporaryDirectory()
        let h = try run("size 40x12\npress Down\nsnapshot root\n", in: dir)
        #expect(h.exitCode == 1)
        #expect(h.outcomes.first?.failedLine == 3)
        let base = dir.appendingPathComponent("__Snapshots__").path
        #expect(
            h.errors.first == "\(dir.path)/t.replay:3: expected snapshot to match its golden, got no golden file "
                + "\(base)/root.txt, \(base)/root.attrs.txt: "
                + "record it with --record-snapshots or SEAM_RECORD=1, then read it"
        )
        #expect(h.errors.count == 2, "the message, then the frame")
        #expect(h.outcomes.first?.recordedGoldens == [])
        #expect(!FileManager.default.fileExists(atPath: base), "nothing is written outside record mode")
    }

    @Test func aMissingTranscriptFailsToo() throws {
        let dir = try temporaryDirectory()
        let h = try run("press Enter\ntranscript push\n", in: dir)
        #expect(h.exitCode == 1)
        #expect(
            h.errors.first?.hasSuffix(
                "got no golden file \(dir.path)/__Snapshots__/push.events.txt: "
                    + "record it with --record-snapshots or SEAM_RECORD=1, then read it"
            ) == true)
    }

    @Test func recordModeWritesASnapshotWithItsStyleLayerAndReportsIt() throws {
        let dir = try temporaryDirectory()
        let h = try run("size 40x12\nsnapshot root\n", in: dir, record: true)
        #expect(h.exitCode == 1, "a run that records fails, so that it is run again to compare")
        let base = dir.appendingPathComponent("__Snapshots__").path
        #expect(
            h.errors == [
                "\(dir.path)/t.replay: recorded snapshot \(base)/root.txt",
                "\(dir.path)/t.replay: recorded snapshot \(base)/root.attrs.txt",
                "\(dir.path)/t.replay: recorded 2 golden files: read them, "
                    + "then run again without --record-snapshots or SEAM_RECORD",
            ])
        #expect(h.outcomes.first?.recordedGoldens.count == 2)
        let text = try read(dir, "root.txt")
        #expect(
            text.hasPrefix(
                "# 40x12 Ledger\n                 Ledger         [n] New\n"
                    + " Invoice #00001  Vandelay Impor… $89.19┃\n"))
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).count == 14, "header, 12 rows, final newline")
        let attrs = try read(dir, "root.attrs.txt")
        #expect(attrs.hasPrefix("# 40x12 Ledger\n# . default/default\n# a "))
        #expect(!attrs.contains("\u{1B}"), "never escape sequences")
    }

    @Test func aRecordedSnapshotMatchesTheNextRun() throws {
        let dir = try temporaryDirectory()
        _ = try run("size 40x12\npress Down\nsnapshot s\n", in: dir, record: true)
        let h = try run("size 40x12\npress Down\nsnapshot s\n", in: dir)
        #expect(h.exitCode == 0)
        #expect(h.errors.isEmpty)
        #expect(h.outcomes.first?.recordedGoldens == [])
    }

    @Test func aDifferentFramePrintsALineDiffAndTheFrame() throws {
        let dir = try temporaryDirectory()
        _ = try run("size 40x12\nargs --invoices 3\nsnapshot s\n", in: dir, record: true)
        let h = try run("size 40x12\nargs --invoices 3\npress n\nsnapshot s\n", in: dir)
        #expect(h.exitCode == 1)
        let message = try #require(h.errors.first)
        let golden = dir.appendingPathComponent("__Snapshots__/s.txt").path
        #expect(
            message.hasPrefix(
                "\(dir.path)/t.replay:4: expected snapshot to match its golden, got a difference in \(golden):\n"))
        #expect(
            message.contains(
                """
                s.txt:
                   3 -  Invoice #00001  Vandelay Impor… $89.19
                   3 +  Invoice #00004  Aperture       $326.76
                   4 -  Invoice #00002  Oceanic        $168.38
                   4 +  Invoice #00001  Vandelay Impor… $89.19

                """))
        #expect(
            message.contains(
                """
                \(dir.path)/__Snapshots__/s.attrs.txt:
                """))
        #expect(
            message.contains("\n  10 + dddddddddddddddddddddddddddddddddddddddd\n"),
            "the selection stays on Invoice #00001, one row lower")
        #expect(h.errors.count == 2)
    }

    @Test func aMovedSelectionShowsInTheStyleLayerOnly() throws {
        let dir = try temporaryDirectory()
        // Three invoices fit: no position row, whose `row/total` would change the text.
        _ = try run("size 40x12\nargs --invoices 3\nsnapshot s\n", in: dir, record: true)
        let h = try run("size 40x12\nargs --invoices 3\npress Down\nsnapshot s\n", in: dir)
        #expect(h.exitCode == 1)
        let message = try #require(h.errors.first)
        #expect(
            message.hasSuffix(
                """
                s.attrs.txt:
                  10 - eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee
                  10 + .................fffffffffffffff........
                  11 - .................fffffff................
                  11 + eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee
                """))
        #expect(!message.contains("__Snapshots__/s.txt"), "the text layer did not change")
    }

    @Test func recordingAgainReplacesADifferentGolden() throws {
        let dir = try temporaryDirectory()
        _ = try run("size 40x12\nsnapshot s\n", in: dir, record: true)
        let recorded = try run("size 40x12\npress Down\nsnapshot s\n", in: dir, record: true)
        #expect(recorded.exitCode == 1)
        #expect(recorded.outcomes.first?.recordedGoldens.count == 2)
        let same = try run("size 40x12\npress Down\nsnapshot s\n", in: dir, record: true)
        #expect(same.exitCode == 0, "record mode leaves a golden that already matches alone")
        #expect(same.outcomes.first?.recordedGoldens == [])
        #expect(try run("size 40x12\npress Down\nsnapshot s\n", in: dir).exitCode == 0)
    }

    @Test func aTranscriptGoldenIsRecordedComparedAndDiffed() throws {
        let dir = try temporaryDirectory()
        let first = try run("press Enter\ntranscript push\n", in: dir, record: true)
        #expect(first.errors.count == 2, "the transcript recorded, and the run's summary")
        let text = try read(dir, "push.events.txt")
        #expect(text.hasPrefix("viewWillAppear TabBarController\n"))
        #expect(text.contains("push Invoice #00001\nviewWillDisappear LedgerViewController\n"))
        #expect(try run("press Enter\ntranscript push\n", in: dir).exitCode == 0)
        let h = try run("press Down Enter\ntranscript push\n", in: dir)
        #expect(h.exitCode == 1)
        #expect(h.errors.first?.contains("expected transcript to match its golden") == true)
        #expect(h.errors.first?.contains("- push Invoice #00001") == true)
        #expect(h.errors.first?.contains("+ push Invoice #00002") == true)
    }

    @Test func theMatrixRunsSixteenCombinationsWithAGoldenEach() throws {
        let dir = try temporaryDirectory()
        let missing = try run("size 80x24\nsnapshot root\n", in: dir, matrix: true)
        #expect(missing.exitCode == 1)
        #expect(missing.output.filter { $0.hasSuffix(": failed at line 2") }.count == 16)
        let h = try run("size 80x24\nsnapshot root\n", in: dir, record: true, matrix: true)
        #expect(h.exitCode == 1)
        let summaries = h.output.filter { $0.hasPrefix(dir.path + "/t.replay ") }
        #expect(summaries.count == 16)
        #expect(summaries.first == "\(dir.path)/t.replay dark-80-large-leftToRight: ok, recorded 2 goldens")
        #expect(summaries.last == "\(dir.path)/t.replay light-120-accessibility3-rightToLeft: ok, recorded 2 goldens")
        #expect(try read(dir, "root.light-120-large-rightToLeft.txt").hasPrefix("# 120x24 Ledger\n"))
        let dark = try read(dir, "root.dark-80-large-leftToRight.attrs.txt")
        let light = try read(dir, "root.light-80-large-leftToRight.attrs.txt")
        #expect(dark != light, "the colour scheme shows in the style layer")
        let again = try run("size 80x24\nsnapshot root\n", in: dir, matrix: true)
        #expect(again.output.filter { $0.hasSuffix(": ok") }.count == 16)
    }

    @Test func aMatrixFailureNamesItsCombinationAndLine() throws {
        let dir = try temporaryDirectory()
        let h = try run("expect env colorScheme dark\n", in: dir, matrix: true)
        #expect(h.exitCode == 1)
        #expect(h.output.first == "\(dir.path)/t.replay dark-80-large-leftToRight: failed at line 1")
        #expect(TraitCombination.matrix.count == 16)
        #expect(Set(TraitCombination.matrix.map(\.name)).count == 16)
    }
}

@Suite struct StyleLayerTests {
    @Test func theCommonStyleIsADotAndOthersTakeLettersInCodeOrder() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        let bold = Style(foreground: .red, attributes: [.bold])
        let bar = Style(foreground: .brightWhite, background: CellColor(index: 236))
        canvas.draw("x", at: Point(x: 3, y: 0), style: bold)
        canvas.draw("ab", at: Point(x: 0, y: 1), style: bar)
        canvas.draw("y", at: Point(x: 2, y: 1), style: bold)
        #expect(
            StyleLayer.text(header: "4x2 T", frame: canvas) == """
                # 4x2 T
                # . default/default
                # a brightWhite/c236
                # b red/default+bold
                ...b
                aab.

                """)
    }

    @Test func aWideCharacterMarksBothColumns() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        canvas.draw("界", at: Point(x: 0, y: 0), style: Style(attributes: [.underline]))
        #expect(
            StyleLayer.text(header: "h", frame: canvas)
                == "# h\n# . default/default\n# a default/default+underline\naa...\n")
    }

    @Test func theLineDiffNumbersChangedLines() {
        #expect(Snapshot.lineDiff(expected: "a\nb\nc", actual: "a\nB\nc\nd") == "   2 - b\n   2 + B\n   4 + d")
    }
}
