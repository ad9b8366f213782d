import Foundation
import Testing

/// Seam's controller, host and view types are main-actor types whose isolation is
/// `@preconcurrency`, as the SDK's UIKit and SwiftUI types are (SE-0337): Swift 5 code uses them
/// from a free function with no diagnostic (`Swift5ModeTests` builds such code), code checked
/// completely is warned, and Swift 6 code that uses them off the main actor is diagnosed (a
/// warning, since the declarations are `@preconcurrency`), so it still needs `@MainActor`.
/// The compiler of the toolchain typechecks the snippet against the modules this build made.
/// The reference is what the SDK's own types get: UIKit's are Objective-C declarations marked
/// main-actor and imported through Clang, which count as predating concurrency; a C declaration
/// marked `@MainActor` the same way is imported the same way, so each language mode must
/// diagnose a use of Seam's types exactly as it diagnoses a use of that declaration.
@Suite struct MainActorIsolationTests {
    static let offTheMainActor = """
        import Imperative
        func makeScreen() -> ViewController {
            let screen = ViewController()
            let label = LabelPanel("Hello")
            screen.view.addSubview(label)
            return screen
        }
        """

    /// What a Swift 5 app writes outside any view or controller: a shared model changed from a
    /// free function, a cell configured with a hosted row, a host made in a factory function.
    static let swift5App = """
        import Declarative
        import Hosting
        import Imperative
        final class Cart: ObservableObject { @Published var count = 0 }
        func fill(_ cart: Cart) { cart.count += 1 }
        func configure(_ cell: ListCell, title: String, isUnread: Bool) {
            cell.contentConfiguration = HostingConfiguration {
                HStack {
                    Text(title)
                    if isUnread { Text("•").foregroundStyle(.blue) }
                }
            }
            .background { Color.teal }
        }
        func makeHost(cart: Cart) -> HostingController<Text> { HostingController(rootView: Text("\\(cart.count)")) }
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

    /// A C module whose one function is main-actor isolated as the SDK's Objective-C headers mark
    /// UIKit's (`NS_SWIFT_UI_ACTOR` expands to this attribute), and a nonisolated caller.
    static func importedMainActorFunction() throws -> (source: String, include: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clang-ui-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "void uiRefresh(void) __attribute__((swift_attr(\"@MainActor\")));\n"
            .write(to: folder.appendingPathComponent("ui.h"), atomically: true, encoding: .utf8)
        try "module ImportedUI { header \"ui.h\" export * }\n"
            .write(to: folder.appendingPathComponent("module.modulemap"), atomically: true, encoding: .utf8)
        return ("import ImportedUI\nfunc refresh() { uiRefresh() }\n", folder)
    }

    /// The severity of the isolation diagnostic in `text`: "error", "warning" or "none".
    static func isolationSeverity(_ text: String) -> String {
        for severity in ["error", "warning"]
        where text.contains("\(severity): call to main actor-isolated") { return severity }
        return "none"
    }

    @Test(arguments: [
        ["-swift-version", "5"], ["-swift-version", "5", "-strict-concurrency=complete"], ["-swift-version", "6"],
    ])
    func eachLanguageModeDiagnosesSeamsTypesAsTheSDKsImportedOnes(flags: [String]) throws {
        let imported = try Self.importedMainActorFunction()
        defer { try? FileManager.default.removeItem(at: imported.include) }
        let sdk = try Self.diagnostics(imported.source, flags + ["-I", imported.include.path])
        let seam = try Self.diagnostics(Self.offTheMainActor, flags)
        #expect(
            Self.isolationSeverity(seam.text) == Self.isolationSeverity(sdk.text),
            "Seam: \(seam.text)\nimported: \(sdk.text)")
        #expect(seam.status == sdk.status)
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

    @Test func swift5AppCodeOutsideViewsCompilesWithoutADiagnostic() throws {
        let result = try Self.diagnostics(Self.swift5App, ["-swift-version", "5"])
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
