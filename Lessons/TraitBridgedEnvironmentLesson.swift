// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

/// `trait-bridged-environment`: an app with a custom trait, `ThemeTrait` (standard or
/// monochrome), set with `traitOverrides` on the navigation controller at the top of the app.
/// The Statement screen (imperative) shows the theme its traits say, and embeds a SwiftUI card
/// that shows the theme its environment says. Run switches the app to monochrome, as a Settings
/// toggle would. Wrong: the card's key is a plain `EnvironmentKey`, copied in from the traits
/// when the host was made, so the card stays standard beside a monochrome screen. Right: the
/// key is a `TraitBridgedEnvironmentKey`, which reads the host's traits, and the card follows.
@MainActor
final class TraitBridgedEnvironmentLesson: LessonDemonstration {
    static let rule = Rule.traitBridgedEnvironment
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController { StatementViewController(way: way) }

    /// The app starts in the standard theme, set where the app sets its traits.
    func prepare(_ stage: NavigationController) {
        stage.traitOverrides[ThemeTrait.self] = .standard
    }

    /// Switches the app to monochrome.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [.perform { [weak stage] in stage?.traitOverrides[ThemeTrait.self] = .monochrome }]
    }
}

/// The app's theme: a custom trait, as Apple's UITraitDefinition page defines one.
private enum Theme: String, Sendable {
    case standard
    case monochrome
}

private struct ThemeTrait: TraitDefinition {
    static let defaultValue = Theme.standard
}

// MARK: Wrong way: a plain key, copied in when the host is made

private struct CopiedThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    fileprivate var copiedTheme: Theme {
        get { self[CopiedThemeKey.self] }
        set { self[CopiedThemeKey.self] = newValue }
    }
}

// MARK: Right way: a key bridged to the trait

private struct BridgedThemeKey: TraitBridgedEnvironmentKey {
    static let defaultValue = Theme.standard
    static func read(from traitCollection: TraitCollection) -> Theme {
        traitCollection[ThemeTrait.self]
    }
    static func write(to mutableTraits: inout any MutableTraits, value: Theme) {
        mutableTraits[ThemeTrait.self] = value
    }
}

extension EnvironmentValues {
    fileprivate var theme: Theme {
        get { self[BridgedThemeKey.self] }
        set { self[BridgedThemeKey.self] = newValue }
    }
}

/// The Statement screen (imperative): the theme its traits say, above the hosted card.
@MainActor
private final class StatementViewController: ViewController {
    private let way: LessonWay
    private let themeLabel = LabelPanel()

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Statement"
    }

    override func loadView() {
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(top: 1, leading: 1, trailing: 1))
        stack.addArrangedSubview(themeLabel)
        way == .wrong ? embedCardWrong(in: stack) : embedCardRight(in: stack)
        setView(stack)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        themeLabel.text = "UIKit screen: \(traitCollection[ThemeTrait.self].rawValue) theme"
    }

    private func embedCardWrong(in stack: StackPanel) {
        // a plain key: copied in once, when the host is made
        let card = HostingController(rootView: CopiedThemeCard()
            .environment(\.copiedTheme, traitCollection[ThemeTrait.self]))
        embed(card, in: stack)
    }

    private func embedCardRight(in stack: StackPanel) {
        // a bridged key: read from the host's traits
        let card = HostingController(rootView: BridgedThemeCard())
        embed(card, in: stack)
    }

    private func embed<Card: View>(_ card: HostingController<Card>, in stack: StackPanel) {
        card.sizingOptions = .intrinsicContentSize
        card.view.backgroundColor = .clear
        addChild(card)
        stack.addArrangedSubview(card.view)
        card.didMove(toParent: self)
    }
}

/// The card's text: the theme it sees, drawn as the theme asks (monochrome: no tint).
private struct ThemeCardText: View {
    let theme: Theme

    var body: some View {
        Text("SwiftUI card: \(theme.rawValue) theme")
            .foregroundStyle(theme == .monochrome ? .secondary : .accentColor)
    }
}

private struct CopiedThemeCard: View {
    @Environment(\.copiedTheme) private var theme
    var body: some View { ThemeCardText(theme: theme) }
}

private struct BridgedThemeCard: View {
    @Environment(\.theme) private var theme
    var body: some View { ThemeCardText(theme: theme) }
}
