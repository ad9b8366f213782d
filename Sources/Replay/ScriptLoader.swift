import Foundation

/// Reads and parses every script of a replay before any runs: the problems of
/// all scripts are gathered — unreadable files, every parse error of every file, app
/// options the app refuses — so one run shows them all and nothing runs if there is one.
/// The path `-` reads a script from standard input; it is reported as `<stdin>`, and its
/// goldens are looked for in `__Snapshots__/` of the current directory.
public enum ScriptLoader {
    /// The path a script read from standard input (`-`) is parsed and reported as.
    public static let standardInputPath = "<stdin>"

    /// `validate` returns the app's complaint about a script's app options (its `args`
    /// followed by `appArguments`), or nil when they are usable; `standardInput` supplies
    /// the script of the path `-`.
    public static func load(
        _ paths: [String], appArguments: [String] = [],
        validate: ([String]) -> String? = { _ in nil },
        standardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    )
        -> Result<[Script], ScriptLoadErrors>
    {
        var scripts: [Script] = []
        var problems: [ScriptLoadErrors.Problem] = []
        for given in paths {
            let path = given == "-" ? standardInputPath : given
            let data: Data
            switch given == "-" ? limited(standardInput(), path: path) : read(path) {
            case .success(let read): data = read
            case .failure(let problem):
                problems.append(.init(path: path, line: "seam: \(problem.message)"))
                continue
            }
            switch ScriptParser.parse(data, path: path) {
            case .failure(let errors):
                problems += errors.errors.map { .init(path: path, line: $0.description) }
            case .success(let script):
                if let complaint = validate(script.arguments + appArguments) {
                    problems.append(.init(path: path, line: "seam: \(path): \(complaint)"))
                } else {
                    scripts.append(script)
                }
            }
        }
        return problems.isEmpty ? .success(scripts) : .failure(ScriptLoadErrors(problems: problems))
    }

    /// The most a script may hold: 16 MB, over a million keys. A longer file is refused from
    /// its size, unread.
    public static let maximumBytes = 16 << 20

    struct Problem: Error { var message: String }

    private static var limitText: String { "a script may be at most \(maximumBytes) (\(maximumBytes >> 20) MB)" }

    /// The bytes of the file at `path`, or why not: missing, unreadable, a directory, too long.
    static func read(_ path: String) -> Result<Data, Problem> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(Problem(message: "cannot read \(path): \(String(cString: strerror(errno)))"))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(Problem(message: "cannot read \(path): \(String(cString: strerror(errno)))"))
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            return .failure(Problem(message: "\(path) is a directory, not a script"))
        }
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > maximumBytes {
            return .failure(Problem(message: "\(path) is \(status.st_size) bytes; \(limitText)"))
        }
        do {
            return limited(try handle.read(upToCount: maximumBytes + 1) ?? Data(), path: path)
        } catch {
            return .failure(Problem(message: "cannot read \(path): \(error.localizedDescription)"))
        }
    }

    /// `data`, unless it is longer than a script may be.
    private static func limited(_ data: Data, path: String) -> Result<Data, Problem> {
        data.count > maximumBytes
            ? .failure(Problem(message: "\(path) is more than \(maximumBytes) bytes; \(limitText)")) : .success(data)
    }
}

/// Every problem found while loading scripts, one printable line each, with the script it
/// belongs to (so `--junit` can report each script's own).
public struct ScriptLoadErrors: Error, Sendable, Equatable {
    /// One problem: the script's path as reported (`<stdin>` for `-`) and the line printed.
    public struct Problem: Sendable, Equatable {
        /// The script's path as reported.
        public var path: String
        /// The line printed on standard error.
        public var line: String

        public init(path: String, line: String) {
            self.path = path
            self.line = line
        }
    }

    /// Every problem, in the order of the scripts and of their lines.
    public var problems: [Problem]

    /// The lines printed on standard error, in order.
    public var lines: [String] { problems.map(\.line) }

    public init(problems: [Problem]) { self.problems = problems }
}
