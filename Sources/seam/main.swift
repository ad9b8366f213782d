import Foundation

// seam: the Ledger app in a terminal, headless replays, and the rule catalog (SPEC §2).
let status = Command.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
