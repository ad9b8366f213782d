import Lint
import Rules
import Testing

@Suite struct DismissOnPushedHostCheckTests {
    private let rules: Set<Rule> = [.dismissOnPushedHost]

    private let deliveryNote = """
        import SwiftUI

        struct DeliveryNoteView: View {
            @Environment(\\.dismiss) private var dismiss
            let note: DeliveryNote

            var body: some View {
                VStack(alignment: .leading) {
                    Text(note.text)
                    Button("Close") { dismiss() }
                }
                .navigationTitle("Delivery note")
            }
        }
        """

    @Test func aViewUIKitPushesThatCallsDismissIsFoundAcrossFiles() {
        let controller = """
            import UIKit
            import SwiftUI

            final class OrderViewController: UIViewController {
                @objc private func showDeliveryNote() {
                    let host = UIHostingController(rootView: DeliveryNoteView(note: order.note))
                    navigationController?.pushViewController(host, animated: true)
                }
            }
            """
        let findings = LintFixture.findings(
            [("DeliveryNoteView.swift", deliveryNote), ("OrderViewController.swift", controller)], rules: rules)
        #expect(findings.map { "\($0.file):\($0.line)" } == ["DeliveryNoteView.swift:4"])
    }

    @Test func presentationModeOnAPushedHostSubclassIsFound() {
        let source = """
            struct AboutView: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View {
                    Button("Done") { presentationMode.wrappedValue.dismiss() }
                }
            }

            final class AboutHostingController: UIHostingController<AboutView> {}

            final class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    navigationController?.pushViewController(AboutHostingController(rootView: AboutView()), \
            animated: true)
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source, rules: rules)) == ["dismiss-on-pushed-host@2"])
    }

    @Test func aPresentedHostMayDismiss() {
        let controller = """
            final class OrderViewController: UIViewController {
                @objc private func showDeliveryNote() {
                    let host = UIHostingController(rootView: DeliveryNoteView(note: order.note))
                    host.sheetPresentationController?.detents = [.medium()]
                    present(host, animated: true)
                }
            }
            """
        #expect(
            LintFixture.findings(
                [("DeliveryNoteView.swift", deliveryNote), ("OrderViewController.swift", controller)], rules: rules
            ).isEmpty)
    }

    @Test func aNavigationStackDestinationMayDismiss() {
        let flow = """
            struct OrdersView: View {
                var body: some View {
                    NavigationStack {
                        List(orders) { order in
                            NavigationLink(order.name) { DeliveryNoteView(note: order.note) }
                        }
                    }
                }
            }
            """
        #expect(
            LintFixture.findings([("DeliveryNoteView.swift", deliveryNote), ("OrdersView.swift", flow)], rules: rules)
                .isEmpty)
    }

    @Test func aPushedViewThatClosesThroughACallbackIsRight() {
        let source = """
            struct DeliveryNoteView: View {
                let note: DeliveryNote
                let onClose: () -> Void
                var body: some View {
                    Button("Close", action: onClose)
                }
            }

            struct ReceiptView: View {
                // Read but never called: nothing is closed this way.
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Text("Receipt") }
            }

            final class OrderViewController: UIViewController {
                func showDeliveryNote() {
                    let note = DeliveryNoteView(note: order.note, onClose: { [weak self] in
                        self?.navigationController?.popViewController(animated: true)
                    })
                    navigationController?.pushViewController(UIHostingController(rootView: note), animated: true)
                    navigationController?.pushViewController(UIHostingController(rootView: ReceiptView()), \
            animated: true)
                }
            }
            """
        #expect(LintFixture.findings(source, rules: rules).isEmpty)
    }

    @Test func theLessonSnippetsLintAsTheRuleSays() throws {
        try NavigationLessonSnippet.expectFound(.dismissOnPushedHost)
    }
}
