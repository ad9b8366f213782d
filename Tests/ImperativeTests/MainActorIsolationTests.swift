import Foundation
import Testing

/// Seam's controller, host and view types are main-actor types whose isolation is
/// `@preconcurrency`, as the SDK's UIKit and SwiftUI types are (SE-0337): Swift 5 code uses them
/// from a free function with no diagnostic (`Swift5ModeTests` builds such code), code checked
/// completely is warned, and Swift 6 code that uses them off the main actor is diagnosed (a
/// warning, since the declarations are `@preconcurrency`), so it still needs `@MainActor`.
/// The compiler of the toolchain typechecks the snippet against the modules this build made.
@Suite struct MainActorIsolationTests {
    static let offTheMainActor = """
        import Imperative
        func makeScreen() -> ViewController {
            let screen = ViewController()
            let label = Label("Hello")
            screen.view.addSubview(label)
            return screen
        }
        """

    static let isolationDiagnostic =
        "call to main actor-isolated initializer 'init()' in a synchronous nonisolated context"

    /// The compiler's diagnostics for `source`, typechecked with `flags`.
    static func diagnostics(_ source: String, _ flags: [String]) throws -> (status: Int32, text: String) {
        let build = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID()).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck"] + flags + [
                "-I", build.appendingPathComponent("Modules").path,
                "-I", root.appendingPathComponent("Sources/CNcurses").path, file.path,
            ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func swift6CodeOffTheMainActorIsDiagnosed() throws {
        let result = try Self.diagnostics(Self.offTheMainActor, ["-swift-version", "6"])
        #expect(result.text.contains("warning: \(Self.isolationDiagnostic)"), "\(result.text)")
        #expect(result.text.contains("main actor-isolated property 'view'"), "\(result.text)")
    }

    @Test func swift6CodeOnTheMainActorIsClean() throws {
        let source = Self.offTheMainActor.replacingOccurrences(
            of: "func makeScreen", with: "@MainActor func makeScreen")
        let result = try Self.diagnostics(source, ["-swift-version", "6"])
        #expect(result.status == 0 && !result.text.contains("warning:"), "\(result.text)")
    }

    @Test func swift5CodeCompilesWithoutErrors() throws {
        let minimal = try Self.diagnostics(Self.offTheMainActor, ["-swift-version", "5"])
        #expect(
            minimal.status == 0 && !minimal.text.contains("error:") && !minimal.text.contains("warning:"),
            "\(minimal.text)")
        let complete = try Self.diagnostics(
            Self.offTheMainActor, ["-swift-version", "5", "-strict-concurrency=complete"])
        #expect(complete.status == 0 && !complete.text.contains("error:"), "\(complete.text)")
        #expect(complete.text.contains("warning: \(Self.isolationDiagnostic)"), "\(complete.text)")
    }
}
