import Replay
import Screens

extension LedgerApp: ReplayApp {}
