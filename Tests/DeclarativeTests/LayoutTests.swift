import Testing
import Terminal
import TestSupport
@testable import Declarative

@MainActor
@Suite struct LayoutTests {
    @Test func textDrawsAtTheTopLeading() {
        #expect(renderText(Text("Ledger"), width: 10, height: 2) == "Ledger\n")
    }

    @Test func textWrapsAtWordBoundaries() {
        #expect(renderText(Text("Paid by wire transfer"), width: 10, height: 3) == "Paid by\nwire\ntransfer")
    }

    @Test func textIsCutWithAnEllipsisWhenHeightRunsOut() {
        #expect(renderText(Text("Paid by wire transfer"), width: 10, height: 1) == "Paid by w…")
    }

    @Test func vstackPlacesChildrenTopToBottomWithSpacing() {
        let view = VStack(alignment: .leading, spacing: 1) {
            Text("one"); Text("two")
        }
        #expect(renderText(view, width: 6, height: 4) == "one\n\ntwo\n")
    }

    @Test func vstackCentersByDefault() {
        let view = VStack {
            Text("a"); Text("abc")
        }
        #expect(renderText(view, width: 3, height: 2) == " a\nabc")
    }

    @Test func hstackPlacesChildrenSideBySideWithOneCellSpacing() {
        let view = HStack {
            Text("Customer"); Text("Hooli")
        }
        #expect(renderText(view, width: 20, height: 1) == "Customer Hooli")
    }

    @Test func spacerPushesSiblingsApart() {
        let view = HStack(spacing: 0) {
            Text("L"); Spacer(); Text("R")
        }
        #expect(renderText(view, width: 8, height: 1) == "L      R")
    }

    @Test func rightToLeftMirrorsAnHStack() {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let view = HStack(spacing: 0) {
            Text("L"); Spacer(); Text("R")
        }
        #expect(renderText(view, width: 8, height: 1, environment: env) == "R      L")
    }

    @Test func paddingInsetsContent() {
        #expect(renderText(Text("x").padding(1), width: 4, height: 3) == "\n x\n")
    }

    @Test func buttonDrawsItsTitleInBracketsAndFocusMarkers() {
        let view = VStack(alignment: .leading) {
            Button("Void") {}
            Button("Receipts") {}
        }
        #expect(renderText(view, width: 14, height: 2) == "▸ Void ◂\n[ Receipts ]")
    }

    @Test func navigationTitleFlowsUpAsAPreference() {
        let graph = ViewGraph(rootView: VStack { Text("body") }.navigationTitle("Invoice #00042"))
        #expect(graph.preferences.navigationTitle == "Invoice #00042")
    }

    @Test func conditionalBranchesAreDrawn() {
        struct Flag: View {
            let on: Bool
            var body: some View {
                if on { Text("on") } else { Text("off") }
            }
        }
        #expect(renderText(Flag(on: true), width: 4, height: 1) == "on")
        #expect(renderText(Flag(on: false), width: 4, height: 1) == "off")
    }
}
