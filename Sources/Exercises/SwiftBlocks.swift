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

    /// The lines without the functions (or computed properties) named `…Wrong` and `…Right`
    /// (with the comments just above them).
    static func removingWays(_ lines: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < lines.count {
            guard
                lines[index].range(
                    of: #"\b(func [A-Za-z0-9_]+(Wrong|Right)\s*[(<]|var [A-Za-z0-9_]+(Wrong|Right):)"#,
                    options: .regularExpression) != nil
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

    /// The lines without the types named, at any depth (with the comments and marks just above them).
    static func removingTypes(_ names: Set<String>, from lines: [String]) -> [String] {
        guard !names.isEmpty else { return lines }
        var kept: [String] = []
        var index = 0
        while index < lines.count {
            let name = lines[index].firstMatch(
                of: #/^\s*(?:public |private |fileprivate |final )*(?:class|struct|enum) ([A-Za-z0-9_]+)/#)
            guard let name, names.contains(String(name.1)) else {
                kept.append(lines[index])
                index += 1
                continue
            }
            while let last = kept.last?.trimmingCharacters(in: .whitespaces),
                last.hasPrefix("//") || last.hasPrefix("@")
            {
                kept.removeLast()
            }
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
            // A subclass of a framework class (declared elsewhere) overrides its `init()`; a
            // subclass of the lesson's own does not.
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

    /// The text with each choice of a way (`way == .wrong ? A : B`, `if way == .wrong { A } else { B }`)
    /// replaced by its wrong branch, which the exercise's code replaces.
    static func keepingWrongBranches(_ text: String) -> String {
        var text = text
        while let condition = text.range(of: #"(self\.)?way == \.wrong"#, options: .regularExpression) {
            let characters = Array(text[condition.upperBound...])
            var index = 0
            while index < characters.count, characters[index] == " " || characters[index] == "\n" { index += 1 }
            guard index < characters.count else { break }
            let before = text[..<condition.lowerBound]
            if characters[index] == "{", before.hasSuffix("if ") {
                let wrong = balanced(characters, from: index)
                var end = wrong.end
                var after = end
                while after < characters.count, characters[after] == " " { after += 1 }
                if String(characters[after..<min(characters.count, after + 4)]) == "else" {
                    var brace = after + 4
                    while brace < characters.count, characters[brace] == " " { brace += 1 }
                    end = balanced(characters, from: brace).end
                }
                let start = text.index(condition.lowerBound, offsetBy: -3)
                text.replaceSubrange(
                    start..<text.index(condition.upperBound, offsetBy: end),
                    with: wrong.inside.trimmingCharacters(in: .whitespacesAndNewlines))
            } else if characters[index] == "?" {
                let wrong = expression(characters, from: index + 1, stoppingAtColon: true)
                let right = expression(characters, from: wrong.end + 1, stoppingAtColon: false)
                text.replaceSubrange(
                    condition.lowerBound..<text.index(condition.upperBound, offsetBy: right.end),
                    with: wrong.text.trimmingCharacters(in: .whitespacesAndNewlines))
            } else {
                break
            }
        }
        return text
    }

    /// The block `{ … }` opening at `start`: what is inside, and the index just after its end.
    static func balanced(_ characters: [Character], from start: Int) -> (inside: String, end: Int) {
        var depth = 0
        for index in start..<characters.count {
            if characters[index] == "{" { depth += 1 }
            if characters[index] == "}" { depth -= 1 }
            if depth == 0 { return (String(characters[(start + 1)..<index]), index + 1) }
        }
        return (String(characters[start...]), characters.count)
    }

    /// A branch of a conditional expression from `start`: up to its `:` (the first branch), or
    /// to a bracket it does not open, a comma or the end of its line (the second).
    static func expression(_ characters: [Character], from start: Int, stoppingAtColon: Bool) -> (
        text: String, end: Int
    ) {
        var depth = 0
        var index = start
        var sawCode = false
        while index < characters.count {
            let character = characters[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0 {
                if stoppingAtColon && character == ":" { break }
                if !stoppingAtColon && character == "," { break }
                if !stoppingAtColon && character == "\n" && sawCode {
                    var next = index + 1
                    while next < characters.count, characters[next] == " " { next += 1 }
                    if next >= characters.count || characters[next] != "." { break }
                }
            }
            if character != " " && character != "\n" { sawCode = true }
            index += 1
        }
        return (String(characters[start..<index]), index)
    }

    /// Each top-level class, struct or enum: its name, and its block with the comments and
    /// attributes above it.
    static func topLevelTypes(_ text: String) -> [(name: String, block: String)] {
        let lines = text.components(separatedBy: "\n")
        var types: [(String, String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard
                let match = line.firstMatch(
                    of: #/^(?:public |private |fileprivate |final )*(?:class|struct|enum) ([A-Za-z0-9_]+)/#)
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
