import Foundation
import Rules
import Testing

@Suite struct RuleFindingTests {
    /// One example of every finding, with the rule it breaks. `caseName(of:)` switches over
    /// every case without a default, so a new case does not compile until it has a name
    /// there, and `everyCaseHasAnExample` then asks for its example here.
    static let examples: [(RuleFinding, Rule)] = [
        (.twoStackOwners(root: "Orders", barHidden: true), .oneOwner),
        (.presentWhilePresenting(controller: "Receipt", presenter: "Orders", presented: "Filter"), .oneOwner),
        (.doubleNavigationBar(view: "OrderList"), .doubleNavigationBar),
        (.manualBackButton(view: "PaymentReceipts", item: "‹ Back"), .manualBackButton),
        (.hiddenBackButton(controller: "ReceiptController", items: ["‹ Back", "Close"]), .manualBackButton),
        (.dismissOnPushedHost(view: "InvoiceDetail"), .dismissOnPushedHost),
        (.dismissClosesPresentation(view: "InvoiceDetail", depth: 3), .dismissOnPushedHost),
        (.navigatorUnbound(action: "push", defaultNavigator: true), .navigatorUnbound),
        (
            .environmentAfterHost(controller: "SettingsHost", value: "locale", copied: "en_US", current: "fr_FR"),
            .environmentAfterHost
        ),
        (
            .missingEnvironmentObject(view: "Totals", type: "Ledger", host: "HostingController<Totals>"),
            .missingEnvironmentObject
        ),
        (.childHostZeroSize(controller: "SummaryHost", height: 0, needed: 3), .childHostZeroSize),
        (.opaqueHostBackground(controller: "BadgeHost"), .opaqueHostBackground),
        (.unretainedHostToolbar(host: "HostingController<Card>", items: ["Lock"]), .unretainedChildHost),
        (.unretainedHostPresentation(host: "HostingController<Card>", modifier: ".sheet"), .unretainedChildHost),
        (.cellStateReuse(view: "StatefulRow"), .cellStateReuse),
        (
            .cellEnvironmentValue(
                view: "LocaleRow", type: "Locale", seen: "en_US", provider: "SettingsHost", provided: "fr_FR"),
            .cellEnvironment
        ),
        (.cellEnvironmentObject(view: "TotalRow", type: "Ledger", provider: "SettingsHost"), .cellEnvironment),
        (.stableIdentifiers(row: 0, item: "1", now: nil), .stableIdentifiers),
        (.representableUpdate(representable: "MapRepresentable"), .representableUpdate),
        (.twoSourcesOfTruth(view: "CopyingRow", property: "isVoid", model: "true", copy: "false"), .twoSourcesOfTruth),
        (.leakedController(title: "", type: "ReceiptController"), .leakedController),
        (.imperativeOnDeclarativePath(pushed: "Detail", over: "OrdersHost", depth: 1), .imperativeOnDeclarativePath),
        (.largeTitleMode(asked: "large", hostMode: "never", barLacksLargeTitles: true), .largeTitleMode),
        (.representableInCell(representable: "MapRepresentable"), .representableInCell),
        (.alreadyHasParent(controller: "Receipt", operation: .push), .alreadyHasParent),
        (.hideBarBeforePush(controller: "Receipt", hiddenAtPush: true), .hideBarBeforePush),
        (.titleFeedsTabItem(controller: "Drafts", tab: "Drafts · 3"), .titleFeedsTabItem),
        (
            .navigationItemOwner(
                host: "HostingController<RecipeScreen>", item: "rightBarButtonItems", lost: ["Share"],
                writer: ".toolbar"),
            .navigationItemOwner
        ),
        (
            .statusBarOwner(
                controller: "CardHost", asked: "lightContent", navigation: "NavigationController", shown: "dark text"),
            .statusBarOwner
        ),
        (
            .representableNavItem(
                controller: "DatePicker", property: "rightBarButtonItems", value: "[Done]", host: "DueDateHost"),
            .representableNavItem
        ),
        (
            .traitsInViewIsAppearing(
                controller: "Albums", trait: "horizontalSizeClass", read: "compact", current: "regular"),
            .traitsInViewIsAppearing
        ),
        (
            .traitBridgedEnvironment(view: "ThemeCard", trait: "ThemeTrait", seen: "standard", current: "monochrome"),
            .traitBridgedEnvironment
        ),
        (.uncontainedChildHost(host: "HostingController<Card>", container: "Profile"), .containChildHost),
        (.didMoveWithoutAddChild(controller: "HostingController<Card>", parent: "Profile"), .containChildHost),
        (.untrackedObservationRead(controller: "InboxController", method: "viewDidLoad"), .uikitObservationTracking),
        (
            .largeTitleCollapse(controller: "StatementViewController", scrolled: "ListView", tracked: nil),
            .largeTitleCollapse
        ),
        (
            .barAppearancePerItem(controller: "ReportsScreen", property: "standardAppearance", shownOn: "LedgerScreen"),
            .barAppearancePerItem
        ),
        (.hostKeyboardInset(host: "HostingController<NoteTotals>", rows: 2, grew: true), .hostKeyboardInset),
        (
            .popoverCompactAdaptation(
                presented: "HostingController<FilterMenu>", presenter: "HostingController<Report>", shownAs: "sheet"),
            .popoverCompactAdaptation
        ),
    ]

    /// The case's name, as its message function in the rule's catalog file is named (`<name>Message`).
    static func caseName(of finding: RuleFinding) -> String {
        switch finding {
        case .twoStackOwners: "twoStackOwners"
        case .presentWhilePresenting: "presentWhilePresenting"
        case .doubleNavigationBar: "doubleNavigationBar"
        case .manualBackButton: "manualBackButton"
        case .hiddenBackButton: "hiddenBackButton"
        case .dismissOnPushedHost: "dismissOnPushedHost"
        case .dismissClosesPresentation: "dismissClosesPresentation"
        case .navigatorUnbound: "navigatorUnbound"
        case .environmentAfterHost: "environmentAfterHost"
        case .missingEnvironmentObject: "missingEnvironmentObject"
        case .childHostZeroSize: "childHostZeroSize"
        case .opaqueHostBackground: "opaqueHostBackground"
        case .unretainedHostToolbar: "unretainedHostToolbar"
        case .unretainedHostPresentation: "unretainedHostPresentation"
        case .cellStateReuse: "cellStateReuse"
        case .cellEnvironmentValue: "cellEnvironmentValue"
        case .cellEnvironmentObject: "cellEnvironmentObject"
        case .stableIdentifiers: "stableIdentifiers"
        case .representableUpdate: "representableUpdate"
        case .twoSourcesOfTruth: "twoSourcesOfTruth"
        case .leakedController: "leakedController"
        case .imperativeOnDeclarativePath: "imperativeOnDeclarativePath"
        case .largeTitleMode: "largeTitleMode"
        case .representableInCell: "representableInCell"
        case .alreadyHasParent: "alreadyHasParent"
        case .hideBarBeforePush: "hideBarBeforePush"
        case .titleFeedsTabItem: "titleFeedsTabItem"
        case .navigationItemOwner: "navigationItemOwner"
        case .statusBarOwner: "statusBarOwner"
        case .representableNavItem: "representableNavItem"
        case .traitsInViewIsAppearing: "traitsInViewIsAppearing"
        case .traitBridgedEnvironment: "traitBridgedEnvironment"
        case .uncontainedChildHost: "uncontainedChildHost"
        case .didMoveWithoutAddChild: "didMoveWithoutAddChild"
        case .untrackedObservationRead: "untrackedObservationRead"
        case .largeTitleCollapse: "largeTitleCollapse"
        case .barAppearancePerItem: "barAppearancePerItem"
        case .hostKeyboardInset: "hostKeyboardInset"
        case .popoverCompactAdaptation: "popoverCompactAdaptation"
        }
    }

    /// The case names `caseName(of:)` knows, read from its own source.
    static func switchedCaseNames() throws -> Set<String> {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let arms = source.split(separator: "\n").filter { $0.hasPrefix("        case .") && $0.contains(": \"") }
        return Set(arms.compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) })
    }

    @Test func everyCaseHasAnExample() throws {
        let named = Self.examples.map { Self.caseName(of: $0.0) }
        #expect(Set(named).count == named.count, "one example a case")
        #expect(Set(named) == (try Self.switchedCaseNames()))
        #expect(
            Set(Self.examples.map(\.1)) == Set(Rule.allCases.filter(\.entry.detected)),
            "every detected rule has a finding")
    }

    @Test func aFindingNamesItsRule() {
        for (finding, rule) in Self.examples {
            #expect(finding.rule == rule, "\(Self.caseName(of: finding))")
        }
    }

    @Test func everyFindingRendersAMessageThatNamesNoOtherRule() {
        for (finding, rule) in Self.examples {
            let message = finding.message
            #expect(!message.trimmingCharacters(in: .whitespaces).isEmpty, "\(Self.caseName(of: finding))")
            for other in Rule.allCases where other != rule {
                #expect(!message.contains(other.id), "\(Self.caseName(of: finding)) names \(other.id)")
            }
        }
    }

    /// Each message is written in its rule's catalog file, next to the rule's why and snippets.
    @Test func eachMessageLivesInItsRulesCatalogFile() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Rules/Catalog")
        for (finding, rule) in Self.examples {
            let name = "\(rule)".prefix(1).uppercased() + "\(rule)".dropFirst()
            let source = try String(contentsOf: catalog.appendingPathComponent("\(name).swift"), encoding: .utf8)
            #expect(source.contains("static func \(Self.caseName(of: finding))Message("), "\(name).swift")
        }
    }

    @Test func messagesWordThePayloadAsTheDiagnosticsRowShowsIt() {
        #expect(
            RuleFinding.manualBackButton(view: "PaymentReceipts", item: "‹ Back").message
                == "PaymentReceipts adds its own \"‹ Back\" item; a pushed host already has the standard back button")
        #expect(
            RuleFinding.hiddenBackButton(controller: "Receipts", items: []).message.hasPrefix(
                "Receipts hides the standard back button: the interactive pop is off too."))
        #expect(
            RuleFinding.hiddenBackButton(controller: "Receipts", items: ["‹ Back", "Close"]).message.hasPrefix(
                "Receipts hides the standard back button for its own \"‹ Back\", \"Close\": "))
        #expect(
            RuleFinding.childHostZeroSize(controller: "H", height: 1, needed: 3).message.contains(
                "gives it 1 row while its content now needs 3 rows: it is clipped"))
        #expect(
            RuleFinding.childHostZeroSize(controller: "H", height: 4, needed: 3).message.contains("it leaves a gap"))
        #expect(
            RuleFinding.stableIdentifiers(row: 2, item: "7", now: nil).message.hasPrefix(
                "an action captured row 2 for item 7, but row 2 now shows nothing: "))
        #expect(
            RuleFinding.imperativeOnDeclarativePath(pushed: "A", over: "B", depth: 2).message.contains(
                "holds 2 screens:"))
        #expect(
            RuleFinding.leakedController(title: "Receipts", type: "ViewController").message.hasPrefix(
                "Receipts (ViewController) was popped"))
        #expect(
            RuleFinding.largeTitleMode(asked: "inline", hostMode: "always", barLacksLargeTitles: false).message
                == ".navigationBarTitleDisplayMode(.inline) but the bar shows the title large: "
                + "UIKit code set the host's "
                + "navigationItem.largeTitleDisplayMode = .always, which wins over the modifier")
        #expect(
            RuleFinding.alreadyHasParent(controller: "Receipt", operation: .setViewControllers).message
                == "setViewControllers refused: Receipt already belongs to another container")
    }
}
