// swift-tools-version: 6.0
// Migration: UIKit and SwiftUI code written the way an iOS team writes it — a table data source
// with dequeued hosted cells, a container that embeds a host with anchors, a shared
// ObservableObject observed from UIKit with receive(on:) and sink — built on Seam with its
// import lines as the only change (`import UIKit` -> `import SeamUIKit`, `import SwiftUI` ->
// `import SeamSwiftUI`), in Swift 5 language mode as most iOS apps still are.
// `make example` (at the repository root) builds and tests it.
import PackageDescription

let package = Package(
    name: "Migration",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Seam", path: "../.."),
    ],
    targets: [
        .target(name: "Migration", dependencies: [
            .product(name: "SeamUIKit", package: "Seam"),
            .product(name: "SeamSwiftUI", package: "Seam"),
        ]),
        .testTarget(name: "MigrationTests", dependencies: [
            "Migration",
            .product(name: "SeamUIKit", package: "Seam"),
            .product(name: "Replay", package: "Seam"),
        ], exclude: ["Replays"]),
    ],
    swiftLanguageModes: [.v5]
)
