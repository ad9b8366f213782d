extension RuleEntry {
    static let dismissOnPushedHost = RuleEntry(
        title: "dismiss closes a presentation or pops a NavigationStack destination; on a pushed host, pop instead.",
        pattern: .navigation,
        why: """
            The environment's dismiss closes the presentation a view is in, or pops the NavigationStack destination it is in. A host pushed onto a UIKit navigation controller is neither: Close does nothing and the user is stuck on the screen. Inside a presented navigation controller it is worse: UIKit forwards the call and the whole sheet closes, however deep the user was. Let the imperative side pop, through an onClose callback or a navigator.
            """,
        wrong: """
            struct DeliveryNoteScreen: View {
                @Environment(\\.dismiss) var dismiss
                var body: some View {
                    DeliveryNote(onClose: { dismiss() })
                }
            }
            """,
        right: """
            let note = DeliveryNote(onClose: {
                [weak nav] in nav?.popViewController()
            })
            let host = HostingController(rootView: note)
            nav.pushViewController(host)
            """,
        lesson: "Screens/Lessons/DismissOnPushedHostLesson.swift")
}
