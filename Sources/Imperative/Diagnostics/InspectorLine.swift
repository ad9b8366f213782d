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

    /// The line wrapped at spaces (and after `<`, inside a generic type's name) to `width`
    /// columns (its indent included); later lines are
    /// indented one level more, and a word longer than a line is broken. Each piece keeps
    /// its run's emphasis.
    func wrapped(width: Int) -> [InspectorLine] {
        let room = width - indent * 2
        guard DisplayWidth.of(text) > room, room > 6 else { return [self] }
        var lines: [InspectorLine] = []
        var current = InspectorLine(indent: indent, runs: [])
        var used = 0, limit = room
        func append(_ piece: String, _ emphasis: Emphasis) {
            if let last = current.runs.last, last.emphasis == emphasis {
                current.runs[current.runs.count - 1].text += piece
            } else {
                current.runs.append((piece, emphasis))
            }
            used += DisplayWidth.of(piece)
        }
        func breakLine() {
            if let last = current.runs.last {
                current.runs[current.runs.count - 1].text = String(last.text.reversed().drop { $0 == " " }.reversed())
            }
            lines.append(current)
            current = InspectorLine(indent: indent + 1, runs: [])
            used = 0
            limit = room - 2
        }
        for run in runs {
            // Words with the spaces after them; a generic type breaks after its `<`.
            var pieces: [String] = []
            for c in run.text {
                if c != " ", let last = pieces.last, last.last == " " || last.last == "<" {
                    pieces.append(String(c))
                } else if pieces.isEmpty {
                    pieces.append(String(c))
                } else {
                    pieces[pieces.count - 1].append(c)
                }
            }
            for var piece in pieces {
                if used == 0 && current.indent > indent { piece = String(piece.drop { $0 == " " }) }
                let word = DisplayWidth.of(String(piece.reversed().drop { $0 == " " }))
                if used > 0, used + word > limit { breakLine() }
                while DisplayWidth.of(String(piece.reversed().drop { $0 == " " })) > limit - used {
                    var head = "", w = 0
                    for c in piece {
                        guard w + DisplayWidth.of(c) <= limit - used else { break }
                        head.append(c)
                        w += DisplayWidth.of(c)
                    }
                    guard !head.isEmpty else { break }
                    append(head, run.emphasis)
                    piece = String(piece.dropFirst(head.count))
                    breakLine()
                }
                if !piece.isEmpty { append(piece, run.emphasis) }
            }
        }
        if !current.runs.isEmpty { lines.append(current) }
        return lines
    }

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
        case .owner(let role):
            return palette.text.with(foreground: role.color(for: traits.userInterfaceStyle)).adding(.bold)
        }
    }
}
