import Lint
import Rules
import Testing

@Suite struct ManualBackButtonCheckTests {
    private let rules: Set<Rule> = [.manualBackButton]

    @Test func aHostWithItsBackButtonHiddenForAPoppingItemIsFound() {
        let source = """
            final class OrdersViewController: UIViewController {
                func showReceipts(for order: Order) {
                    let host = UIHostingController(rootView: ReceiptsView(order: order))
                    host.navigationItem.hidesBackButton = true
                    host.navigationItem.leftBarButtonItem = UIBarButtonItem(
                        image: UIImage(systemName: "chevron.left"), primaryAction: UIAction { [weak self] _ in
                            self?.navigationController?.popViewController(animated: true)
                        })
                    navigationController?.pushViewController(host, animated: true)
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source, rules: rules)) == ["manual-back-button@4"])
    }

    @Test func aControllerHidingItsOwnBackButtonForASelectorItemIsFound() {
        let source = """
            final class CheckoutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.setHidesBackButton(true, animated: false)
                    configureNavigationBar()
                }

                private func configureNavigationBar() {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(
                        title: "Back", style: .plain, target: self, action: #selector(backTapped))
                }

                @objc private func backTapped() {
                    navigationController?.popViewController(animated: true)
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source, rules: rules)) == ["manual-back-button@4"])
    }

    @Test func aCustomViewBackButtonIsFound() {
        let source = """
            final class ProductViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.navigationItem.hidesBackButton = true
                    let button = UIButton(type: .custom)
                    button.setImage(UIImage(named: "nav_back"), for: .normal)
                    button.addTarget(self, action: #selector(close), for: .touchUpInside)
                    navigationItem.leftBarButtonItems = [UIBarButtonItem(customView: button)]
                }

                @objc private func close() { navigationController?.popViewController(animated: true) }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source, rules: rules)) == ["manual-back-button@4"])
    }

    @Test func aSwiftUIScreenWithAHandMadeBackInItsToolbarIsFound() {
        let source = """
            struct OrderDetailView: View {
                @Environment(\\.dismiss) private var dismiss
                let order: Order

                var body: some View {
                    List(order.items) { ItemRow(item: $0) }
                        .navigationTitle(order.name)
                        .navigationBarBackButtonHidden(true)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button {
                                    dismiss()
                                } label: {
                                    Image(systemName: "chevron.backward")
                                }
                            }
                        }
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source, rules: rules)) == ["manual-back-button@8"])
    }

    @Test func theOldNavigationBarItemsFormIsFound() {
        let source = """
            struct ProfileView: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View {
                    content
                        .navigationBarBackButtonHidden()
                        .navigationBarItems(leading: Button(action: { presentationMode.wrappedValue.dismiss() }) {
                            Text("Back")
                        })
                }
            }

            struct AppetizerDetail: View {
                @Environment(\\.presentationMode) var presentationMode
                var btnBack: some View {
                    Button(action: { presentationMode.wrappedValue.dismiss() }) { Image("back-arrow") }
                }
                var body: some View {
                    ScrollView { Text("Spring rolls") }
                        .navigationBarBackButtonHidden(true)
                        .navigationBarItems(leading: btnBack, trailing: btnMenu)
                }
            }
            """
        #expect(
            LintFixture.summary(LintFixture.findings(source, rules: rules)) == [
                "manual-back-button@5", "manual-back-button@19",
            ])
    }

    @Test func aProjectFactoryBackItemAndACustomBackModifierAreFound() {
        let source = """
            extension UIViewController {
                func useCustomBackButton() {
                    navigationItem.hidesBackButton = true
                    navigationItem.leftBarButtonItem = .makeBackButton(target: self, action: #selector(popSelf))
                }
            }

            struct CustomBackButton: ViewModifier {
                let action: () -> Void
                func body(content: Content) -> some View {
                    content
                        .navigationBarBackButtonHidden(true)
                        .toolbar {
                            ToolbarItem(placement: .navigationBarLeading) {
                                Button(action: action) { Label("Back", systemImage: "arrow.left") }
                            }
                        }
                }
            }
            """
        #expect(
            LintFixture.summary(LintFixture.findings(source, rules: rules)) == [
                "manual-back-button@3", "manual-back-button@12",
            ])
    }

    @Test func keepingTheSystemBackButtonIsRight() {
        let source = """
            final class OrdersViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.backButtonDisplayMode = .minimal
                }
                func showReceipts(for order: Order) {
                    let host = UIHostingController(rootView: ReceiptsView(order: order))
                    host.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action)
                    navigationController?.pushViewController(host, animated: true)
                }
            }

            struct OrderDetailView: View {
                var body: some View {
                    List { Text("Items") }
                        .navigationTitle("Order")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) { ShareLink(item: "order") }
                        }
                }
            }
            """
        #expect(LintFixture.findings(source, rules: rules).isEmpty)
    }

    @Test func aForcedFlowOrAnExitThatIsNotABackStaysSilent() {
        let source = """
            final class PaymentProcessingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    // A forced flow: no way back while the payment runs.
                    navigationItem.hidesBackButton = true
                }
            }

            final class SignUpStepTwoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.hidesBackButton = true
                    // Leaves the whole presented flow; not a back button.
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, \
            action: #selector(cancel))
                }
                @objc private func cancel() { dismiss(animated: true) }
            }

            final class EditorViewController: UIViewController {
                func startEditing() {
                    // Another controller's item, and a back button only hidden while editing.
                    navigationItem.hidesBackButton = isEditing
                    detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, \
            target: nil, action: nil)
                }
            }

            struct ConfirmationView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var showsHelp = false
                var body: some View {
                    VStack { Text("Done") }
                        .navigationBarBackButtonHidden(true)
                        .sheet(isPresented: $showsHelp) {
                            NavigationStack {
                                HelpView().toolbar {
                                    ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                                }
                            }
                        }
                }
            }

            struct EditProfileView: View {
                // The root of a presented navigation controller: Cancel closes the sheet.
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Form { Text("Name") }
                        .navigationBarBackButtonHidden(true)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                        }
                }
            }

            struct EditableNoteView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var isEditing = false
                var body: some View {
                    TextEditor(text: .constant(""))
                        .navigationBarBackButtonHidden(isEditing)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isEditing = false } }
                        }
                }
            }
            """
        #expect(LintFixture.findings(source, rules: rules).isEmpty)
    }

    @Test func theLessonSnippetsLintAsTheRuleSays() throws {
        try NavigationLessonSnippet.expectFound(.manualBackButton)
    }
}
