extension RuleEntry {
    static let missingEnvironmentObject = RuleEntry(
        title: "A required environment object that is missing: SwiftUI crashes; Seam shows an error panel naming the type and view.",
        pattern: .environment,
        why: """
            Every hosting controller starts a new environment: objects injected above one host are not inherited by a host pushed from UIKit. A view that requires such an object crashes SwiftUI with 'No ObservableObject of type … found' the moment it renders. Inject the object again on every host that needs it.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/MissingEnvironmentObjectLesson.swift")
}
