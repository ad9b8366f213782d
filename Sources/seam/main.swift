import Foundation

// seam: the Ledger app in a terminal, headless replays, and the rule catalog (docs/replay.md lists the commands).
let status = Command.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
