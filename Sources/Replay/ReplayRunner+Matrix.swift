extension ReplayRunner {
    /// Runs `script` once per trait combination (`seam replay --matrix`), each against a
    /// fresh app with its own goldens, and prints one summary line per combination:
    /// `SCRIPT dark-80-large-leftToRight: ok`, `… failed at line 7`, `… ok, recorded 2 goldens`.
    public func runMatrix(_ script: Script, combinations: [TraitCombination] = TraitCombination.matrix)
        -> [ReplayOutcome]
    {
        combinations.map { combination in
            var options = self.options
            options.combination = combination
            options.finalOutput = .nothing
            let runner = ReplayRunner(options: options, factory: factory)
            runner.output = output
            runner.errors = errors
            let outcome = runner.run(script)
            output("\(script.path) \(combination.name): \(Self.summary(outcome))")
            return outcome
        }
    }

    private static func summary(_ outcome: ReplayOutcome) -> String {
        let ran = outcome.exitCode == 0 || !outcome.recordedGoldens.isEmpty
        var result = outcome.failedLine.map { "failed at line \($0)" } ?? (ran ? "ok" : "not run")
        if !outcome.recordedGoldens.isEmpty {
            let n = outcome.recordedGoldens.count
            result += ", recorded \(n) golden\(n == 1 ? "" : "s")"
        }
        return result
    }
}
