import Foundation
import Testing

/// Other packages build on Seam through its library products: `Package.swift` exports each
/// framework as a library of its own name, and the API they see is documented — every
/// public type of the eight libraries, and every public declaration of `Replay` (the entry
/// point a package's tests call), has a doc comment.
@Suite struct LibraryProductsTests {
    static let libraries = [
        "Terminal", "Rules", "Declarative", "Imperative", "Hosting", "Replay", "SeamUIKit", "SeamSwiftUI",
    ]

    static func source(_ path: String) throws -> String {
        try String(contentsOf: MarkdownDocument.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func eachFrameworkIsALibraryOfItsOwnName() throws {
        let manifest = try Self.source("Package.swift")
        let products = MarkdownDocument.matches(of: #"\.library\(name: "(\w+)", targets: \["\w+"\]\)"#, in: manifest)
        let targets = MarkdownDocument.matches(of: #"\.library\(name: "\w+", targets: \["(\w+)"\]\)"#, in: manifest)
        #expect(products == Self.libraries)
        #expect(targets == Self.libraries, "each library holds the target of its name")
        #expect(!manifest.contains(#".library(name: "Screens""#), "the Ledger is an app, not a library")
    }

    /// Declarations in the Swift files of `folder` (under the package root) matching `pattern`.
    static func undocumented(under folder: String, matching pattern: String) throws -> [String] {
        try undocumented(
            in: ReplayDocumentationTests.swiftFiles(under: [folder]).map { ($0, try source($0)) }, matching: pattern)
    }

    /// Declarations in `files` (name and text) matching `pattern` (the line must match from
    /// its start) without a `///` comment above them (attributes may come between).
    static func undocumented(in files: [(name: String, text: String)], matching pattern: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        var found: [String] = []
        for (file, text) in files {
            let lines = text.components(separatedBy: "\n")
            for (i, line) in lines.enumerated() {
                guard regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil else { continue }
                var j = i - 1
                while j >= 0, lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("@") { j -= 1 }
                let above = j >= 0 ? lines[j].trimmingCharacters(in: .whitespaces) : ""
                if !above.hasPrefix("///") && !above.hasSuffix("*/") {
                    found.append("\(file):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    static let attributes = #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:nonisolated\s+)?"#

    @Test func everyPublicTypeOfTheLibrariesIsDocumented() throws {
        let pattern =
            Self.attributes
            + #"(?:public|open)\s+(?:final\s+|indirect\s+)*(?:class|struct|enum|protocol|typealias|actor)\s"#
        var checked = 0
        for library in Self.libraries {
            let missing = try Self.undocumented(under: "Sources/\(library)", matching: pattern)
            #expect(missing.isEmpty, "public types without a doc comment:\n\(missing.joined(separator: "\n"))")
            checked += 1
        }
        #expect(checked == 8)
    }

    /// Initializers, `description` and `==` say what their type's comment says.
    @Test func everyPublicDeclarationOfReplayIsDocumented() throws {
        let pattern =
            Self.attributes
            + #"(?:public|open)\s+(?!init\b|var description\b|static func ==|(?:convenience |override )init\b)"#
        let missing = try Self.undocumented(under: "Sources/Replay", matching: pattern)
        #expect(
            missing.isEmpty, "public declarations of Replay without a doc comment:\n\(missing.joined(separator: "\n"))")
    }

    /// The check above finds what it is meant to find.
    @Test func theCheckFindsAnUndocumentedDeclaration() throws {
        let text = """
            /// Documented.
            @MainActor
            public struct A {
                public var x = 0
                /// Documented.
                public var y = 0
                public init() {}
            }
            public final class B {}
            """
        let pattern = Self.attributes + #"(?:public|open)\s+(?!init\b)"#
        let missing = try Self.undocumented(in: [("A.swift", text)], matching: pattern)
        #expect(missing == ["A.swift:4: public var x = 0", "A.swift:9: public final class B {}"])
    }
}
