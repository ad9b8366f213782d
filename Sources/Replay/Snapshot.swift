import Foundation
import Terminal

/// Golden files beside the script in `__Snapshots__/`: frames (`NAME.txt`, a one-line
/// header with size and stack and then the grid, trailing spaces trimmed), their style
/// layer (`NAME.attrs.txt`, see `StyleLayer`) and event transcripts (`NAME.events.txt`).
///
/// The one rule: a golden is only written in record mode (`--record-snapshots`,
/// `SEAM_RECORD=1`). Outside it a missing golden fails like a different one, so a deleted
/// golden cannot pass CI silently; a different one is reported with a line diff. In record
/// mode a golden that already holds the run's text is left alone and matches; one written
/// fails its run (exit 1), so a record run is always followed by a run that compares.
public enum Snapshot {
    /// What comparing a run's text with its golden file found.
    public enum Result: Equatable {
        /// The golden exists and holds exactly the run's text.
        case matched
        /// Record mode wrote the run's text as the golden, which was missing or different.
        case recorded(path: String)
        /// The golden differs; `diff` is the `lineDiff` of golden and run.
        case mismatched(path: String, diff: String)
        /// There is no golden, and this is not record mode.
        case missing(path: String)
        /// The golden was to be recorded but could not be written.
        case unwritable(path: String)
    }

    /// The text stored for a frame.
    public static func text(header: String, frame: Canvas) -> String {
        "# \(header)\n" + frame.text + "\n"
    }

    /// The golden path for `name` beside `scriptPath`.
    public static func path(for name: String, beside scriptPath: String, suffix: String = ".txt") -> String {
        let dir = (scriptPath as NSString).deletingLastPathComponent
        return ((dir.isEmpty ? "." : dir) as NSString).appendingPathComponent("__Snapshots__/\(name)\(suffix)")
    }

    /// Compares `actual` with the golden at `path`, or writes it there when `record` is set.
    public static func check(_ actual: String, at path: String, record: Bool) -> Result {
        let fm = FileManager.default
        let expected = fm.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        if expected == actual { return .matched }
        if !record {
            guard let expected else { return .missing(path: path) }
            return .mismatched(path: path, diff: lineDiff(expected: expected, actual: actual))
        }
        try? fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard fm.createFile(atPath: path, contents: Data(actual.utf8)) else { return .unwritable(path: path) }
        return .recorded(path: path)
    }

    /// A line diff: `-` for the golden's lines, `+` for what the run drew, with line numbers.
    public static func lineDiff(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? String(a[i]) : nil
            let y = i < b.count ? String(b[i]) : nil
            if x != y {
                let n = String(i + 1)
                let number = String(repeating: " ", count: max(0, 4 - n.count)) + n
                if let x { out.append("\(number) - \(x)") }
                if let y { out.append("\(number) + \(y)") }
            }
        }
        return out.joined(separator: "\n")
    }
}
