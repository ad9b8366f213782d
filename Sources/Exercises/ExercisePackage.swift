import Foundation

/// The Swift package `seam exercises init DIR` writes: every exercise of the checkout, the
/// harness they share, a registry of their scenarios and the checker program, depending on
/// Seam's library products by path.
public struct ExercisePackage {
    public var checkout: SeamCheckout
    public var exercises: [Exercise]

    public init(checkout: SeamCheckout) {
        self.checkout = checkout
        exercises = checkout.exercises
    }

    /// Every file of the package, its path relative to the package and its text.
    public func files() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = [("Package.swift", manifest), (".gitignore", ".build/\n")]
        for name in ["ExerciseScenario.swift", "ExerciseStageController.swift"] {
            files.append(("Exercises/Harness/\(name)", try read(checkout.harness.appendingPathComponent(name))))
        }
        files.append(("Checker/Registry.swift", registry))
        files.append(("Checker/main.swift", try read(checkout.harness.appendingPathComponent("Checker.swift"))))
        let lessons = checkout.root.appendingPathComponent("Lessons")
        let library = try LessonScenario.Library(lessons: lessons)
        for exercise in exercises {
            let folder = checkout.folder(of: exercise)
            files.append((exercise.file, try exerciseText(of: exercise)))
            let stage = folder.appendingPathComponent("Stage.swift")
            let derived = LessonScenario(exercise: exercise, lessons: lessons)
            files.append(
                (
                    exercise.stageFile,
                    FileManager.default.fileExists(atPath: stage.path)
                        ? try read(stage)
                        : try derived.source(renames: renames(of: exercise), library: library)
                ))
            files.append((exercise.replay, try read(folder.appendingPathComponent("check.replay"))))
        }
        return files
    }

    /// Writes the package into `directory`, which must be empty or missing.
    public func write(to directory: URL) throws {
        let manager = FileManager.default
        for (path, text) in try files() {
            let url = directory.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try ExerciseProgress(seamPath: checkout.root.path).write(in: directory)
    }

    /// The exercise's code the wrong way: its folder's `Exercise.swift`, else derived from its lesson.
    public func exerciseText(of exercise: Exercise) throws -> String {
        if let stored = checkout.text("Exercise.swift", of: exercise) { return stored }
        return try ways(of: exercise).exerciseFile(harm: checkout.text("harm.md", of: exercise) ?? "")
    }

    /// The exercise's code the right way: its folder's `Solution.swift`, else derived from its lesson.
    public func solutionText(of exercise: Exercise) throws -> String {
        if let stored = checkout.text("Solution.swift", of: exercise) { return stored }
        return try ways(of: exercise).solutionFile()
    }

    func ways(of exercise: Exercise) throws -> LessonWays {
        let lesson = checkout.root.appendingPathComponent("Lessons/\(exercise.name)Lesson.swift")
        return LessonWays(exercise: exercise, lesson: try read(lesson), renames: renames(of: exercise))
    }

    /// The exercise's `renames` file, when its lesson's two ways are two types.
    func renames(of exercise: Exercise) -> [LessonScenario.TypeRename] {
        checkout.text("renames", of: exercise).map(LessonScenario.TypeRename.parse) ?? []
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// `Package.swift`: the harness, one target an exercise (so each keeps the names of its
    /// lesson, and a compiler error stays in its exercise), and `exercise-check` on them all.
    var manifest: String {
        let seam = checkout.root.path.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        let frameworks = ["Terminal", "Rules", "Declarative", "Imperative", "Hosting"]
            .map { ".product(name: \"\($0)\", package: \"Seam\")" }.joined(separator: ", ")
        let targets = exercises.map {
            "        .target(name: \"\($0.module)\", dependencies: [\"ExerciseHarness\"] + frameworks, "
                + "path: \"\($0.folder)\"),"
        }
        let modules = exercises.map { "\"\($0.module)\"" }.joined(separator: ", ")
        let manifestImport = ["PackageDescription"].map { "import " + $0 }.joined()
        return """
            // swift-tools-version: 6.0
            // Seam's exercises: `seam exercises check` builds this package once and replays each one.
            // Each exercise is a target of its own in Exercises/<rule-id>/; Checker/ replays one.
            \(manifestImport)

            let frameworks: [Target.Dependency] = [\(frameworks)]

            let package = Package(
                name: "SeamExercises",
                platforms: [.macOS(.v14)],
                dependencies: [
                    .package(name: "Seam", path: "\(seam)"),
                ],
                targets: [
                    .target(name: "ExerciseHarness", dependencies: frameworks, path: "Exercises/Harness"),
            \(targets.joined(separator: "\n"))
                    .executableTarget(
                        name: "exercise-check",
                        dependencies: ["ExerciseHarness", \(modules), .product(name: "Replay", package: "Seam")],
                        path: "Checker"),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// `Checker/Registry.swift`: each exercise's scenario by rule id.
    var registry: String {
        let imports = (["ExerciseHarness"] + exercises.map(\.module)).map { "import " + $0 }
        let cases = exercises.map { "    case \"\($0.id)\": \($0.module).scenario()" }
        return """
            \(imports.joined(separator: "\n"))

            // Written by `seam exercises init`: the scenario of each exercise, by rule id.
            @MainActor
            func exerciseScenario(_ id: String) -> (any ExerciseScenario)? {
                switch id {
            \(cases.joined(separator: "\n"))
                default: nil
                }
            }

            """
    }
}
