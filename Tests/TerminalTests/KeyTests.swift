import Testing
@testable import Terminal

@Suite struct KeyTests {
    @Test(arguments: [
        "Up", "Down", "Enter", "Escape", "BackTab", "Space", "PageDown", "F1", "F12",
        "Ctrl-C", "Alt-x", "q", "?", "1",
    ])
    func namesRoundTrip(name: String) throws {
        let key = try #require(Key(name: name))
        #expect(key.name == name)
    }

    /// `F+2` (found by `make fuzz`: Int("+2") is 2) is not F2's name, nor is any other
    /// spelling with signs or spaces.
    @Test(arguments: ["Dwn", "F0", "F13", "Ctrl-c", "Ctrl-CC", "", "ab", "F+2", "F-1", "F 2", "F٣"])
    func unknownNamesAreRejected(name: String) {
        #expect(Key(name: name) == nil)
    }
}
