extension RuleEntry {
    static let missingEnvironmentObject = RuleEntry(
        title: "A required environment object that is missing: SwiftUI crashes; Seam shows an error panel naming the type and view.",
        pattern: .environment,
        why: """
            Every hosting controller starts a new environment: an object injected on one host's root view does not reach a host that UIKit code pushes next to it. A view there that reads the object with @Environment(Type.self) crashes the app with 'No Observable object of type … found' the first time it renders, on the tap that opens it. Inject the same instance on every new host's root view.
            """,
        wrong: """
            let host = HostingController(
                rootView: CategoryView(name: name))
            navigationController?
                .pushViewController(host)
            """,
        right: """
            let host = HostingController(
                rootView: CategoryView(name: name)
                    .environment(budget))
            navigationController?
                .pushViewController(host)
            """,
        lesson: "Screens/Lessons/MissingEnvironmentObjectLesson.swift")
}
