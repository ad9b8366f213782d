import JSONText

/// Where an exercise stands after a check.
public enum ExerciseStatus: String, Sendable, Equatable {
    /// Builds, the harm does not show, lint finds nothing, and the marker is gone.
    case done
    /// The harm shows (the rule's diagnostic or a failed expectation), lint finds the rule, or
    /// it was not checked because the package does not build.
    case notDone = "not-done"
    /// Everything holds but the marker line is still there.
    case marker
    /// A compiler error in one of its files.
    case buildError = "build-error"
}

/// One exercise's outcome: its status, a one-line reason, and what to show below it (the
/// frame of a failed replay, the compiler's errors).
public struct ExerciseResult: Equatable, Sendable {
    public var exercise: Exercise
    public var status: ExerciseStatus
    public var reason: String
    public var details: String

    public init(exercise: Exercise, status: ExerciseStatus, reason: String, details: String = "") {
        self.exercise = exercise
        self.status = status
        self.reason = reason
        self.details = details
    }

    /// `{id, rule, file, status, reason}`.
    public var json: JSON {
        .object([
            ("id", .string(exercise.id)), ("rule", .string(exercise.rule.entry.title)),
            ("file", .string(exercise.file)), ("status", .string(status.rawValue)), ("reason", .string(reason)),
        ])
    }
}

/// What `check` prints.
public enum ExerciseReport {
    /// `▕████░░░░▏ 7/33 done`, the bar `width` cells wide.
    public static func progressBar(done: Int, of total: Int, width: Int = 20) -> String {
        let filled = total == 0 ? 0 : (done * width) / total
        return "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            + "▏ \(done)/\(total) done"
    }

    /// One object an exercise, in order.
    public static func json(_ results: [ExerciseResult]) -> String {
        JSON.array(results.map(\.json)).pretty() + "\n"
    }

    /// The bar, a line an exercise, then the first exercise not done with what failed.
    public static func text(_ results: [ExerciseResult]) -> String {
        let done = results.filter { $0.status == .done }.count
        var lines = [progressBar(done: done, of: results.count), ""]
        for result in results {
            let mark = result.status == .done ? "✔" : result.status == .marker ? "•" : "✘"
            lines.append("\(mark) \(result.exercise.id)\(result.status == .done ? "" : " (\(result.status.rawValue))")")
        }
        guard let next = results.first(where: { $0.status != .done }) else {
            lines += ["", "Every exercise is done."]
            return lines.joined(separator: "\n") + "\n"
        }
        lines += ["", "Next: \(next.exercise.id) — \(next.exercise.rule.entry.title)", "  \(next.exercise.file)", ""]
        lines.append("\(next.status.rawValue): \(next.reason)")
        if !next.details.isEmpty { lines.append(next.details) }
        lines.append("(seam exercises hint \(next.exercise.id) · seam --lesson \(next.exercise.id))")
        return lines.joined(separator: "\n") + "\n"
    }
}
