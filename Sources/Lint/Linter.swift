import Dispatch
import Foundation
import Rules

/// What one run of the linter found, and what it read.
public struct LintReport: Sendable {
    /// Sorted by file, line and column.
    public var findings: [LintFinding] = []
    /// Syntax errors read past, and `seam:ignore` comments naming no rule.
    public var notes: [LintNote] = []
    /// Files skipped because they are not UTF-8.
    public var skipped: [LintNote] = []
    public var filesRead = 0
    public var lines = 0

    public var filesWithFindings: Int { Set(findings.map(\.file)).count }
}

/// Why a run could not start: a path that does not exist or cannot be read.
public struct LintError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

/// `seam lint`'s engine: finds the Swift files under the given paths, parses them in
/// parallel, collects what the whole set declares, then runs every check on every file.
public enum Linter {
    /// The rules a static check covers.
    public static var lintedRules: Set<Rule> { Checks.linted }

    /// Lints the files and folders at `paths` for `rules`.
    public static func lint(paths: [String], rules: Set<Rule> = Set(Rule.allCases)) throws(LintError) -> LintReport {
        let files = try files(at: paths)
        let texts = Parallel.map(files) { path -> String? in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return String(validating: data, as: UTF8.self)
        }
        var sources: [(path: String, text: String)] = []
        var skipped: [LintNote] = []
        for (path, text) in zip(files, texts) {
            if let text {
                sources.append((path, text))
            } else {
                skipped.append(LintNote(file: path, line: 0, column: 0, message: "\(path) is not UTF-8 text; skipped"))
            }
        }
        var report = lint(sources: sources, rules: rules)
        report.skipped = skipped
        return report
    }

    /// Lints sources already in memory (the tests' fixtures, the lessons' snippets).
    public static func lint(sources: [(path: String, text: String)], rules: Set<Rule> = Set(Rule.allCases))
        -> LintReport
    {
        let files = Parallel.map(sources) { SourceFile(path: $0.path, text: $0.text) }
        var project = Project()
        for declarations in Parallel.map(files, Project.declarations) { project.merge(declarations) }
        let declared = project
        for usages in Parallel.map(files, { declared.usages(in: $0) }) { project.merge(usages) }
        let checks = Checks.all.filter { rules.contains($0.rule) }
        let complete = project
        let found = Parallel.map(files) { file in
            checks.flatMap { $0.findings(in: file, project: complete) }.filter {
                !file.isIgnored($0.rule, line: $0.line)
            }
        }
        var report = LintReport()
        report.findings = Array(Set(found.joined())).sorted()
        report.notes = files.flatMap { [$0.syntaxNote].compactMap { $0 } + $0.unknownIgnores }
        report.filesRead = files.count
        report.lines = files.reduce(0) { $0 + $1.lineCount }
        return report
    }

    /// The files to read: each path that is a file, and the `.swift` files under each path
    /// that is a folder, walked in name order; hidden entries and `.build` are skipped and
    /// symbolic links inside a folder are not followed.
    public static func files(at paths: [String]) throws(LintError) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw LintError(description: "\(path): no such file or folder")
            }
            guard manager.isReadableFile(atPath: path) else { throw LintError(description: "\(path): cannot be read") }
            if isFolder.boolValue { try walk(path, into: &files) } else { files.append(path) }
        }
        return files
    }

    private static func walk(_ folder: String, into files: inout [String]) throws(LintError) {
        let manager = FileManager.default
        let entries: [String]
        do { entries = try manager.contentsOfDirectory(atPath: folder).sorted() } catch {
            throw LintError(description: "\(folder): cannot be read")
        }
        for entry in entries where !entry.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
            let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            switch type {
            case .typeDirectory?: try walk(path, into: &files)
            case .typeRegular? where entry.hasSuffix(".swift"): files.append(path)
            default: continue  // symbolic links, sockets, other files
            }
        }
    }
}

/// `map` over the machine's cores: each element on its own, results in input order.
enum Parallel {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let results = Slots<R>(count: items.count)
        items.withUnsafeBufferPointer { buffer in
            nonisolated(unsafe) let input = buffer
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                results.set(index, transform(input[index]))
            }
        }
        return results.values
    }

    /// One slot a result, each written by exactly one iteration.
    private final class Slots<R>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<R?>
        init(count: Int) { storage = .allocate(capacity: count); storage.initialize(repeating: nil) }
        deinit { storage.deinitialize().deallocate() }
        func set(_ index: Int, _ value: R) { storage[index] = value }
        var values: [R] { storage.map { $0! } }
    }
}
