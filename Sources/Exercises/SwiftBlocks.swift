/// Just enough of Swift's layout to cut a lesson apart: where a declaration's braces close,
/// which functions are a way, which top-level types a file declares.
enum SwiftBlocks {
    /// The index of the line where the block opening at or after `start` closes.
    static func end(of lines: [String], from start: Int) -> Int {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            for character in code(lines[index]) {
                if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                }
            }
            if opened && depth <= 0 { return index }
        }
        return lines.count - 1
    }

    /// A line without its string literals and its line comment.
    static func code(_ line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" {
                inString.toggle()
            } else if !inString {
                if character == "/" && previous == "/" {
                    result.removeLast()
                    break
                }
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// The lines without the functions named `…Wrong` and `…Right` (with the comments just above them).
    static func removingWays(_ lines: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < lines.count {
            guard lines[index].range(of: #"\bfunc [A-Za-z0-9_]+(Wrong|Right)\s*[(<]"#, options: .regularExpression) != nil
            else {
                kept.append(lines[index])
                index += 1
                continue
            }
            while let last = kept.last, last.trimmingCharacters(in: .whitespaces).hasPrefix("//") { kept.removeLast() }
            index = end(of: lines, from: index) + 1
        }
        return kept
    }

    /// What a lesson's `init(way: LessonWay) {` is while the way is taken out.
    static let waylessInit = "init(/* without a way */) {"

    /// A lesson's `init(way:)` without the way: `init()`, which in a subclass of a framework class
    /// overrides its superclass's.
    static func overridingInits(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        for index in lines.indices where lines[index].trimmingCharacters(in: .whitespaces) == waylessInit {
            lines[index] = lines[index].replacingOccurrences(of: waylessInit, with: "init() {")
            let indent = lines[index].prefix { $0 == " " }.count
            let owner = lines[..<index].last { line in
                line.prefix { $0 == " " }.count < indent
                    && line.range(of: #"\b(class|struct|enum|extension) "#, options: .regularExpression) != nil
            }
            // A subclass of a framework class (declared elsewhere) overrides its `init()`; a subclass of the lesson's own does not.
            let superclass = owner?.firstMatch(of: #/class [A-Za-z0-9_]+: ([A-Za-z0-9_.]+)/#).map { String($0.1) }
            if let superclass, !text.contains("class \(superclass)") {
                lines[index] = String(repeating: " ", count: indent) + "override init() {"
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A way whose name without `Wrong` is a function the lesson declares too (`loadViewWrong`
    /// beside `loadView`) is renamed `exercise…` (`exerciseLoadView`), so the exercise's one
    /// function does not clash.
    static func renamingClashingWays(_ lines: [String]) -> [String] {
        let text = lines.joined(separator: "\n")
        var result = text
        for match in text.matches(of: #/func ([A-Za-z0-9_]+)Wrong\s*[(<]/#) {
            let stem = String(match.1)
            guard text.range(of: "func \(stem)[(<]", options: .regularExpression) != nil else { continue }
            let renamed = "exercise" + stem.prefix(1).uppercased() + stem.dropFirst()
            result = result.replacingOccurrences(
                of: "\\b\(stem)(Wrong|Right)\\b", with: "\(renamed)$1", options: .regularExpression)
        }
        return result.components(separatedBy: "\n")
    }

    /// Each top-level class, struct or enum: its name, and its block with the comments and
    /// attributes above it.
    static func topLevelTypes(_ text: String) -> [(name: String, block: String)] {
        let lines = text.components(separatedBy: "\n")
        var types: [(String, String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard let match = line.firstMatch(of: #/^(?:public |private |fileprivate |final )*(?:class|struct|enum) ([A-Za-z0-9_]+)/#)
            else {
                index += 1
                continue
            }
            var start = index
            while start > 0, lines[start - 1].hasPrefix("///") || lines[start - 1].hasPrefix("@") { start -= 1 }
            let last = end(of: lines, from: index)
            types.append((String(match.1), lines[start...last].joined(separator: "\n")))
            index = last + 1
        }
        return types
    }
}
