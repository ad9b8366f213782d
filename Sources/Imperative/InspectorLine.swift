import Terminal

/// One line of the inspector (F2): an indent in levels of two columns, then runs of text,
/// each with its emphasis. Drawing cuts the runs at the panel's edge.
struct InspectorLine {
    enum Emphasis: Equatable {
        case plain, heading, secondary, warning
        /// An ownership mark in its role's colour.
        case owner(OwnershipRole)
    }

    var indent: Int
    var runs: [(text: String, emphasis: Emphasis)]

    init(indent: Int = 0, _ text: String, _ emphasis: Emphasis = .plain) {
        self.indent = indent
        self.runs = [(text, emphasis)]
    }

    init(indent: Int = 0, runs: [(text: String, emphasis: Emphasis)]) {
        self.indent = indent
        self.runs = runs
    }

    static let blank = InspectorLine("")

    var text: String { runs.map(\.text).joined() }
    var isBlank: Bool { runs.allSatisfy { $0.text.isEmpty } }

    /// The style of a run, in the window chrome's palette.
    static func style(_ emphasis: Emphasis, traits: TraitCollection) -> Style {
        let palette = traits.palette
        switch emphasis {
        case .plain: return palette.text
        case .heading: return palette.text.adding(.bold)
        case .secondary: return palette.secondaryText
        case .warning: return palette.text.with(foreground: palette.warning).adding(.bold)
        case .owner(let role): return palette.text.with(foreground: role.color(for: traits.userInterfaceStyle)).adding(.bold)
        }
    }
}
