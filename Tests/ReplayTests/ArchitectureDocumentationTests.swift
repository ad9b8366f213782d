import Foundation
import Testing

/// `docs/architecture.md` tells a newcomer what each module may import. Its table is the
/// rule: every `import` of every module keeps to it, `Package.swift` declares exactly those
/// dependencies, and every folder of a module is in it. The types and members the page
/// names exist.
@Suite struct ArchitectureDocumentationTests {
    static let pagePath = "docs/architecture.md"
    /// Toolchain modules any module may import (SwiftSyntax and SwiftParser are the
    /// compiler's host libraries, linked into Lint).
    static let toolchain: Set<String> = ["Foundation", "Observation", "Dispatch", "SwiftSyntax", "SwiftParser"]

    /// A row of the modules table: the module, its folder, the project modules it may import.
    struct Row {
        var module: String
        var folder: String
        var imports: Set<String>
    }

    static func rows() throws -> [Row] {
        let text = try MarkdownDocument(pagePath).text
        let lines = text.split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(of: "| module | folder | may import |") else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|").map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
            }
            let imports = cells[2] == "—" ? [] : cells[2].components(separatedBy: ", ")
            return Row(module: cells[0], folder: cells[1], imports: Set(imports))
        }
    }

    /// The modules each Swift file under `folder` imports (`import X`, `@testable import X`,
    /// `@preconcurrency import X`, `public import X`), with the file they are imported in.
    static func imports(under folder: String) throws -> [(file: String, module: String)] {
        var found: [(String, String)] = []
        for file in ReplayDocumentationTests.swiftFiles(under: [folder]) {
            let source = try String(contentsOf: MarkdownDocument.root.appendingPathComponent(file), encoding: .utf8)
            let pattern =
                #"(?m)^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"#
                + #"(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?(\w+)"#
            found += MarkdownDocument.matches(of: pattern, in: source).map { (file, $0) }
        }
        return found
    }

    @Test func theTableListsEveryModuleFolder() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 8, "the modules table of \(Self.pagePath) was not found")
        let folders = Set(rows.map(\.folder))
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: MarkdownDocument.root.appendingPathComponent("Sources").path)
        for module in sources where !["CNcurses", "CVTerm"].contains(module) {
            #expect(folders.contains("Sources/\(module)"), "\(Self.pagePath) does not list Sources/\(module)")
        }
        for folder in folders {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: MarkdownDocument.root.appendingPathComponent(folder).path, isDirectory: &isDirectory)
            #expect(exists && isDirectory.boolValue, "\(Self.pagePath) lists \(folder), which is not a folder")
        }
    }

    @Test func everyImportKeepsToTheTable() throws {
        let rows = try Self.rows()
        let project = Set(rows.map(\.module)).union(["CNcurses", "CVTerm"])
        for row in rows {
            let found = try Self.imports(under: row.folder)
            #expect(!found.isEmpty || row.imports.isEmpty, "no imports found under \(row.folder)")
            for (file, module) in found where !Self.toolchain.contains(module) {
                #expect(
                    project.contains(module),
                    "\(file) imports \(module), which is neither a module of the table nor a toolchain module")
                #expect(
                    row.imports.contains(module),
                    "\(file) imports \(module); \(Self.pagePath) says \(row.module) may not")
            }
        }
    }

    @Test func thePackageDeclaresExactlyTheTablesDependencies() throws {
        let manifest = try String(
            contentsOf: MarkdownDocument.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var declared: [String: Set<String>] = [:]
        for line in manifest.split(separator: "\n").map(String.init) {
            let name = MarkdownDocument.matches(of: #"\.(?:target|executableTarget)\(name: "(\w+)""#, in: line)
            guard let target = name.first else { continue }
            let dependencies = MarkdownDocument.matches(of: #"dependencies: \[([^\]]*)\]"#, in: line).first ?? ""
            declared[target] = Set(MarkdownDocument.matches(of: #""(\w+)""#, in: dependencies))
        }
        for row in try Self.rows() {
            #expect(
                declared[row.module] == row.imports,
                """
                Package.swift gives \(row.module) \(declared[row.module]?.sorted() ?? []); \
                \(Self.pagePath) says \(row.imports.sorted())
                """
            )
        }
    }

    /// Every type, `Type.member` and `method(_:)` the page puts in a code span is declared
    /// somewhere in the package, so a rename cannot leave the page behind.
    @Test func everyTypeAndMemberThePageNamesExists() throws {
        let page = try MarkdownDocument(Self.pagePath)
        let sources = try ReplayDocumentationTests.swiftFiles(under: ["Sources", "Lessons", "Screens", "Tests"]).map {
            try String(contentsOf: MarkdownDocument.root.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
        let modules = Set(try Self.rows().map(\.module)).union(Self.toolchain).union(["CNcurses", "CVTerm"])
        func declares(_ pattern: String) -> Bool { !MarkdownDocument.matches(of: "(\(pattern))", in: sources).isEmpty }
        var checked = 0
        for span in Set(page.codeSpans)
        where MarkdownDocument.matches(of: #"(\.(md|swift|txt|replay|sh))$"#, in: span).isEmpty {
            let type = MarkdownDocument.matches(
                of: #"^([A-Z][a-z][A-Za-z]*)(?:\.[a-z][A-Za-z]*(?:\([A-Za-z_:]*\))?)?$"#, in: span
            ).first
            let member =
                MarkdownDocument.matches(of: #"^(?:[A-Z][A-Za-z]+\.)?([a-z][A-Za-z]*)\([A-Za-z_:]*\)$"#, in: span).first
                ?? MarkdownDocument.matches(of: #"^[A-Z][A-Za-z]+\.([a-z][A-Za-z]*)$"#, in: span).first
            if let type, !modules.contains(type) {
                #expect(
                    declares(#"\b(class|struct|enum|protocol|typealias|actor)\s+"# + type + #"\b"#),
                    "\(Self.pagePath) names `\(span)`: no type \(type) is declared")
                checked += 1
            }
            if let member {
                #expect(
                    declares(#"\b(func|var|let|case)\s+"# + member + #"\b"#),
                    "\(Self.pagePath) names `\(span)`: no \(member) is declared")
                checked += 1
            }
        }
        #expect(checked >= 30)
    }
}
