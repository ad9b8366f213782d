// swift-tools-version: 6.0
// Counter: a small app built on Seam's frameworks from a package of its own, and replay-tested
// through Seam's public entry point. `make example` (at the repository root) builds and tests it.
import PackageDescription

let package = Package(
    name: "Counter",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Seam", path: "../.."),
    ],
    targets: [
        .target(name: "Counter", dependencies: [
            .product(name: "Terminal", package: "Seam"),
            .product(name: "Declarative", package: "Seam"),
            .product(name: "Imperative", package: "Seam"),
            .product(name: "Hosting", package: "Seam"),
        ]),
        .testTarget(name: "CounterTests", dependencies: [
            "Counter",
            .product(name: "Imperative", package: "Seam"),
            .product(name: "Replay", package: "Seam"),
        ], exclude: ["Replays"]),
    ],
    swiftLanguageModes: [.v6]
)
