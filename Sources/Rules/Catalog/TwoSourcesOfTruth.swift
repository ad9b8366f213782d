extension RuleEntry {
    static let twoSourcesOfTruth = RuleEntry(
        title: "One model instance for both sides; no copy of the same fact in a controller and in @State.",
        pattern: .sharedModel,
        why: """
            Copying a fact out of the shared model into a controller property or a view's @State makes a second source of truth. The copy is right the moment it is made and wrong after the next change on the other side: one screen says an invoice is void while another still offers to void it. Read the fact from the one model instance both sides observe.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/TwoSourcesOfTruthLesson.swift")
}
