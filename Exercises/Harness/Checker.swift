import ExerciseHarness
import Foundation
import Imperative
import Replay
import Rules

// exercise-check ID SCRIPT: replays one exercise headless, as a package's tests replay their
// scripts (ReplayRunner.replay), and says whether the harm shows. Prints `ok`, or on its first
// line what failed (the rule's diagnostic, or the expectation), then the frame. Exit 0 when
// the exercise holds, 1 when not, 2 for unusable arguments.
@MainActor
func checkExercise(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, let rule = Rule(id: arguments[0]), let scenario = exerciseScenario(rule.id) else {
        FileHandle.standardError.write(Data("usage: exercise-check RULE-ID SCRIPT (a rule with an exercise)\n".utf8))
        return 2
    }
    var window: Window?
    let outcome = ReplayRunner.replay(arguments[1], environment: [:]) { options, size in
        if let first = options.first { throw ExerciseTakesNoOptions(option: first) }
        let app = RootControllerApp(
            size: size, rootViewController: ExerciseStageController(scenario: scenario, title: rule.id))
        window = app.window
        return app
    }
    if let fired = window?.diagnostics.entries.first(where: { $0.rule == rule }) {
        print("\(rule.id) fired: \(fired.message)")
        print(outcome.frame)
        return 1
    }
    if outcome.exitCode == 2 {
        print("\(rule.id): the replay cannot run: \(outcome.failure ?? "exit 2")")
        return 1
    }
    guard outcome.passed else {
        print("\(rule.id): the harm shows: \(outcome.failure ?? "the replay failed")")
        print(outcome.frame)
        return 1
    }
    print("ok")
    return 0
}

/// A script with `args`: an exercise's stage takes none.
struct ExerciseTakesNoOptions: Error, CustomStringConvertible {
    var option: String
    var description: String { "an exercise takes no options (args), got '\(option)'" }
}

exit(MainActor.assumeIsolated { checkExercise(Array(CommandLine.arguments.dropFirst())) })
