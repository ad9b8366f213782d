import Declarative
import Rules

/// The Lessons tab's root (hosted): every rule of the catalog, grouped by `LessonTheme` under
/// a header row per theme (selection skips the headers), in catalog order within a theme.
/// Each row has `done` once its lesson has run both ways in this session (and, when the app
/// started in a `seam exercises` folder, `fixed` once the rule's exercise is done), then the rule's
/// number, id, pattern and title (a word, not ✓: in this app ✓ means "chosen" and nothing
/// else). Enter opens the rule's lesson through `onOpen`, a callback the imperative side
/// supplies (it pushes the lesson screen onto the tab's navigation controller). The list's
/// selection starts on `selected` (the lesson `--lesson` opened), else on the first rule.
public struct LessonsView: View {
    let progress: LessonProgress
    let onOpen: @MainActor (Rule) -> Void
    @State private var selection: Rule?

    public init(progress: LessonProgress, selected: Rule? = nil, onOpen: @escaping @MainActor (Rule) -> Void) {
        self.progress = progress
        self.onOpen = onOpen
        _selection = State(initialValue: selected)
    }

    public var body: some View {
        VStack(alignment: .leading) {
            List(selection: $selection) {
                // One section a theme, written out: a List flattens sections into its rows,
                // but not sections made by a ForEach (its rows are built lazily, one view each).
                section(.containersAndBars)
                section(.hostingAndContainment)
                section(.environmentAndTraits)
                section(.listsAndCells)
                section(.presentation)
            }
            Text(footer)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 1)
        }
        .navigationTitle("Lessons")
    }

    /// How far the learner is: lessons run both ways, and exercises done when there are some.
    private var footer: String {
        let lessons = "\(progress.completedCount) of \(Rule.allCases.count) lessons run both ways"
        guard let done = progress.exercisesDoneCount else { return lessons }
        return lessons + " · \(done) of \(Rule.allCases.count) exercises fixed"
    }

    /// A theme's header and its rules.
    private func section(_ theme: LessonTheme) -> some View {
        Section(theme.title) {
            ForEach(theme.rules, id: \.self) { rule in
                LessonRow(
                    rule: rule, isComplete: progress.isComplete(rule), exerciseDone: progress.isExerciseDone(rule)
                ) {
                    onOpen(rule)
                }
            }
        }
    }
}

/// One rule in the Lessons list.
struct LessonRow: View {
    let rule: Rule
    let isComplete: Bool
    /// Whether the rule's exercise is done; nil (no column) outside a `seam exercises` folder.
    let exerciseDone: Bool?
    let open: @MainActor () -> Void

    var body: some View {
        Button(action: open) {
            HStack(spacing: 1) {
                Text(isComplete ? "done" : "").foregroundStyle(.green).frame(width: 4, alignment: .leading)
                if let exerciseDone {
                    Text(exerciseDone ? "fixed" : "").foregroundStyle(.green).frame(width: 5, alignment: .leading)
                }
                Text("\(rule.number)").foregroundStyle(.secondary).frame(width: 2, alignment: .trailing)
                Text(rule.id).frame(width: 30, alignment: .leading)
                Text(rule.pattern.rawValue).foregroundStyle(.secondary).frame(width: 14, alignment: .leading)
                Text(rule.title).lineLimit(1)
            }
            .foregroundStyle(.primary)
        }
    }
}
