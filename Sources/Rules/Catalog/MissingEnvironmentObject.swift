extension RuleEntry {
    static let missingEnvironmentObject = RuleEntry(
        title:
            "A required environment object that is missing: SwiftUI crashes; Seam shows an error panel naming the type and view.",
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
        lesson: "Lessons/MissingEnvironmentObjectLesson.swift",
        sources: [
            "Environment.init(_:) for an Observable type, developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf",
            "kean/Pulse #211: \"No ObservableObject of type ConsoleEnvironment found\" on a screen pushed from the one that had it, github.com/kean/Pulse/issues/211",
            "johnpatrickmorgan/NavigationBackport #42: the same fatal error when UIKit and SwiftUI navigation mix, github.com/johnpatrickmorgan/NavigationBackport/issues/42",
            "apptekstudios/ASCollectionView #131: environment objects missing in hosted cells; inject them again, github.com/apptekstudios/ASCollectionView/issues/131",
            "UIKit/AppKit and SwiftUI's Environment propagation (Five Stars): a contained hosting controller inherits the environment, fivestars.blog/articles/swiftui-environment-propagation-3",
            "Seam's choice: where SwiftUI stops the app, Seam shows an error panel naming the missing type and the view that read it, so that the lesson can go on.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.missingEnvironmentObject`: a view requires an object its host does not provide.
    static func missingEnvironmentObjectMessage(view: String, type: String, host: String) -> String {
        "\(view) requires an environment object of type \(type), and \(host) has none in its "
            + "environment: SwiftUI would crash here"
    }
}
