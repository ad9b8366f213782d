import Foundation
import Replay

/// The script parser's fuzz check: any bytes parse or fail without crashing; every error
/// points at a real place (a line of the input, a column within that line or just past its
/// end); and every command parsed writes back (`description`) as a line that parses to the
/// same command.
public enum ScriptParserCheck {
    /// Inputs longer than this are cut: the parser is linear, longer inputs only slow the fuzzer.
    public static let maximumLength = 64 * 1024

    /// A problem found, or nil.
    public static func check(_ data: [UInt8]) -> String? {
        let bytes = Array(data.prefix(maximumLength))
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let lines = body.split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> ArraySlice<UInt8> in
            line.last == 0x0D ? line.dropLast() : line
        }
        switch ScriptParser.parse(bytes, path: "fuzz.replay") {
        case .failure(let errors):
            guard !errors.errors.isEmpty else { return "a failure without errors" }
            for error in errors.errors {
                guard (1...lines.count).contains(error.line) else {
                    return "error on line \(error.line) of \(lines.count): \(error)"
                }
                let characters = String(decoding: lines[error.line - 1], as: UTF8.self).count
                guard (1...characters + 1).contains(error.column) else {
                    return "error at column \(error.column) of a line of \(characters) characters: \(error)"
                }
                guard !error.message.isEmpty else { return "an error without a message on line \(error.line)" }
            }
        case .success(let script):
            for line in script.lines {
                let written = line.command.description
                guard case .success(let again) = ScriptParser.parse(Data(written.utf8), path: "again.replay"),
                    again.lines.map(\.command) == [line.command]
                else {
                    return
                        "line \(line.number) (\(line.text)) writes back as \(written), "
                        + "which does not parse to the same command"
                }
            }
        }
        return nil
    }
}
