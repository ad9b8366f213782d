import Foundation

/// What a learner's package remembers, in `DIR/.seam-exercises`: the Seam checkout it was
/// made from, and which exercises were done and when. A small text file, one fact a line:
///
///     seam /home/me/seam
///     done one-owner 2026-12-05T04:10:00Z
///
/// Deleting it forgets the dates (and that a solution may be shown), nothing else.
public struct ExerciseProgress: Equatable, Sendable {
    public static let fileName = ".seam-exercises"
    public var seamPath: String?
    /// Exercise id → when it was first found done (ISO 8601), in the order they were done.
    public var done: [(id: String, date: String)] = []

    public init(seamPath: String? = nil) { self.seamPath = seamPath }

    public static func == (a: Self, b: Self) -> Bool {
        a.seamPath == b.seamPath && a.done.map(\.id) == b.done.map(\.id) && a.done.map(\.date) == b.done.map(\.date)
    }

    /// Reads the file's text; lines it does not know are ignored.
    public init(parsing text: String) {
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            switch (words.first, words.count) {
            case ("seam", 2...): seamPath = words.dropFirst().joined(separator: " ")
            case ("done", 3) where !isDone(words[1]): done.append((words[1], words[2]))
            default: continue
            }
        }
    }

    public func isDone(_ id: String) -> Bool { done.contains { $0.id == id } }

    /// Records `id` done at `date` unless it already is.
    public mutating func markDone(_ id: String, at date: Date) {
        guard !isDone(id) else { return }
        done.append((id, ISO8601DateFormatter().string(from: date)))
    }

    public var text: String {
        var lines = ["# seam exercises: progress (you may delete this file)"]
        if let seamPath { lines.append("seam \(seamPath)") }
        lines += done.map { "done \($0.id) \($0.date)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The progress kept in `directory`, empty when there is none.
    public static func read(in directory: URL) -> ExerciseProgress {
        let url = directory.appendingPathComponent(fileName)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return ExerciseProgress() }
        return ExerciseProgress(parsing: text)
    }

    public func write(in directory: URL) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(Self.fileName), options: .atomic)
    }
}
