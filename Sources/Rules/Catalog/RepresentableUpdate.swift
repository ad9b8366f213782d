extension RuleEntry {
    static let representableUpdate = RuleEntry(
        title: "A representable does input-dependent work in update, not in make (make runs once).",
        pattern: .screenHosting,
        why: """
            makeViewController runs once, when the representable first appears; updateViewController runs every time its inputs change. Work that depends on the inputs, done only in make, shows the first value forever. The inverse trap is work in update that must happen once (presenting, pushing): update has to be idempotent.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/RepresentableUpdateLesson.swift")
}
