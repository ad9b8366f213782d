import Exercises
import Foundation
import Lessons
import Rules
import Terminal
import Testing
@testable import Screens

/// The Lessons tab marks `fixed` the rules whose exercise is done in a `seam exercises` folder:
/// what `seam exercises check` writes, the app reads.
@MainActor
@Suite struct ExerciseMarksTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("seam-marks-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theMarksAreWhatTheExercisesCheckWrote() throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(ExerciseMarks.done(in: url) == nil, "a folder without progress marks nothing")
        var progress = ExerciseProgress(seamPath: "/somewhere")
        progress.markDone("one-owner", at: Date(timeIntervalSince1970: 0))
        progress.markDone("cell-state-reuse", at: Date(timeIntervalSince1970: 60))
        try progress.write(in: url)
        #expect(ExerciseMarks.done(in: url) == ["one-owner", "cell-state-reuse"])
    }

    @Test func theLessonsTabMarksDoneExercisesOnlyInAnExercisesFolder() throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        var progress = ExerciseProgress()
        progress.markDone("one-owner", at: Date())
        try progress.write(in: url)
        let options = try AppOptions.parse(["--tab", "Lessons", "--exercises", url.path]).get()
        let app = LedgerApp(options: options, size: Size(width: 120, height: 40))
        let frame = app.window.render()
        #expect(frame.contains("fixed  1 one-owner"))
        #expect(frame.contains("· 1 of 33 exercises fixed"))
        let plain = LedgerApp(
            options: try AppOptions.parse(["--tab", "Lessons"]).get(), size: Size(width: 120, height: 40))
        #expect(!plain.window.render().contains("fixed"), "outside an exercises folder there is no column")
        #expect(AppOptions.parse(["--exercises", url.appendingPathComponent("none").path]).failureMessage != nil)
    }
}

extension Result where Failure == AppOptionsError {
    fileprivate var failureMessage: String? {
        if case .failure(let e) = self { return e.message }
        return nil
    }
}
