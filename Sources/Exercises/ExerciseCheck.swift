import Foundation
import JSONText

/// `seam exercises check`: builds a learner's package once, then checks each exercise — its
/// files compile, its replay runs without the rule's diagnostic and with its expectations
/// holding, lint finds nothing in its file, its marker is gone.
public struct ExerciseCheck {
    /// The line a learner deletes when an exercise is finished.
    public static let marker = "// seam: not done"

    public var directory: URL
    public var exercises: [Exercise]
    /// The program `seam lint` runs (`seam-lint`, beside `seam`).
    public var lintProgram: String

    public init(directory: URL, exercises: [Exercise], lintProgram: String) {
        self.directory = directory.standardizedFileURL
        self.exercises = exercises
        self.lintProgram = lintProgram
    }

    /// True when the text still holds the marker line (on a line of its own, spaces aside).
    public static func hasMarker(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).contains {
            $0.trimmingCharacters(in: .whitespaces) == marker
        }
    }

    /// Builds the checker and checks `only` (every exercise when nil), in order.
    public func run(only: Set<String>? = nil) -> [ExerciseResult] {
        let chosen = exercises.filter { only?.contains($0.id) ?? true }
        let build = ProcessRun.run("/usr/bin/env", ["swift", "build", "--product", "exercise-check"], in: directory)
        if build.status != 0 { return buildFailed(chosen, output: build.output) }
        let findings = lint(chosen)
        let checker = directory.appendingPathComponent(".build/debug/exercise-check").path
        return chosen.map { exercise in
            let replay = ProcessRun.run(
                checker, [exercise.id, directory.appendingPathComponent(exercise.replay).path], in: directory)
            let lines = replay.output.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            if replay.status != 0 {
                let reason = lines.first.map(String.init) ?? "exercise-check exited \(replay.status)"
                return ExerciseResult(
                    exercise: exercise, status: .notDone, reason: reason.isEmpty ? "the replay crashed" : reason,
                    details: lines.count > 1 ? String(lines[1]) : "")
            }
            if let finding = findings[exercise.id]?.first {
                return ExerciseResult(exercise: exercise, status: .notDone, reason: "lint: \(finding)")
            }
            let text = (try? String(contentsOf: directory.appendingPathComponent(exercise.file), encoding: .utf8)) ?? ""
            if Self.hasMarker(text) {
                return ExerciseResult(
                    exercise: exercise, status: .marker,
                    reason:
                        "\(exercise.id) holds: delete the line `\(Self.marker)` in \(exercise.file) when you are done")
            }
            return ExerciseResult(exercise: exercise, status: .done, reason: "")
        }
    }

    /// The package did not build: exercises with an error in their files are `build-error`,
    /// the others not checked.
    func buildFailed(_ chosen: [Exercise], output: String) -> [ExerciseResult] {
        let errors = CompilerError.parse(output)
        let base = directory.path
        let elsewhere = errors.filter { error in !chosen.contains { owns($0, error) } }
        return chosen.map { exercise in
            let own = errors.filter { owns(exercise, $0) }
            guard let first = own.first else {
                let cause =
                    elsewhere.first.map { "the package does not build (\($0.described(relativeTo: base)))" }
                    ?? (errors.isEmpty ? "the package does not build" : "another exercise does not build")
                return ExerciseResult(
                    exercise: exercise, status: .notDone, reason: "\(exercise.id) not checked: \(cause)",
                    details: errors.isEmpty ? Self.tail(output) : "")
            }
            return ExerciseResult(
                exercise: exercise, status: .buildError, reason: first.described(relativeTo: base),
                details: own.dropFirst().map { $0.described(relativeTo: base) }.joined(separator: "\n"))
        }
    }

    /// True when `error` is in one of the exercise's files.
    func owns(_ exercise: Exercise, _ error: CompilerError) -> Bool {
        let path = error.file.hasPrefix("/") ? error.file : directory.appendingPathComponent(error.file).path
        return path.hasPrefix(directory.appendingPathComponent(exercise.folder).path + "/")
    }

    /// `seam lint` over the exercises' folders (so a stage's declarations are known), once:
    /// each exercise's findings in its own file, as `file:line: [rule] message`.
    func lint(_ chosen: [Exercise]) -> [String: [String]] {
        let run = ProcessRun.run(lintProgram, ["--format", "json"] + chosen.map(\.folder), in: directory)
        guard let data = run.standardOutput.data(using: .utf8),
            let findings = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [:] }
        var byExercise: [String: [String]] = [:]
        for finding in findings {
            guard let file = finding["file"] as? String else { continue }
            let relative =
                file.hasPrefix(directory.path + "/") ? String(file.dropFirst(directory.path.count + 1)) : file
            guard let exercise = chosen.first(where: { $0.file == relative }) else { continue }
            let line = finding["line"] as? Int ?? 0
            let text =
                "\(relative):\(line): [\(finding["rule"] as? String ?? "?")] \(finding["message"] as? String ?? "")"
            byExercise[exercise.id, default: []].append(text)
        }
        return byExercise
    }

    /// The last lines of a long output.
    static func tail(_ output: String, lines: Int = 12) -> String {
        output.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }
}

/// A program run to its end, its output read.
struct ProcessRun {
    var status: Int32
    var standardOutput: String
    var output: String

    /// Runs `executable` with `arguments` in `directory`; standard error is appended to
    /// `output` (what the compiler says), standard output alone is `standardOutput`.
    static func run(_ executable: String, _ arguments: [String], in directory: URL) -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("seam-exercises-\(UUID()).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        guard let err = try? FileHandle(forWritingTo: errorFile) else {
            return ProcessRun(status: 127, standardOutput: "", output: "cannot write \(errorFile.path)")
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return ProcessRun(status: 127, standardOutput: "", output: "cannot run \(executable): \(error)")
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? err.close()
        let errorData = (try? Data(contentsOf: errorFile)) ?? Data()
        let stdout = String(decoding: outData, as: UTF8.self)
        return ProcessRun(
            status: process.terminationStatus, standardOutput: stdout,
            output: stdout + String(decoding: errorData, as: UTF8.self))
    }
}
