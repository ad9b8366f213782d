import Foundation
import Testing

/// Whoever clones Seam has everything it refers to: no file points at documents kept
/// outside the repository, every link of the README and the pages under `docs/` leads to a
/// file (and heading) that exists, and every repository path they name is there.
@Suite struct RepositoryReferencesTests {
    /// Where the files checked live: the root's own files, and these folders.
    static let folders = ["Sources", "Lessons", "Screens", "Tests", "Benchmarks", "docs"]

    /// The repository's tracked files (by `git ls-files`), or, without git, every file the
    /// folders and the root hold outside hidden folders and `.build`.
    static func trackedFiles() -> [String] {
        let root = MarkdownDocument.root
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "ls-files"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        if (try? git.run()) != nil {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            git.waitUntilExit()
            if git.terminationStatus == 0 {
                let files = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
                if !files.isEmpty { return files }
            }
        }
        let fm = FileManager.default
        var files = ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = fm.enumerator(at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker where !url.hasDirectoryPath {
                files.append(folder + "/" + url.path.dropFirst(base.path.count + 1))
            }
        }
        return files
    }

    /// The files this test reads: tracked files in the root or under `folders`.
    static func checkedFiles() -> [String] {
        trackedFiles().filter { path in
            !path.contains("/") || folders.contains { path.hasPrefix($0 + "/") }
        }
    }

    @Test func noFileMentionsDocumentsKeptOutsideTheRepository() throws {
        // Spelled in pieces, so that this file does not mention them itself.
        let documents = ["spec", "design"].map { $0.uppercased() }
        let forbidden = documents.map { $0 + ".md" } + ["shared" + "/"]
        let files = Self.checkedFiles()
        #expect(files.contains("README.md") && files.contains("docs/replay.md"))
        for path in files {
            guard
                let data = FileManager.default.contents(
                    atPath: MarkdownDocument.root.appendingPathComponent(path).path),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            for word in forbidden where text.contains(word) {
                Issue.record("\(path) mentions \(word), which is not in the repository; cite docs/… instead")
            }
            for name in documents {
                let sections = MarkdownDocument.matches(of: #"(?<![A-Za-z])("# + name + #")(?![A-Za-z])"#, in: text)
                if !sections.isEmpty {
                    Issue.record(
                        "\(path) cites the \(name) document, which is not in the repository; cite docs/… instead")
                }
            }
        }
    }

    static let pages = ["README.md", "docs/replay.md", "docs/architecture.md", "docs/rules.md"]

    /// Every relative link of the pages (including `docs/rules.md`'s links to each rule's
    /// lesson source) leads to a file, and to a heading of it when it names one.
    @Test(arguments: pages)
    func everyLinkLeadsToAFileAndHeadingThatExist(path: String) throws {
        let page = try MarkdownDocument(path)
        let directory = (path as NSString).deletingLastPathComponent
        for link in page.links where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? path : Self.normalized(directory + "/" + parts[0])
            let url = MarkdownDocument.root.appendingPathComponent(target)
            let exists = FileManager.default.fileExists(atPath: url.path)
            #expect(exists, "\(path) links to \(link): \(target) does not exist")
            if parts.count == 2, target.hasSuffix(".md"), exists {
                let anchors = try MarkdownDocument(target).anchors
                #expect(anchors.contains(parts[1]), "\(path) links to \(link): \(target) has no heading #\(parts[1])")
            }
        }
    }

    /// `path` with its `.` and `..` components resolved: `docs/../README.md` is `README.md`.
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            if component == ".." { _ = components.popLast() } else if component != "." { components.append(component) }
        }
        return components.joined(separator: "/")
    }

    /// Paths in code spans (`Sources/Rules/Rule.swift`, `Screens/Ledger`) exist; placeholders
    /// such as `Lessons/<Name>Lesson.swift` or `Tests/Replays/AREA/` are left out.
    @Test(arguments: ["README.md", "docs/replay.md", "docs/architecture.md"])
    func everyRepositoryPathThePageNamesExists(path: String) throws {
        let page = try MarkdownDocument(path)
        var checked = 0
        for span in page.codeSpans where Self.folders.contains(where: { span.hasPrefix($0 + "/") || span == $0 }) {
            if span.contains("<") || span.contains("…") || span.contains(" ")
                || !MarkdownDocument.matches(of: #"([A-Z]{2,}(?![a-z]))"#, in: span).isEmpty
            {
                continue
            }
            let url = MarkdownDocument.root.appendingPathComponent(span)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(path) names \(span), which does not exist")
            checked += 1
        }
        #expect(checked >= 1)
    }
}
