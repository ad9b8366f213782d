import Foundation

/// The JUnit XML report of `seam replay --junit FILE` (docs/replay.md), the format CI
/// systems read test results from: one `<testsuite>` of one `<testcase>` per script run (per
/// combination with `--matrix`), named after the script's file and classed by its folder.
///
/// The one rule: every script given gets a test case, even when nothing ran — a script that
/// does not parse has an `<error>`, and the scripts stopped by it are `<skipped>` — so a
/// report never silently lists fewer scripts than the command line named.
public struct JUnitReport: Sendable, Equatable {
    /// One `<testcase>`.
    public struct TestCase: Sendable, Equatable {
        /// How the test case ended.
        public enum Result: Sendable, Equatable {
            case passed
            /// An expectation, snapshot or transcript failed (exit 1): `<failure>`.
            case failed(message: String, details: String)
            /// The script could not be read, parsed or given an app (exit 2): `<error>`.
            case error(message: String, details: String)
            /// Not run because another script of the command line had a problem: `<skipped>`.
            case skipped(message: String)
        }

        /// The script's path as given (`<stdin>` for a script read from standard input).
        public var path: String
        /// The trait combination of a `--matrix` run.
        public var combination: String?
        /// Wall-clock seconds the run took.
        public var seconds: Double
        /// Passed, failed, an error or skipped.
        public var result: Result
        /// Golden files written in record mode, listed in `<system-out>`.
        public var recordedGoldens: [String]

        public init(
            path: String, combination: String? = nil, seconds: Double = 0, result: Result,
            recordedGoldens: [String] = []
        ) {
            self.path = path
            self.combination = combination
            self.seconds = seconds
            self.result = result
            self.recordedGoldens = recordedGoldens
        }

        /// The file's name without `.replay`, then the combination in brackets:
        /// `invoice-detail [dark-80-large-leftToRight]`.
        public var name: String {
            var base = (path as NSString).lastPathComponent
            if base.hasSuffix(".replay") { base = String(base.dropLast(".replay".count)) }
            return base + (combination.map { " [\($0)]" } ?? "")
        }

        /// The script's folder with dots for slashes (`Tests.Replays.Skeleton`), as JUnit
        /// classes are named; `replay` for a script without a folder.
        public var className: String {
            let folder = (path as NSString).deletingLastPathComponent
            let parts = folder.split(separator: "/").filter { $0 != "." && !$0.isEmpty }
            return parts.isEmpty ? "replay" : parts.joined(separator: ".")
        }
    }

    /// The suite's name.
    public var name: String
    /// The test cases, in the order the scripts ran.
    public var testCases: [TestCase] = []

    public init(name: String = "seam replay") {
        self.name = name
    }

    /// Adds the test case of one run: its failure is the failure line as printed, then the
    /// whole message (with a golden's diff) and the frame at that moment.
    public mutating func add(_ outcome: ReplayOutcome, seconds: Double) {
        let details = outcome.description
        let message = String((outcome.failure ?? "").prefix { $0 != "\n" })
        let result: TestCase.Result =
            switch outcome.exitCode {
            case 0: .passed
            case 1: .failed(message: message, details: details)
            default: .error(message: message, details: details)
            }
        testCases.append(
            TestCase(
                path: outcome.script, combination: outcome.combination, seconds: seconds,
                result: result, recordedGoldens: outcome.recordedGoldens))
    }

    /// Adds a test case for every script of `paths` when loading stopped them all: an error
    /// listing its own problems, or skipped when its problems were elsewhere.
    public mutating func add(_ errors: ScriptLoadErrors, paths: [String]) {
        for given in paths {
            let path = given == "-" ? ScriptLoader.standardInputPath : given
            let own = errors.problems.filter { $0.path == path }.map(\.line)
            let result: TestCase.Result =
                own.isEmpty
                ? .skipped(message: "not run: another script of the command line has problems")
                : .error(message: own[0], details: own.joined(separator: "\n"))
            testCases.append(TestCase(path: path, result: result))
        }
    }

    /// Counts for the suite's attributes.
    private var failures: Int { testCases.filter { if case .failed = $0.result { true } else { false } }.count }
    private var errors: Int { testCases.filter { if case .error = $0.result { true } else { false } }.count }
    private var skipped: Int { testCases.filter { if case .skipped = $0.result { true } else { false } }.count }

    /// The report as an XML document, UTF-8, ending in a line feed.
    public var xml: String {
        let seconds = testCases.reduce(0) { $0 + $1.seconds }
        let counts =
            "tests=\"\(testCases.count)\" "
            + "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(Self.time(seconds))\""
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"\(Self.escape(name))\" \(counts)>",
            "  <testsuite name=\"\(Self.escape(name))\" \(counts)>",
        ]
        for test in testCases {
            let open =
                "    <testcase classname=\"\(Self.escape(test.className))\" name=\"\(Self.escape(test.name))\" "
                + "file=\"\(Self.escape(test.path))\" time=\"\(Self.time(test.seconds))\""
            var body: [String] = []
            switch test.result {
            case .passed:
                break
            case .failed(let message, let details):
                body.append(
                    "      <failure type=\"expectation\" "
                        + "message=\"\(Self.escape(message))\">\(Self.escape(details, attribute: false))</failure>"
                )
            case .error(let message, let details):
                body.append(
                    "      <error type=\"script\" "
                        + "message=\"\(Self.escape(message))\">\(Self.escape(details, attribute: false))</error>"
                )
            case .skipped(let message):
                body.append("      <skipped message=\"\(Self.escape(message))\"/>")
            }
            if !test.recordedGoldens.isEmpty {
                let text = test.recordedGoldens.map { "recorded \($0)" }.joined(separator: "\n")
                body.append("      <system-out>\(Self.escape(text, attribute: false))</system-out>")
            }
            if body.isEmpty {
                lines.append(open + "/>")
            } else {
                lines.append(open + ">")
                lines += body
                lines.append("    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seconds with six decimals, as JUnit's `time` attributes are written.
    private static func time(_ seconds: Double) -> String {
        String(format: "%.6f", seconds)
    }

    /// `text` as XML character data, or with `attribute` as an attribute value: the five
    /// markup characters as entities, a carriage return (and in an attribute a line feed
    /// and a tab, which attributes would otherwise lose) as a character reference, and the
    /// other control characters, which XML 1.0 cannot hold, as U+FFFD.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            case "\t": out += attribute ? "&#9;" : "\t"
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF || (0xD800...0xDFFF).contains(v) {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
