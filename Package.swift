// swift-tools-version: 6.0
// Seam: a terminal mirror of a UIKit app migrating to SwiftUI.
// Dependency direction: Terminal, Rules ← Declarative, Imperative ← Hosting ← Lessons ← Screens ← seam;
// Replay drives the window and reads the bridges, and only `seam` joins Replay to Screens.
import Foundation
import PackageDescription

/// Release builds skip two runtime checks that debug builds and `make test` keep: exclusivity
/// (every class property and global access went through `swift_beginAccess`, about 7% of a
/// frame) and the main-actor check in the prologue of every isolated closure handed to the
/// standard library (`map`, `contains`, `sorted`: about 3% of a key). Everything runs on the
/// main thread; the tests run with both checks. Cross-module optimization lets the app's
/// modules specialize the frameworks' generic code for their own types (a `ListView` of
/// invoices), instead of calling it with type metadata: about 3% of a key (BENCHMARKS.md).
let release: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization",
                                             "-Xfrontend", "-disable-dynamic-actor-isolation"],
                                            .when(configuration: .release))]

/// SwiftSyntax and SwiftParser, for `seam lint`: the compiler's host libraries, which ship with
/// the toolchain in `lib/swift/host` beside `bin/swift`. The folder is found at build time:
/// `SEAM_SWIFT_HOST_LIBS` when set (the Makefile sets it from `$(SWIFT)`), otherwise from the
/// `swift` on `PATH`, its symbolic links resolved.
let hostLibraries: String = {
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["SEAM_SWIFT_HOST_LIBS"], !folder.isEmpty { return folder }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let toolchain = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        return toolchain.appendingPathComponent("lib/swift/host").path
    }
    return "/usr/lib/swift/host"
}()

/// Where the compiler finds SwiftSyntax's modules: every target that imports `Lint` needs it.
let hostModules: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries])]

let package = Package(
    name: "Seam",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "seam", targets: ["seam"]),
        .executable(name: "seam-lint", targets: ["SeamLint"]),
        // The frameworks, for packages that build screens on the mirror and replay-test them
        // (Examples/Counter is one): each library is the target of its name.
        .library(name: "Terminal", targets: ["Terminal"]),
        .library(name: "Rules", targets: ["Rules"]),
        .library(name: "Declarative", targets: ["Declarative"]),
        .library(name: "Imperative", targets: ["Imperative"]),
        .library(name: "Hosting", targets: ["Hosting"]),
        .library(name: "Replay", targets: ["Replay"]),
        // UIKit's and SwiftUI's names for the mirrors: iOS code changes only its imports.
        .library(name: "SeamUIKit", targets: ["SeamUIKit"]),
        .library(name: "SeamSwiftUI", targets: ["SeamSwiftUI"]),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(name: "Terminal", dependencies: ["CNcurses"], swiftSettings: release),
        .target(name: "Rules", swiftSettings: release),
        // The JSON that `seam replay --state`, `seam rules --json` and `seam lint` print.
        .target(name: "JSONText", swiftSettings: release),
        // `seam lint`: the rules checked on UIKit and SwiftUI source, parsed with the toolchain's SwiftParser.
        .target(name: "Lint", dependencies: ["Rules", "JSONText"],
                swiftSettings: release + hostModules,
                linkerSettings: [.unsafeFlags(["-L", hostLibraries, "-lSwiftSyntax", "-lSwiftParser",
                                               "-Xlinker", "-rpath", "-Xlinker", hostLibraries])]),
        .target(name: "Declarative", dependencies: ["Terminal", "Rules"], swiftSettings: release),
        .target(name: "Imperative", dependencies: ["Terminal", "Rules"], swiftSettings: release),
        .target(name: "Hosting", dependencies: ["Terminal", "Rules", "Declarative", "Imperative"], swiftSettings: release),
        .target(name: "SeamUIKit", dependencies: ["Imperative", "Terminal"], swiftSettings: release),
        .target(name: "SeamSwiftUI", dependencies: ["Declarative", "Hosting"], swiftSettings: release),
        .target(name: "Replay", dependencies: ["Terminal", "Rules", "JSONText", "Imperative", "Hosting"], swiftSettings: release),
        // libvterm, the terminal emulator that replays check the real app's output against.
        .systemLibrary(name: "CVTerm", path: "Sources/CVTerm"),
        // A program on a pseudo-terminal and an emulated screen that reads what it writes.
        .target(name: "Emulation", dependencies: ["Terminal", "CVTerm"], swiftSettings: release),
        // `seam replay --terminal`: the app in a terminal emulator, compared with the replay.
        .target(name: "TerminalReplay", dependencies: ["Terminal", "Imperative", "Replay", "Emulation"], swiftSettings: release),
        // The lessons, one per rule, and what they share with the Ledger (`Money`).
        .target(name: "Lessons", dependencies: ["Terminal", "Rules", "Declarative", "Imperative", "Hosting"], path: "Lessons", swiftSettings: release),
        .target(name: "Screens", dependencies: ["Terminal", "Rules", "Declarative", "Imperative", "Hosting", "Lessons"], path: "Screens", swiftSettings: release),
        // `seam exercises`: a learner's package of exercises written, built and checked.
        .target(name: "Exercises", dependencies: ["Terminal", "Rules", "JSONText"], swiftSettings: release),
        .executableTarget(name: "seam", dependencies: ["Terminal", "Rules", "Imperative", "Hosting", "Replay", "Screens", "TerminalReplay", "Exercises"], swiftSettings: release),
        // `seam lint`, its own program: SwiftSyntax's libraries stay out of the app, whose every
        // `as?` cast would otherwise scan their conformance records too (BENCHMARKS.md).
        .executableTarget(name: "SeamLint", dependencies: ["Lint"], swiftSettings: release + hostModules),
        // Fixtures of the engine's tests, which do not link the app.
        .target(name: "TestSupport", dependencies: ["Terminal", "Rules", "Declarative", "Imperative"], path: "Tests/TestSupport"),
        // Fixtures that run the app: replays of the Ledger, the real `seam` on a terminal, the soak.
        .target(name: "AppTestSupport", dependencies: ["Terminal", "Rules", "Declarative", "Imperative", "Hosting", "Replay", "Lessons", "Screens", "Emulation", "TestSupport"],
                path: "Tests/AppTestSupport"),
        // What the fuzz targets check, built and tested (on the seed corpora) like any library.
        .target(name: "FuzzChecks", dependencies: ["Terminal", "Replay", "JSONText"], path: "Tests/Fuzz/FuzzChecks"),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzChecks", "JSONText"]),
        // `make soak`: the long soak, run from a release build.
        .executableTarget(name: "seam-soak", dependencies: ["Replay", "AppTestSupport"], path: "Tests/SoakRunner"),
        .testTarget(name: "RulesTests", dependencies: ["Rules"]),
        .testTarget(name: "ExercisesTests", dependencies: ["Exercises", "JSONText", "Rules", "Terminal"]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "Rules"], swiftSettings: hostModules),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"]),
        .testTarget(name: "DeclarativeTests", dependencies: ["Declarative", "Rules", "TestSupport"]),
        // A program whose main thread runs the window, as `seam`'s does: the main queue's checks.
        .executableTarget(name: "MainQueueProbe", dependencies: ["Imperative", "Terminal"], path: "Tests/MainQueueProbe"),
        .testTarget(name: "ImperativeTests", dependencies: ["Imperative", "TestSupport", "MainQueueProbe"]),
        // Swift 5 language mode, as many iOS apps: Seam's main-actor types are `@preconcurrency`.
        .testTarget(name: "Swift5ModeTests", dependencies: ["Imperative", "Declarative", "Hosting", "Terminal"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SeamUIKitTests", dependencies: ["SeamUIKit", "SeamSwiftUI"]),
        .testTarget(name: "HostingTests", dependencies: ["Hosting", "Declarative", "Imperative", "TestSupport"]),
        .testTarget(name: "EmulationTests", dependencies: ["Emulation"]),
        .testTarget(name: "ReplayTests", dependencies: ["Replay", "JSONText", "Screens", "AppTestSupport", "Declarative", "Imperative", "Hosting"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Lessons", "Exercises", "TestSupport", "AppTestSupport"]),
        // Runs the real `seam` on pseudo-terminals; depending on it makes `swift test` build it.
        .testTarget(name: "InteractiveTests", dependencies: ["seam", "SeamLint", "Replay", "Screens", "TestSupport", "AppTestSupport", "TerminalReplay"]),
    ],
    swiftLanguageModes: [.v6]
)

/// libFuzzer targets (`make fuzz`): executables without a `main`, so they exist only when
/// `SEAM_FUZZ` is set, for `swift build -c release --sanitize fuzzer`.
if ProcessInfo.processInfo.environment["SEAM_FUZZ"] != nil {
    for name in ["ScriptParserFuzzer", "KeyDecoderFuzzer", "JSONFuzzer"] {
        package.targets.append(.executableTarget(name: name, dependencies: ["FuzzChecks"], path: "Tests/Fuzz/\(name)"))
        package.products.append(.executable(name: name, targets: [name]))
    }
}
