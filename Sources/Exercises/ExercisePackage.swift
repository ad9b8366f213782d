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
        for name in ["ExerciseScenario.swift", "ExerciseStageController.swift", "NoteViewController.swift"] {
            files.append(("Exercises/Harness/\(name)", try read(checkout.harness.appendingPathComponent(name))))
        }
        files.append(("Exercises/Harness/Registry.swift", registry))
        files.append(("Checker/main.swift", try read(checkout.harness.appendingPathComponent("Checker.swift"))))
        for exercise in exercises {
            let folder = checkout.folder(of: exercise)
            files.append((exercise.file, try read(folder.appendingPathComponent("Exercise.swift"))))
            files.append((exercise.stageFile, try read(folder.appendingPathComponent("Stage.swift"))))
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

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// `Package.swift`: the exercises' target on Seam's frameworks, and `exercise-check`.
    var manifest: String {
        let seam = checkout.root.path.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        return """
            // swift-tools-version: 6.0
            // Seam's exercises (`seam exercises check` builds this package and replays each one).
            // Each exercise's code is in Exercises/<rule-id>/; Checker/ is the program that replays one.
            import PackageDescription

            let package = Package(
                name: "SeamExercises",
                platforms: [.macOS(.v14)],
                dependencies: [
                    .package(name: "Seam", path: "\(seam)"),
                ],
                targets: [
                    .target(name: "SeamExercises", dependencies: [
                        .product(name: "Terminal", package: "Seam"),
                        .product(name: "Rules", package: "Seam"),
                        .product(name: "Declarative", package: "Seam"),
                        .product(name: "Imperative", package: "Seam"),
                        .product(name: "Hosting", package: "Seam"),
                    ], path: "Exercises"),
                    .executableTarget(name: "exercise-check", dependencies: [
                        "SeamExercises",
                        .product(name: "Imperative", package: "Seam"),
                        .product(name: "Replay", package: "Seam"),
                        .product(name: "Rules", package: "Seam"),
                    ], path: "Checker"),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// `Exercises/Harness/Registry.swift`: each exercise's scenario by rule id.
    var registry: String {
        let cases = exercises.map { "    case \"\($0.id)\": \($0.name)Scenario()" }
        return """
            import Imperative

            // Written by `seam exercises init`: the scenario of each exercise, by rule id.
            @MainActor
            public func exerciseScenario(_ id: String) -> (any ExerciseScenario)? {
                switch id {
            \(cases.joined(separator: "\n"))
                default: nil
                }
            }

            """
    }
}
