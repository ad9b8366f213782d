import Foundation
import Replay
import AppTestSupport

// seam-soak: the long soak of `make soak` (release build). Runs seeded sessions, each in a
// child process so that a crash is caught too; any failure is minimized to a `.replay`
// under .build/soak-failures/ and the run fails. Prints keys, seeds and keys per second.
//
//   seam-soak [--seeds N] [--first S] [--keys K] [--jobs J]   the soak (default 100 seeds, 1,000,000 keys, 1 job)
//   seam-soak --seed S --steps N --journal FILE               one session (what the soak runs per seed)
//   seam-soak --check FILE                                    runs a script step by step through the invariants:
//                                                             exit 0 held, 1 failed (a crash is a crash)
MainActor.assumeIsolated {
    exit(SoakCommand.run(Array(CommandLine.arguments.dropFirst())))
}
