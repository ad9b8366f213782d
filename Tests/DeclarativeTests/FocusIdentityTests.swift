import Testing
import Terminal
import TestSupport
@testable import Declarative

/// Focus follows the control, not its position, when the layout changes under it.
@MainActor
@Suite struct FocusIdentityTests {
    /// Two arrangements by size class, as a detail screen lays out: the note first and a
    /// side column in regular width, the buttons first in compact width. Each branch makes
    /// its own nodes.
    private struct SizeClassForm: View {
        @Environment(\.horizontalSizeClass) var sizeClass
        var body: some View {
            if sizeClass == .regular {
                HStack {
                    TextField("Note", text: .constant(""))
                    VStack {
                        Button("Void") {}; Button("Receipts") {}
                    }
                }
            } else {
                VStack {
                    Button("Void") {}; Button("Receipts") {}; TextField("Note", text: .constant(""))
                }
            }
        }
    }

    private func environment(_ sizeClass: UserInterfaceSizeClass, type: DynamicTypeSize = .large) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.horizontalSizeClass = sizeClass
        env.dynamicTypeSize = type
        return env
    }

    @Test func focusStaysOnTheNoteWhenTheSizeClassChanges() {
        let graph = ViewGraph(rootView: SizeClassForm(), environment: environment(.regular))
        _ = renderText(graph, width: 60, height: 4)
        #expect(graph.focusedLabel == "Void")
        #expect(graph.handle(.backTab))
        #expect(graph.focusedLabel == "Note")
        let before = graph.focusedNode
        graph.setEnvironment(environment(.compact))
        _ = renderText(graph, width: 40, height: 4)
        #expect(graph.focusedNode !== before, "the compact branch makes a new field")
        #expect(graph.focusedLabel == "Note")
        graph.setEnvironment(environment(.regular))
        _ = renderText(graph, width: 60, height: 4)
        #expect(graph.focusedLabel == "Note")
    }

    /// At accessibility sizes the buttons become a column with their labels spelled out;
    /// the two "Delete" buttons stay apart by their order.
    private struct TypeForm: View {
        @Environment(\.dynamicTypeSize) var type
        var body: some View {
            if type.isAccessibilitySize {
                VStack {
                    Button("Delete") {}; Button("Delete") {}; Button("Keep") {}
                }
            } else {
                HStack {
                    Button("Keep") {}; Button("Delete") {}; Button("Delete") {}
                }
            }
        }
    }

    @Test func focusStaysOnTheSameOfTwoLikeControlsWhenTheTypeSizeChanges() {
        let graph = ViewGraph(rootView: TypeForm(), environment: environment(.compact))
        _ = renderText(graph, width: 60, height: 4)
        #expect(graph.handle(.tab))
        #expect(graph.handle(.tab))
        let second = graph.focusedNode
        #expect(graph.focusedLabel == "Delete")
        graph.setEnvironment(environment(.compact, type: .accessibility2))
        _ = renderText(graph, width: 60, height: 4)
        #expect(graph.focusedLabel == "Delete")
        #expect(graph.focusedNode !== second)
        #expect(graph.handle(.up), "focus was on the second Delete, below the first")
        #expect(graph.focusedLabel == "Delete")
        #expect(!graph.handle(.up), "the first Delete is the top of the column")
    }

    @Test func focusFollowsAControlIntoTheArrangementThatFits() {
        let graph = ViewGraph(
            rootView: ViewThatFits {
                HStack(spacing: 1) {
                    Button("Export") {}; Button("Receipts") {}
                }
                VStack {
                    Button("Export") {}; Button("Receipts") {}
                }
            })
        _ = renderText(graph, width: 40, height: 3)
        #expect(graph.handle(.tab))
        #expect(graph.focusedLabel == "Receipts")
        #expect(renderText(graph, width: 14, height: 3).contains("Receipts"))
        #expect(graph.focusedLabel == "Receipts")
        #expect(graph.handle(.up), "focus is in the column now, on its second button")
        #expect(graph.focusedLabel == "Export")
    }

    private struct BoundForm: View {
        @FocusState var field: String?
        @Environment(\.horizontalSizeClass) var sizeClass
        var body: some View {
            if sizeClass == .regular {
                HStack {
                    TextField("Name", text: .constant("")).focused($field, equals: "name");
                    TextField("Note", text: .constant("")).focused($field, equals: "note")
                }
            } else {
                VStack {
                    TextField("Note (compact)", text: .constant("")).focused($field, equals: "note");
                    TextField("Name", text: .constant("")).focused($field, equals: "name")
                }
            }
        }
    }

    @Test func aFocusBindingThatStillAsksWinsOverTheLabel() {
        let graph = ViewGraph(rootView: BoundForm(), environment: environment(.regular))
        _ = renderText(graph, width: 80, height: 3)
        #expect(graph.handle(.backTab))
        #expect(graph.focusedLabel == "Note")
        graph.setEnvironment(environment(.compact))
        _ = renderText(graph, width: 80, height: 3)
        #expect(graph.focusedLabel == "Note (compact)")
    }

    @Test func aControlTheAppRemovesGivesFocusToTheInitialControl() {
        struct Screen: View {
            @State var showsExtra = true
            var body: some View {
                VStack {
                    Button("Open") {}
                    if showsExtra { Button("Hide me") { showsExtra = false } }
                }
            }
        }
        let graph = ViewGraph(rootView: Screen())
        #expect(graph.handle(.tab))
        #expect(graph.focusedLabel == "Hide me")
        #expect(graph.handle(.enter))
        _ = renderText(graph, width: 20, height: 2)
        #expect(graph.focusedLabel == "Open")
    }
}
