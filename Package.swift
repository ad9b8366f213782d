// swift-tools-version: 6.0
// Seam: a terminal mirror of a UIKit app migrating to SwiftUI.
// Dependency direction (DESIGN.md): Terminal ← Declarative, Imperative ← Hosting ← Screens ← seam;
// Replay drives the window and reads the bridges, and only `seam` joins Replay to Screens.
import PackageDescription

let package = Package(
    name: "Seam",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "seam", targets: ["seam"]),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(name: "Terminal", dependencies: ["CNcurses"]),
        .target(name: "Declarative", dependencies: ["Terminal"]),
        .target(name: "Imperative", dependencies: ["Terminal"]),
        .target(name: "Hosting", dependencies: ["Terminal", "Declarative", "Imperative"]),
        .target(name: "Replay", dependencies: ["Terminal", "Imperative", "Hosting"]),
        .target(name: "Screens", dependencies: ["Terminal", "Declarative", "Imperative", "Hosting"], path: "Screens"),
        .executableTarget(name: "seam", dependencies: ["Terminal", "Imperative", "Hosting", "Replay", "Screens"]),
        .target(name: "TestSupport", dependencies: ["Terminal", "Declarative", "Imperative", "Hosting", "Replay", "Screens"], path: "Tests/TestSupport"),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"]),
        .testTarget(name: "DeclarativeTests", dependencies: ["Declarative", "TestSupport"]),
        .testTarget(name: "ImperativeTests", dependencies: ["Imperative", "TestSupport"]),
        .testTarget(name: "HostingTests", dependencies: ["Hosting", "Declarative", "Imperative", "TestSupport"]),
        .testTarget(name: "ReplayTests", dependencies: ["Replay", "Screens", "TestSupport"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
