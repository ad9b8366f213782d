extension RuleEntry {
    static let twoSourcesOfTruth = RuleEntry(
        title: "One model instance for both sides; no copy of the same fact in a controller and in @State.",
        pattern: .sharedModel,
        why: """
            Copying a fact out of the shared model into a controller property or a view's @State makes a second source of truth. @State takes its initial value once, when the view first appears, so after the next change on the other side the copy is wrong: one screen says an invoice is void while another still offers to void it. Read the fact from the one model instance both sides observe.
            """,
        wrong: """
            @State private var isVoid: Bool

            init(invoice: SharedInvoice) {
                self.invoice = invoice
                _isVoid = State(
                    initialValue: invoice.isVoid)
            }
            """,
        right: """
            var body: some View {
                StatusRow(invoice: invoice,
                          isVoid: invoice.isVoid)
            }
            """,
        lesson: "Lessons/TwoSourcesOfTruthLesson.swift",
        sources: [
            "State.init(wrappedValue:): \"SwiftUI initializes the state's storage only once for each container instance\", developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)",
            "WWDC20 \"Data Essentials in SwiftUI\" (session 10040), developer.apple.com/videos/play/wwdc2020/10040",
            "Managing model data in your app, developer.apple.com/documentation/swiftui/managing-model-data-in-your-app",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.twoSourcesOfTruth`: a `@State` copy of a model property went stale.
    static func twoSourcesOfTruthMessage(view: String, property: String, model: String, copy: String) -> String {
        "\(view).\(property) copied a model property into @State: the model now says \(model), the copy still says \(copy). Read the model in body instead"
    }
}
