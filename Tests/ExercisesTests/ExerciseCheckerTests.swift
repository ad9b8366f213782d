import Foundation
import JSONText
import Rules
import Terminal
import Testing

@testable import Exercises

/// The checker's parts, without building a package: the marker, the compiler's errors, the
/// JSON, the progress bar and file, `init` refusing a folder in use, the watch screen.
@MainActor
@Suite struct ExerciseCheckerTests {
    @Test func theMarkerCountsOnlyOnALineOfItsOwn() {
        #expect(ExerciseCheck.hasMarker("import Imperative\n// seam: not done\nlet x = 1\n"))
        #expect(ExerciseCheck.hasMarker("    // seam: not done   \n"))
        #expect(!ExerciseCheck.hasMarker("import Imperative\nlet x = 1\n"))
        #expect(!ExerciseCheck.hasMarker("// seam: not done yet, says the comment\n"))
        #expect(!ExerciseCheck.hasMarker("let note = \"// seam: not done\"\n"))
    }

    @Test func compilerErrorsKeepTheirFileAndLine() {
        let output = """
            [3/9] Compiling Exercises OneOwnerExercise.swift
            /tmp/ex/Exercises/one-owner/OneOwnerExercise.swift:14:9: error: cannot find 'nav' in scope
            12 |     static func openOrder(on navigation: NavigationController) {
            /tmp/ex/Exercises/one-owner/OneOwnerExercise.swift:14:9: error: cannot find 'nav' in scope
            /tmp/ex/Exercises/Harness/Registry.swift:3:1: warning: something
            error: fatalError
            /tmp/ex/Exercises/cell-state-reuse/CellStateReuseStage.swift:120:33: error: expected '}'
            """
        let errors = CompilerError.parse(output)
        #expect(
            errors == [
                CompilerError(
                    file: "/tmp/ex/Exercises/one-owner/OneOwnerExercise.swift", line: 14, column: 9,
                    message: "cannot find 'nav' in scope"),
                CompilerError(
                    file: "/tmp/ex/Exercises/cell-state-reuse/CellStateReuseStage.swift", line: 120, column: 33,
                    message: "expected '}'"),
            ])
        #expect(
            errors[0].described(relativeTo: "/tmp/ex")
                == "Exercises/one-owner/OneOwnerExercise.swift:14: error: cannot find 'nav' in scope")
    }

    @Test func aBuildErrorBelongsToTheExerciseWhoseFileItIsIn() {
        let oneOwner = Exercise(rule: .oneOwner), doubleBar = Exercise(rule: .doubleNavigationBar)
        let check = ExerciseCheck(
            directory: URL(fileURLWithPath: "/tmp/ex"), exercises: [oneOwner, doubleBar], lintProgram: "/bin/false")
        let results = check.buildFailed(
            [oneOwner, doubleBar],
            output: "/tmp/ex/Exercises/one-owner/OneOwnerExercise.swift:14:9: error: expected expression\n")
        #expect(results.map(\.status) == [.buildError, .notDone])
        #expect(results[0].reason == "Exercises/one-owner/OneOwnerExercise.swift:14: error: expected expression")
        #expect(results[1].reason.hasPrefix("double-navigation-bar not checked"))
    }

    @Test func theJSONHasOneObjectAnExerciseWithItsFiveFields() throws {
        let results = [
            ExerciseResult(exercise: Exercise(rule: .oneOwner), status: .notDone, reason: "one-owner fired: both"),
            ExerciseResult(exercise: Exercise(rule: .manualBackButton), status: .done, reason: ""),
        ]
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(ExerciseReport.json(results).utf8)) as? [[String: String]])
        #expect(parsed.count == 2)
        #expect(parsed.allSatisfy { Set($0.keys) == ["id", "rule", "file", "status", "reason"] })
        #expect(parsed[0]["id"] == "one-owner")
        #expect(parsed[0]["file"] == "Exercises/one-owner/OneOwnerExercise.swift")
        #expect(parsed[0]["status"] == "not-done")
        #expect(parsed[1]["status"] == "done")
        #expect(parsed[1]["rule"] == Rule.manualBackButton.entry.title)
    }

    @Test func theProgressBarFillsInProportion() {
        #expect(ExerciseReport.progressBar(done: 7, of: 33, width: 8) == "▕█░░░░░░░▏ 7/33 done")
        #expect(ExerciseReport.progressBar(done: 0, of: 33, width: 4) == "▕░░░░▏ 0/33 done")
        #expect(ExerciseReport.progressBar(done: 33, of: 33, width: 4) == "▕████▏ 33/33 done")
    }

    @Test func theProgressFileKeepsTheCheckoutAndWhatWasDoneWhen() throws {
        var progress = ExerciseProgress(seamPath: "/home/me/seam checkout")
        progress.markDone("one-owner", at: Date(timeIntervalSince1970: 0))
        progress.markDone("one-owner", at: Date(timeIntervalSince1970: 60))
        progress.markDone("manual-back-button", at: Date(timeIntervalSince1970: 120))
        #expect(
            progress.text == """
                # seam exercises: progress (you may delete this file)
                seam /home/me/seam checkout
                done one-owner 1970-01-01T00:00:00Z
                done manual-back-button 1970-01-01T00:02:00Z

                """)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try progress.write(in: folder)
        let read = ExerciseProgress.read(in: folder)
        #expect(read == progress)
        #expect(read.isDone("manual-back-button") && !read.isDone("double-navigation-bar"))
        #expect(ExerciseProgress.read(in: folder.appendingPathComponent("missing")) == ExerciseProgress())
    }

    @Test func initRefusesAFolderThatIsNotEmpty() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let host = ExercisesCommand.Host(lintProgram: "/bin/false", seamProgram: "/bin/false")
        #expect(ExercisesCommand.run(["init", folder.path], host: host) == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }

    @Test func thePackageHasEveryExerciseOfTheCheckoutAndARegistryOfTheirScenarios() throws {
        let package = ExercisePackage(checkout: .builtFrom)
        #expect(!package.exercises.isEmpty)
        #expect(package.exercises == package.exercises.sorted { $0.rule < $1.rule })
        let paths = try package.files().map(\.path)
        for exercise in package.exercises {
            #expect(
                paths.contains(exercise.file) && paths.contains(exercise.stageFile) && paths.contains(exercise.replay))
            #expect(package.registry.contains("case \"\(exercise.id)\": \(exercise.module).scenario()"))
            #expect(package.manifest.contains(".target(name: \"\(exercise.module)\""))
        }
        #expect(package.manifest.contains(".package(name: \"Seam\", path: \"\(SeamCheckout.builtFrom.root.path)\")"))
    }

    @Test func theWatchScreenFitsEightyByTwentyFour() {
        let result = ExerciseResult(
            exercise: Exercise(rule: .oneOwner), status: .notDone,
            reason:
                "one-owner fired: both the navigation controller and a declarative NavigationStack path "
                + "hold pushed screens",
            details: (1...40).map { "frame row \($0)" }.joined(separator: "\n"))
        let canvas = ExerciseWatchScreen(results: [result], current: 0).render(size: Size(width: 80, height: 24))
        #expect(canvas.line(0).hasPrefix("seam exercises  ▕"))
        #expect(canvas.text.contains("Exercise 1/1: one-owner"))
        #expect(canvas.text.contains("Status: not-done"))
        #expect(canvas.line(23).hasPrefix(ExerciseWatchScreen.keys))
        let hinted = ExerciseWatchScreen(results: [result], current: 0, hint: "Look at who owns the stack.")
            .render(size: Size(width: 80, height: 24))
        #expect(hinted.text.contains("Look at who owns the stack.") && !hinted.text.contains("Status:"))
    }

    /// A hint file wraps its prose at its own width; the screen joins each paragraph and wraps
    /// it at its width, so no line breaks early. Blank lines and list items stay.
    @Test func theHintIsRewrappedByParagraph() {
        let hint = "Two things hold pushed screens. Which one should\nown every push?\n\n- a list item\n- another"
        #expect(
            ExerciseWatchScreen.paragraphs(of: hint) == [
                "Two things hold pushed screens. Which one should own every push?", "", "- a list item", "- another",
            ])
    }
}
