import Foundation
import Replay
import AppTestSupport

/// The long soak: seeds run as child processes (`--jobs` at a time); a child that fails an
/// invariant minimizes its own session, and one that crashes leaves its journal, which is
/// minimized here by running candidate scripts through `seam-soak --check` in children.
@MainActor
struct SoakParent {
    var seeds: Int
    var first: UInt64
    var keys: Int
    var jobs: Int

    private struct Child {
        let seed: UInt64
        let process: Process
        let output: Pipe
        let journal: String
    }

    func run() -> Int32 {
        let stepsPerSeed = max(1, keys / max(1, seeds))
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seam-soak-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ContinuousClock()
        let start = clock.now
        var running: [Child] = []
        var next = first
        var totalKeys = 0, totalSteps = 0, done = 0, failures: [String] = []
        say(
            "soak: \(seeds) seeds from \(first), "
                + "\(stepsPerSeed) steps each, ledgers \(SoakCommand.ledgerSizes), \(jobs) at a time"
        )
        while done < seeds {
            while running.count < jobs && next < first + UInt64(seeds) {
                let journal = folder.appendingPathComponent("seed-\(next).replay").path
                let process = Process()
                process.executableURL = URL(fileURLWithPath: executable)
                process.arguments = ["--seed", "\(next)", "--steps", "\(stepsPerSeed)", "--journal", journal]
                let pipe = Pipe()
                process.standardOutput = pipe
                do { try process.run() } catch {
                    say("soak: cannot start \(executable): \(error)")
                    return 2
                }
                running.append(Child(seed: next, process: process, output: pipe, journal: journal))
                next += 1
            }
            let child = running.removeFirst()
            let text = String(decoding: child.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            child.process.waitUntilExit()
            done += 1
            let words = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 4).map(
                String.init)
            if child.process.terminationReason == .uncaughtSignal {
                let path = minimizeCrash(journal: child.journal, seed: child.seed, executable: executable)
                failures.append(
                    "seed \(child.seed): crashed (signal \(child.process.terminationStatus)); minimized: \(path)")
            } else if words.first == "ok" || words.first == "fail", words.count >= 3 {
                totalKeys += Int(words[1]) ?? 0
                totalSteps += Int(words[2]) ?? 0
                if words[0] == "fail" {
                    failures.append("seed \(child.seed): \(words.dropFirst(4).joined()) — \(words[3])")
                }
            } else {
                failures.append("seed \(child.seed): no result (\(text))")
            }
            if done % 10 == 0 || done == seeds {
                let seconds = seconds(since: start, clock)
                say(
                    "soak: \(done)/\(seeds) seeds, "
                        + "\(totalKeys) keys, \(totalSteps) steps, \(Int(Double(totalKeys) / seconds)) keys/s"
                )
            }
        }
        let seconds = seconds(since: start, clock)
        say(
            "soak: \(totalKeys) keys (\(totalSteps) steps) over \(seeds) seeds "
                + "in \(String(format: "%.1f", seconds)) s: \(Int(Double(totalKeys) / seconds)) keys/s, "
                + "\(failures.count) failures"
        )
        failures.forEach { say("  FAIL \($0)") }
        return failures.isEmpty ? 0 : 1
    }

    /// Prints a line at once (stdout may be a file or a pipe, where print would buffer it).
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let elapsed = (clock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    /// Minimizes a crashed session by running candidates in children: a candidate fails when
    /// its child dies of a signal.
    private func minimizeCrash(journal: String, seed: UInt64, executable: String) -> String {
        guard let data = FileManager.default.contents(atPath: journal),
            case .success(let script) = ScriptParser.parse(data, path: journal)
        else { return "(journal unreadable: \(journal))" }
        let candidatePath = journal + ".candidate.replay"
        let minimized = SoakMinimizer.minimize(SoakSession(script)) { candidate in
            try? candidate.script().write(toFile: candidatePath, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--check", candidatePath]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationReason == .uncaughtSignal
        }
        return Soak.writeFailure(
            minimized.script(header: ["Soak seed \(seed): crashes (minimized from the journal of the crash)."]),
            name: "soak-seed-\(seed)-crash")
    }
}
