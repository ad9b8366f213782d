/// One error the compiler printed: where (a path as printed, a line) and what.
public struct CompilerError: Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line: message`, as the compiler says it, the file relative to `base` when it lies below it.
    public func described(relativeTo base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let shown = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        return "\(shown):\(line): error: \(message)"
    }

    /// The errors in a build's output (`/path/File.swift:12:5: error: …`), each once, in order;
    /// errors without a place (`error: …`) are left out.
    public static func parse(_ output: String) -> [CompilerError] {
        var errors: [CompilerError] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let error = parseLine(String(line)), !errors.contains(error) else { continue }
            errors.append(error)
        }
        return errors
    }

    static func parseLine(_ line: String) -> CompilerError? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]),
            row > 0
        else { return nil }
        let file = place.dropLast(2).joined(separator: ":")
        guard !file.isEmpty, !file.contains(" ") || file.hasPrefix("/") else { return nil }
        return CompilerError(file: file, line: row, column: column, message: String(line[marker.upperBound...]))
    }
}
