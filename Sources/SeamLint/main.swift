import Foundation
import Lint

// seam-lint: `seam lint`, which `seam` runs as a program of its own (docs/lint.md). `seam` passes
// its version in SEAM_VERSION, for SARIF's tool version.
let version = ProcessInfo.processInfo.environment["SEAM_VERSION"] ?? "unknown"
let output = LintCommand.run(Array(CommandLine.arguments.dropFirst()), version: version)
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status)
