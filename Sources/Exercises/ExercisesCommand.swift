import Foundation
import Rules

/// `seam exercises …` (docs/exercises.md). Exit status: 0 all done (or the command did what
/// it was asked), 1 an exercise is not done, 2 unusable arguments.
@MainActor
public enum ExercisesCommand {
    public static let usage = """
        usage: seam exercises init DIR [--seam PATH]     write the exercises into DIR, a new Swift package
               seam exercises check [DIR] [--format plain|json]
                                                       build DIR once and check every exercise
               seam exercises watch [DIR]              check the current exercise each time a file changes
               seam exercises hint ID                  where to look, without the code
               seam exercises solution ID [DIR] [--force]
                                                       the right way, once the exercise is done
        """

    /// What the command needs of `seam`: where `seam-lint` is, and how to open a lesson.
    public struct Host {
        public var lintProgram: String
        public var seamProgram: String

        public init(lintProgram: String, seamProgram: String) {
            self.lintProgram = lintProgram
            self.seamProgram = seamProgram
        }
    }

    public static func run(_ arguments: [String], host: Host) -> Int32 {
        var words = arguments
        guard !words.isEmpty else { return fail("exercises needs a command\n\(usage)") }
        let command = words.removeFirst()
        var options = Options()
        if let problem = options.parse(words) { return fail("\(problem)\n\(usage)") }
        switch command {
        case "init": return initPackage(options)
        case "check": return check(options, host: host)
        case "watch":
            guard let package = options.package(host: host) else { return fail(options.notAPackage) }
            return ExerciseWatch(check: package, seamProgram: host.seamProgram).run()
        case "hint": return hint(options)
        case "solution": return solution(options)
        default: return fail("unknown exercises command '\(command)'\n\(usage)")
        }
    }

    struct Options {
        var positional: [String] = []
        var seam: String?
        var format = "plain"
        var force = false

        /// Reads the words after the command; returns a problem when one is unusable.
        mutating func parse(_ words: [String]) -> String? {
            var rest = words[...]
            while let word = rest.popFirst() {
                switch word {
                case "--seam", "--format":
                    guard let value = rest.popFirst() else { return "\(word) needs a value" }
                    if word == "--seam" { seam = value } else { format = value }
                case "--force": force = true
                case let flag where flag.hasPrefix("-"): return "unknown option '\(flag)'"
                default: positional.append(word)
                }
            }
            return ["plain", "json"].contains(format) ? nil : "--format is plain or json, not '\(format)'"
        }

        /// The package folder: the first word, else the current folder.
        func directory(at index: Int = 0) -> URL {
            let path = positional.count > index ? positional[index] : FileManager.default.currentDirectoryPath
            return URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        }

        /// The checkout: `--seam`, else the one the package was made from, else the one `seam` was built from.
        func checkout(for directory: URL? = nil) -> SeamCheckout {
            if let seam { return SeamCheckout(root: URL(fileURLWithPath: seam)) }
            if let directory, let path = ExerciseProgress.read(in: directory).seamPath {
                let recorded = SeamCheckout(root: URL(fileURLWithPath: path))
                if recorded.isUsable { return recorded }
            }
            return .builtFrom
        }

        var notAPackage: String {
            "\(directory().path) is not an exercises package (seam exercises init DIR makes one)"
        }

        /// The check of the package in `directory()`: the checkout's exercises it holds.
        func package(host: Host, index: Int = 0) -> ExerciseCheck? {
            let directory = directory(at: index)
            guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
            else { return nil }
            let exercises = checkout(for: directory).exercises.filter {
                FileManager.default.fileExists(atPath: directory.appendingPathComponent($0.replay).path)
            }
            guard !exercises.isEmpty else { return nil }
            return ExerciseCheck(directory: directory, exercises: exercises, lintProgram: host.lintProgram)
        }
    }

    static func initPackage(_ options: Options) -> Int32 {
        guard options.positional.count == 1 else { return fail("exercises init needs a DIR\n\(usage)") }
        let directory = options.directory()
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        guard contents.isEmpty else {
            return fail("exercises init: \(directory.path) is not empty; give a new or empty folder")
        }
        let checkout = options.checkout()
        guard checkout.isUsable else {
            return fail("exercises init: no Seam checkout with exercises at \(checkout.root.path) (use --seam PATH)")
        }
        let package = ExercisePackage(checkout: checkout)
        do { try package.write(to: directory) } catch {
            return fail("exercises init: cannot write \(directory.path): \(error)")
        }
        print("Wrote \(package.exercises.count) exercises into \(directory.path), on Seam at \(checkout.root.path).")
        print("Next: cd \(directory.path) && seam exercises watch   (or: seam exercises check)")
        return 0
    }

    static func check(_ options: Options, host: Host) -> Int32 {
        guard let package = options.package(host: host) else { return fail(options.notAPackage) }
        let results = package.run()
        record(results, in: package.directory)
        print(options.format == "json" ? ExerciseReport.json(results) : ExerciseReport.text(results), terminator: "")
        return results.allSatisfy { $0.status == .done } ? 0 : 1
    }

    /// Adds the exercises found done to the package's progress file.
    static func record(_ results: [ExerciseResult], in directory: URL) {
        var progress = ExerciseProgress.read(in: directory)
        let before = progress
        for result in results where result.status == .done { progress.markDone(result.exercise.id, at: Date()) }
        if progress != before { try? progress.write(in: directory) }
    }

    static func exercise(_ options: Options) -> Result<Exercise, ExerciseCommandError> {
        guard let id = options.positional.first else { return .failure(.init(message: "needs an exercise ID")) }
        guard let rule = Rule(id: id) else {
            return .failure(.init(message: "no exercise '\(id)'; did you mean \(Rule.closest(to: id).id)?"))
        }
        let exercise = Exercise(rule: rule)
        guard options.checkout(for: options.directory(at: 1)).exercises.contains(exercise) else {
            return .failure(.init(message: "the rule \(id) has no exercise yet"))
        }
        return .success(exercise)
    }

    static func hint(_ options: Options) -> Int32 {
        switch exercise(options) {
        case .failure(let e): return fail("exercises hint: \(e.message)")
        case .success(let exercise):
            guard let text = options.checkout().text("hint.md", of: exercise) else {
                return fail("exercises hint: \(exercise.id) has no hint.md")
            }
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
            return 0
        }
    }

    static func solution(_ options: Options) -> Int32 {
        switch exercise(options) {
        case .failure(let e): return fail("exercises solution: \(e.message)")
        case .success(let exercise):
            let directory = options.directory(at: 1)
            guard options.force || ExerciseProgress.read(in: directory).isDone(exercise.id) else {
                return fail(
                    "exercises solution: \(exercise.id) is not done yet in \(directory.path) "
                        + "(seam exercises check records it; --force shows it anyway)")
            }
            guard let text = try? ExercisePackage(checkout: options.checkout(for: directory)).solutionText(of: exercise)
            else { return fail("exercises solution: \(exercise.id) has no solution") }
            print(text, terminator: "")
            return 0
        }
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("seam: \(message)\n".utf8))
        return 2
    }
}

struct ExerciseCommandError: Error {
    var message: String
}
