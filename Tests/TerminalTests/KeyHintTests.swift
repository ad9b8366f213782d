import Testing
import Terminal

@Suite struct KeyHintTests {
    @Test func theShortInitNamesTheKeyThenTheAction() {
        let hint = KeyHint("↑↓", "select")
        #expect(hint.key == "↑↓")
        #expect(hint.action == "select")
    }

    /// The footer is fitted again only when its hints differ: two hints are the same when
    /// both the key and the action are, and no joined spelling can make two different hints meet.
    @Test func hintsAreEqualByKeyAndAction() {
        #expect(KeyHint("⏎", "open") == KeyHint("⏎", "open"))
        #expect(KeyHint("⏎", "open") != KeyHint("⏎", "choose"))
        #expect(KeyHint("esc", "back") != KeyHint("esc ", "back"))
        #expect([KeyHint("a", "b c")] != [KeyHint("a b", "c")])
        #expect(Set([KeyHint("n", "new"), KeyHint("n", "new"), KeyHint("n", "next")]).count == 2)
    }
}
