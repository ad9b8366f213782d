import Rules
import Testing
import Terminal
import Imperative
@testable import Screens

/// A deterministic random generator (SplitMix64), so a failing seed can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random keys, resizes and trait changes against the whole app, with invariants
/// checked after every step: the stack is never empty, the top controller is on
/// screen, nothing crashes, the model stays consistent.
@MainActor
@Suite struct SoakTests {
    static let keys: [Key] = [.up, .down, .left, .right, .enter, .escape, .tab, .backTab, .backspace, .delete,
                              .pageUp, .pageDown, .home, .end, .space, .character("1"), .character("2"),
                              .character("n"), .character("v"), .character("s"), .character("d"), .character("?"),
                              .character("a"), .character("日"), .function(1), .function(3), .function(4),
                              .function(5), .function(6), .function(7)]
    static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 60, height: 20),
                        Size(width: 30, height: 8), Size(width: 200, height: 60)]

    @Test(arguments: [1, 2, 3, 4])
    func randomSessionsKeepTheInvariants(seed: Int) {
        var rng = SeededGenerator(state: UInt64(seed))
        let app = LedgerApp(options: AppOptions(), size: Size(width: 80, height: 24))
        let window = app.window
        for step in 0..<400 {
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 3 {
                window.resize(to: Self.sizes.randomElement(using: &rng)!)
            } else {
                window.send(Self.keys.randomElement(using: &rng)!)
            }
            if window.isQuitRequested { break }
            let frame = window.render()
            #expect(frame.size == window.size)
            #expect(!window.visibleStack.isEmpty, "seed \(seed) step \(step): empty stack")
            guard let top = window.topViewController else {
                Issue.record("seed \(seed) step \(step): no top controller")
                return
            }
            #expect(top.isViewLoaded, "seed \(seed) step \(step): the top controller was never drawn")
            #expect(app.model.voidCount <= app.model.rowCount)
            let leaks = window.diagnostics.entries.filter { $0.rule == .leakedController }
            #expect(leaks.isEmpty, "seed \(seed) step \(step): \(leaks.map(\.message))")
            if !leaks.isEmpty { return }
        }
    }
}
