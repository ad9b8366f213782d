import Lint
import Rules
import Testing

@Suite struct TwoSourcesOfTruthCheckTests {
    @Test func stateSeededFromAModelsPropertyIsFound() {
        let source = """
            struct InvoiceStatusRow: View {
                let invoice: Invoice
                @State private var isVoid: Bool
                @State private var total: String

                init(invoice: Invoice) {
                    self.invoice = invoice
                    _isVoid = State(initialValue: invoice.isVoid)
                    self._total = State(wrappedValue: invoice.totals.formatted ?? "")
                }

                var body: some View {
                    Text(isVoid ? "Void" : total)
                }
            }
            """
        let found = LintFixture.findings(source)
        #expect(LintFixture.summary(found) == ["two-sources-of-truth@8", "two-sources-of-truth@9"])
        #expect(found.first?.message.contains("'invoice.isVoid'") == true)
    }

    @Test func initSpelledThroughTheProjectedTypeIsFound() {
        let source = """
            struct TagChart: View {
                @State private var history: [History] = []
                init(tag: Tag) {
                    _history = .init(initialValue: tag.history.sorted { $0.day < $1.day })
                }
                var body: some View { Chart(history) { BarMark(x: .value("day", $0.day)) } }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source)) == ["two-sources-of-truth@4"])
    }

    @Test func readingTheModelInBodyIsFine() {
        let source = """
            struct InvoiceStatusRow: View {
                let invoice: Invoice
                var body: some View {
                    StatusRow(invoice: invoice, isVoid: invoice.isVoid)
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func literalsDefaultsAndPlainSeedsAreFine() {
        let source = """
            struct Counter: View {
                @State private var count: Int
                @State private var isExpanded: Bool
                @StateObject private var loader: ImageLoader

                init(initialCount: Int, url: URL) {
                    _count = State(initialValue: initialCount)
                    _isExpanded = State(initialValue: false)
                    _loader = StateObject(wrappedValue: ImageLoader(url: url.absoluteURL))
                }

                var body: some View { Text("\\(count)") }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func aDraftTheFormEditsIsFine() {
        let source = """
            struct EditFilterView: View {
                let filter: Filter
                @State private var title: String
                @State private var keywords: [String]

                init(filter: Filter) {
                    self.filter = filter
                    _title = State(initialValue: filter.title)
                    _keywords = State(initialValue: filter.keywords)
                }

                var body: some View {
                    Form {
                        TextField("Title", text: $title)
                        Button("Add") { keywords.append("new") }
                    }
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func aCopyWrittenBackOrFollowedIsFine() {
        let source = """
            struct FavoriteToggle: View {
                let item: Item
                @State private var isFavorite: Bool
                init(item: Item) {
                    self.item = item
                    _isFavorite = State(initialValue: item.isFavorite)
                }
                var body: some View {
                    Button("Save") { item.isFavorite = isFavorite }
                }
            }

            struct DeliveryBadge: View {
                let message: Message
                @State private var shownStatus: Status
                init(message: Message) {
                    self.message = message
                    _shownStatus = State(initialValue: message.status)
                }
                var body: some View {
                    Text(shownStatus.title)
                        .onChange(of: message.status) { _, new in shownStatus = new }
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func aValueComputedFromSeveralThingsIsNotACopy() {
        let source = """
            struct LiveLocationView: View {
                let item: LocationItem
                @State private var hasExpired: Bool
                init(item: LocationItem, now: Date = .now) {
                    self.item = item
                    _hasExpired = State(initialValue: now >= item.timeout)
                }
                var body: some View { Text(hasExpired ? "Ended" : "Live") }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func theLessonSnippets() throws {
        #expect(try LintFixture.snippetFindings(.twoSourcesOfTruth, wrong: true) == ["two-sources-of-truth@5"])
        #expect(try LintFixture.snippetFindings(.twoSourcesOfTruth, wrong: false) == [])
    }
}
