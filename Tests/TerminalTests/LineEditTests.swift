import Testing

@testable import Terminal

/// The editing both text fields share: a key means the same in either world.
@Suite struct LineEditTests {
    /// Applies `keys` in order: whether each was used.
    static func apply(_ keys: [Key], to edit: inout LineEdit) -> [Bool] {
        keys.map { edit.apply($0) }
    }

    @Test func theCursorStartsAtTheEndAndStaysInsideTheText() {
        #expect(LineEdit("Lunch").cursor == 5)
        #expect(LineEdit("Lunch", cursor: 9).cursor == 5)
        #expect(LineEdit("Lunch", cursor: -1).cursor == 0)
    }

    @Test func keysMoveTypeAndDelete() {
        var edit = LineEdit("Lunch")
        #expect(Self.apply([.home, .character("A")], to: &edit) == [true, true])
        #expect(edit.text == "ALunch" && edit.cursor == 1)
        #expect(Self.apply([.delete], to: &edit) == [true])
        #expect(edit.text == "Aunch")
        #expect(Self.apply([.end, .backspace], to: &edit) == [true, true])
        #expect(edit.text == "Aunc" && edit.cursor == 4)
        #expect(Self.apply([.left, .left, .right], to: &edit) == [true, true, true])
        #expect(edit.cursor == 3)
    }

    @Test func deletingPastEitherEndIsUsedAndChangesNothing() {
        var edit = LineEdit("ab", cursor: 0)
        #expect(Self.apply([.backspace, .end, .delete], to: &edit) == [true, true, true])
        #expect(edit == LineEdit("ab"))
    }

    @Test func aKeyThatDoesNotEditIsLeftToOthers() {
        var edit = LineEdit("ab")
        #expect(Self.apply([.tab, .down], to: &edit) == [false, false])
        #expect(edit == LineEdit("ab"))
    }

    @Test func aPasteStaysOneLineOfVisibleCharacters() {
        var edit = LineEdit("ab", cursor: 1)
        edit.paste("x\ny\tz\u{200B}")
        #expect(edit.text == "ax y zb")
        #expect(edit.cursor == 6)
    }
}
