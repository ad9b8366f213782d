import Testing
@testable import Terminal

@Suite struct KeyTests {
    @Test(arguments: ["Up", "Down", "Enter", "Escape", "BackTab", "Space", "PageDown", "F1", "F12",
                      "Ctrl-C", "Alt-x", "q", "?", "1"])
    func namesRoundTrip(name: String) throws {
        let key = try #require(Key(name: name))
        #expect(key.name == name)
    }

    @Test(arguments: ["Dwn", "F0", "F13", "Ctrl-c", "Ctrl-CC", "", "ab"])
    func unknownNamesAreRejected(name: String) {
        #expect(Key(name: name) == nil)
    }
}
