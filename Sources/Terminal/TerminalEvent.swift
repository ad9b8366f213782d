/// What a backend delivers to the run loop: a key, a new terminal size, a mouse event, or
/// text pasted as a whole (bracketed paste), which goes to the focused field as one edit.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    case resize(Size)
    case mouse(MouseEvent)
    case paste(String)
}
