import Foundation
import Replay
import AppTestSupport

/// The command line of `seam-soak` (see main.swift).
@MainActor
enum SoakCommand {
    /// Ledger sizes of the long soak: the short soak's and 10,000,000 invoices.
    static let ledgerSizes = SoakGenerator.ledgerSizes + [10_000_000]

    static func run(_ arguments: [String]) -> Int32 {
        var options: [String: String] = [:]
        var i = 0
        while i < arguments.count {
            guard arguments[i].hasPrefix("--"), i + 1 < arguments.count else {
                FileHandle.standardError.write(Data("seam-soak: bad arguments \(arguments)\n".utf8))
                return 2
            }
            options[String(arguments[i].dropFirst(2))] = arguments[i + 1]
            i += 2
        }
        if let path = options["check"] { return check(path) }
        if let seed = options["seed"].flatMap(UInt64.init), let steps = options["steps"].flatMap(Int.init),
            let journal = options["journal"]
        {
            return session(seed: seed, steps: steps, journal: journal)
        }
        return SoakParent(
            seeds: options["seeds"].flatMap(Int.init) ?? 100,
            first: options["first"].flatMap(UInt64.init) ?? 1,
            keys: options["keys"].flatMap(Int.init) ?? 1_000_000,
            jobs: options["jobs"].flatMap(Int.init) ?? 1
        ).run()
    }

    /// A step that takes longer than this is a hang: SIGALRM ends the process, which the
    /// soak then treats as a crash.
    static let stepSeconds: UInt32 = 120

    /// Memory a session may use (address space): a runaway allocation ends it as a crash
    /// instead of exhausting the machine.
    static func limitResources() {
        var limit = rlimit(rlim_cur: 4 << 30, rlim_max: 4 << 30)
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    }

    /// Runs a script's steps through the invariants; prints the failure.
    static func check(_ path: String) -> Int32 {
        limitResources()
        alarm(stepSeconds)
        guard let data = FileManager.default.contents(atPath: path),
            case .success(let script) = ScriptParser.parse(data, path: path)
        else {
            FileHandle.standardError.write(Data("seam-soak: cannot read or parse \(path)\n".utf8))
            return 2
        }
        do {
            guard let failure = try SoakRun.check(SoakSession(script)) else { return 0 }
            print(failure)
            return 1
        } catch {
            print("the app did not start: \(error)")
            return 2
        }
    }

    /// One seed: the steps go to `journal` as they run (a crash leaves them there); the
    /// result is one line on stdout: `ok KEYS STEPS` or `fail KEYS STEPS PATH MESSAGE`.
    static func session(seed: UInt64, steps: Int, journal: String) -> Int32 {
        guard let file = fopen(journal, "w") else { return 2 }
        limitResources()
        var written: Int?
        let outcome = Soak.run(seed: seed, steps: steps, ledgerSizes: ledgerSizes) { session in
            if written == nil {
                fputs(SoakSession(arguments: session.arguments, size: session.size).script(), file)
                written = 0
            }
            for step in session.steps[written!...] { fputs(step.description + "\n", file) }
            written = session.steps.count
            fflush(file)
            alarm(stepSeconds)
        }
        alarm(0)
        fclose(file)
        guard let failure = outcome.failure else {
            print("ok \(outcome.keys) \(outcome.session.steps.count)")
            return 0
        }
        let minimized = Soak.minimize(outcome.session, failure: failure)
        let path = Soak.writeFailure(Soak.replay(minimized, seed: seed, failure: failure), name: "soak-seed-\(seed)")
        print("fail \(outcome.keys) \(outcome.session.steps.count) \(path) \(failure)")
        return 1
    }
}
