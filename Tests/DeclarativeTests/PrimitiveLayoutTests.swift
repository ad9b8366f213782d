import Testing
import Terminal
import TestSupport
@testable import Declarative

@MainActor
@Suite struct PrimitiveLayoutTests {
    @Test func lineLimitCutsWrappedTextWithAnEllipsis() {
        let view = Text("Paid by wire transfer today").lineLimit(2)
        #expect(renderText(view, width: 10, height: 4) == "Paid by\nwire tran…\n\n")
    }

    /// A column of buttons next to flexible text: when the stack measures the column at fewer
    /// rows than it takes, its buttons (always one row) keep their width instead of claiming
    /// the whole row, so the text stays beside the column.
    @Test func aButtonSqueezedWhileMeasuringKeepsItsWidth() {
        let column = VStack(alignment: .leading, spacing: 2) {
            Text("Actions")
            VStack(alignment: .leading, spacing: 2) {
                Button("Void") {}; Button("Receipts") {}; Button("Export") {}
            }
        }
        let view = HStack(alignment: .top, spacing: 1) {
            column; Text("x")
        }
        let first = renderText(view, width: 40, height: 12).split(separator: "\n").first.map(String.init)
        #expect(first == "Actions      x", "the column is as wide as [ Receipts ]")
    }

    /// A control's label is one row even when it shows nothing: a button whose label is an
    /// `if` that is false is still a row of brackets, and what follows stays below it.
    @Test func aButtonWithAnEmptyLabelStillTakesARow() {
        struct Row: View {
            let title: String?
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("above")
                    Button {
                    } label: {
                        if let title { Text(title) }
                    }
                    Text("below")
                }
            }
        }
        let lines = renderText(Row(title: nil), width: 10, height: 4).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines.first == "above")
        #expect(lines.dropFirst().first?.hasPrefix("▸") == true, "the focused button draws its ring on row 1")
        #expect(lines.dropFirst(2).first == "below")
    }

    @Test func labelDrawsItsSymbolBeforeTheTitle() {
        #expect(renderText(Label("Receipts", systemImage: "doc.text"), width: 12, height: 1) == "▤ Receipts")
    }

    @Test func unknownSymbolsDrawAQuestionMark() {
        #expect(renderText(Image(systemName: "no.such.symbol"), width: 3, height: 1) == "?")
    }

    @Test func aSymbolIsAsWideAsItsGlyph() {
        #expect(
            renderText(
                HStack(spacing: 0) {
                    Image(systemName: "checkmark"); Text("|")
                }, width: 5, height: 1) == "✓|")
        #expect(
            renderText(
                HStack(spacing: 0) {
                    Image(systemName: "star.fill"); Image(systemName: "nope"); Text("|")
                },
                width: 5, height: 1) == "★?|")
        #expect(Image(systemName: "doc.text").glyph == "▤")
    }

    @Test func dividerSpansAVStackAndStandsUpInAnHStack() {
        let column = VStack {
            Text("a"); Divider(); Text("b")
        }
        #expect(renderText(column, width: 4, height: 3) == " a\n────\n b")
        let row = HStack {
            Text("a"); Divider(); Text("b")
        }
        #expect(renderText(row, width: 5, height: 1) == "a │ b")
    }

    @Test func zstackDrawsLaterChildrenOverEarlierOnes() {
        let view = ZStack(alignment: .leading) {
            Text("-----"); Text("ab")
        }
        #expect(renderText(view, width: 5, height: 1) == "ab---")
    }

    @Test func toggleShowsItsStateInBrackets() {
        let on = VStack(alignment: .leading) {
            Toggle("Paid", isOn: .constant(true)); Toggle("Sent", isOn: .constant(false))
        }
        #expect(renderText(on, width: 10, height: 2) == "[x] Paid\n[ ] Sent")
    }

    @Test func textFieldShowsLabelAndPromptWhileEmpty() {
        let view = TextField("Note", text: .constant(""), prompt: "Add a note")
        #expect(renderText(view.frame(width: 20), width: 20, height: 1) == "Note [Add a note   ]")
    }

    @Test func textFieldScrollsToKeepTheEndInView() {
        let view = TextField("Note", text: .constant("abcdefghijklmnop")).frame(width: 14)
        #expect(renderText(view, width: 14, height: 1) == "Note [klmnop ]")
    }

    @Test func inlinePickerListsOptionsWithTheSelectionMarked() {
        let view = Picker("Locale", selection: .constant("fr_FR")) {
            Text("en_US").tag("en_US")
            Text("fr_FR").tag("fr_FR")
        }
        #expect(renderText(view, width: 12, height: 3) == "Locale\n( ) en_US\n(•) fr_FR")
    }

    @Test func segmentedPickerDrawsOneRow() {
        let view = Picker("Look", selection: .constant(1)) {
            ForEach(0..<3) { i in Text(["System", "Light", "Dark"][i]).tag(i) }
        }.pickerStyle(.segmented)
        #expect(renderText(view, width: 30, height: 1) == "Look   System │ Light │ Dark")
    }

    @Test func progressViewFillsTheOfferedWidth() {
        #expect(renderText(ProgressView(value: 0.5), width: 14, height: 1) == "█████░░░░░ 50%")
    }

    @Test func viewThatFitsPicksTheFirstChildThatFits() {
        let view = ViewThatFits {
            Text("Customer: Wayne Enterprises")
            Text("Wayne Ent.")
        }
        #expect(renderText(view, width: 12, height: 1) == "Wayne Ent.")
        #expect(renderText(view, width: 30, height: 1) == "Customer: Wayne Enterprises")
    }

    @Test func frameAlignsContentInAFixedSize() {
        let view = Text("ab").frame(width: 6, alignment: .trailing)
        #expect(
            renderText(
                HStack(spacing: 0) {
                    view; Text("|")
                }, width: 10, height: 1) == "    ab|")
    }

    /// Children equally flexible share the room equally, each offered its share of what is left.
    @Test func equallyFlexibleChildrenShareTheRoomEqually() {
        let cell = { (t: String) in Text(t).frame(maxWidth: .infinity, alignment: .leading) }
        let view = HStack(spacing: 0) {
            cell("a"); cell("b"); cell("c")
        }
        #expect(renderText(view, width: 9, height: 1) == "a  b  c")
        #expect(renderText(view, width: 10, height: 1) == "a  b  c", "the odd column goes to the last")
    }

    @Test func maxWidthInfinityTakesTheOfferedWidth() {
        let view = HStack(spacing: 0) {
            Text("a").frame(maxWidth: .infinity, alignment: .leading); Text("|")
        }
        #expect(renderText(view, width: 6, height: 1) == "a    |")
    }

    @Test func borderDrawsABoxAroundTheContent() {
        #expect(renderText(Text("hi").border(), width: 4, height: 3) == "┌──┐\n│hi│\n└──┘")
    }

    @Test func hiddenKeepsItsRoomButDrawsNothing() {
        let view = HStack(spacing: 0) {
            Text("ab").hidden(); Text("c")
        }
        #expect(renderText(view, width: 3, height: 1) == "  c")
    }

    @Test func opacityBelowOneDims() {
        let graph = ViewGraph(rootView: Text("x").opacity(0.5))
        var canvas = Canvas(size: Size(width: 1, height: 1))
        graph.layout(in: canvas.bounds)
        graph.draw(into: &canvas, clip: canvas.bounds)
        #expect(canvas[0, 0].style.attributes.contains(.dim))
    }

    @Test func fontStylesMapToEmphasisAndDynamicTypeShiftsIt() {
        #expect(Font.headline.attributes(at: .large) == [.bold])
        #expect(Font.caption.attributes(at: .large) == [], "never dim: dim text cannot keep 4.5:1")
        #expect(Font.title.attributes(at: .xLarge) == [.bold, .underline])
        #expect(Font.body.attributes(at: .accessibility1) == [.bold])
    }

    @Test func forEachOverARangeMakesOneRowPerIndex() {
        let view = VStack(alignment: .leading) { ForEach(0..<3) { Text("row \($0)") } }
        #expect(renderText(view, width: 6, height: 3) == "row 0\nrow 1\nrow 2")
    }

    @Test func groupAnyViewAndEmptyViewFlattenIntoTheStack() {
        let view = VStack(alignment: .leading) {
            Group {
                Text("a"); Text("b")
            }
            AnyView(Text("c"))
            EmptyView()
        }
        #expect(renderText(view, width: 2, height: 3) == "a\nb\nc")
    }

    @Test func switchAndIfLetChooseWhatIsDrawn() {
        struct Status: View {
            let code: Int
            let note: String?
            var body: some View {
                switch code {
                case 0: Text("Open")
                default: Text("Void")
                }
                if let note { Text(note) }
            }
        }
        #expect(renderText(Status(code: 0, note: "wire"), width: 5, height: 2) == "Open\nwire")
        #expect(renderText(Status(code: 1, note: nil), width: 5, height: 2) == "Void\n")
    }

    @Test func listBuildsOnlyTheVisibleRows() {
        let numbers = Array(0..<1_000_000)
        let graph = ViewGraph(rootView: List { ForEach(numbers, id: \.self) { Text("Invoice \($0)") } })
        #expect(renderText(graph, width: 16, height: 3) == "Invoice 0\nInvoice 1\nInvoice 2")
        var count = 0
        graph.root.forEachDescendant { if $0.view is Text { count += 1 } }
        #expect(count == 3)
    }

    @Test func listSectionsShowHeadersThatSelectionSkips() {
        let graph = ViewGraph(
            rootView: List {
                Section("Open") { Text("#1") }
                Section("Void") { Text("#2") }
            })
        #expect(renderText(graph, width: 8, height: 4) == "OPEN\n#1\nVOID\n#2")
        #expect(graph.handle(.down))
        #expect(!graph.handle(.down))
    }

    @Test func scrollViewClipsToItsFrame() {
        let view = VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading) {
                    Text("1"); Text("2"); Text("3")
                }
            }.frame(height: 2)
            Text("end")
        }
        #expect(renderText(view, width: 3, height: 3) == "1\n2\nend")
    }
}
