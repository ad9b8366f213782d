import Terminal

/// One step of a lesson's Run: keys a learner would press, or something a learner would
/// trigger by hand (a push, a presentation, a model change). Run queues the steps on the
/// window, so each one sees the settled result of the one before.
public enum LessonStep {
    case press([Key])
    case perform(@MainActor () -> Void)

    /// Keys in order, as a learner types them.
    public static func press(_ keys: Key...) -> LessonStep { .press(keys) }
}
