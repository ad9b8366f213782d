/// What a backend delivers to the run loop: a key, or a new terminal size.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    case resize(Size)
}
