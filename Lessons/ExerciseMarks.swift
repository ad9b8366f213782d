import Foundation

/// Which rules' exercises are done in a folder made by `seam exercises init`: the `done ID DATE`
/// lines of its `.seam-exercises` file, which `seam exercises check` writes (the exercise ids
/// are the rule ids). The Lessons tab marks those rules when the app starts in that folder or
/// is given it (`--exercises DIR`).
public enum ExerciseMarks {
    public static let fileName = ".seam-exercises"

    /// The ids of the exercises done in `directory`; nil when it holds no progress file.
    public static func done(in directory: URL) -> Set<String>? {
        let url = directory.appendingPathComponent(fileName)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var done: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count >= 2, words[0] == "done" { done.insert(String(words[1])) }
        }
        return done
    }
}
