// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Foundation
import Hosting
import Imperative
import Rules
import Terminal

/// `environment-after-host`: an imperative checkout screen keeps its locale in a settings
/// object and embeds the order total as a child host. Run presses `[l]`, which switches the
/// settings' locale after the host exists. Wrong: `.environment(\.locale, settings.locale)`
/// evaluated the locale once, when the root view was made, so the hosted total keeps
/// formatting in dollars while the imperative rows follow the settings. Right: an environment
/// bridge hands the hosted view the live value.
@MainActor
final class EnvironmentAfterHostLesson: LessonDemonstration {
    static let rule = Rule.environmentAfterHost
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        CheckoutViewController(makeTotal: way == .wrong ? Self.makeTotalWrong : Self.makeTotalRight)
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("l"))]
    }

    static func makeTotalWrong(settings: EnvironmentSource) -> ViewController {
        let total = HostingController(rootView:
            OrderTotal(cents: 8_640)
            .environment(\.locale, settings.locale))
        total.sizingOptions = .intrinsicContentSize
        return total
    }

    static func makeTotalRight(settings: EnvironmentSource) -> ViewController {
        let total = HostingController(rootView:
            EnvironmentBridge(settings) {
                OrderTotal(cents: 8_640)
            })
        total.sizingOptions = .intrinsicContentSize
        return total
    }
}

/// One row of the checkout, its caption padded so that every row's value starts in the
/// same column, whichever side draws it.
private func checkoutRow(_ caption: String, _ value: String) -> String {
    caption + String(repeating: " ", count: max(1, 22 - caption.count)) + value
}

/// The hosted part of the checkout: the order total, formatted with the environment's locale.
private struct OrderTotal: View {
    let cents: Int
    @Environment(\.locale) private var locale

    var body: some View {
        Text(checkoutRow("Total · hosted view", Money.format(cents: cents, locale: locale)))
    }
}

/// The demonstration's screen (imperative): a settings object holding the locale, the
/// locale and the total shown by imperative labels that observe it, the hosted total
/// embedded as a child host under them, and a note. `[l] Locale` moves the settings to the
/// next locale.
@MainActor
private final class CheckoutViewController: ViewController {
    static let locales = ["en_US", "fr_FR", "ja_JP"]
    /// The app's settings object: the one place the locale is set.
    private let settings: EnvironmentSource
    /// The hosted total, made once with the screen, as an app makes its child hosts.
    private let total: ViewController
    private let localeRow = LabelPanel()
    private let imperativeTotal = LabelPanel()

    init(makeTotal: (EnvironmentSource) -> ViewController) {
        let settings = EnvironmentSource()
        settings.set(\.locale, Locale(identifier: "en_US"))
        self.settings = settings
        total = makeTotal(settings)
        super.init()
        title = "Checkout"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Locale", key: "l") { [weak self] in
            self?.showNextLocale()
        }]
    }

    override func loadView() {
        let stack = StackPanel(insets: EdgeInsets(top: 1, leading: 1, trailing: 1))
        let note = LabelPanel("[l] switches the locale in the settings.")
        note.textColor = .secondaryLabel
        stack.addArrangedSubview(localeRow)
        stack.addArrangedSubview(imperativeTotal)
        addChild(total)
        stack.addArrangedSubview(total.view)
        total.didMove(toParent: self)
        stack.addArrangedSubview(LabelPanel(""))  // a blank row: a nil text takes none
        stack.addArrangedSubview(note)
        setView(stack)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        ModelObserver(self) { me in
            let locale = me.settings.locale
            me.localeRow.text = checkoutRow("Locale in settings", locale.identifier)
            me.imperativeTotal.text = checkoutRow("Total · UIKit label", Money.format(cents: 8_640, locale: locale))
        }
    }

    private func showNextLocale() {
        let current = settings.locale.identifier
        let next = Self.locales[((Self.locales.firstIndex(of: current) ?? 0) + 1) % Self.locales.count]
        settings.set(\.locale, Locale(identifier: next))
    }

    override var keyHints: [KeyHint] { [KeyHint("l", "locale")] }
}
