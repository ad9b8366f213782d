import Foundation
import Lint
import Rules
import Testing

@Suite struct CellStateReuseCheckTests {
    static let row = """
        struct TaskRow: View {
            let task: ChecklistTask
            @State private var done = false
            @StateObject private var loader = AvatarLoader()
            var body: some View {
                Toggle(task.name, isOn: $done)
            }
        }
        """

    static func controller(_ content: String) -> String {
        """
        final class ChecklistViewController: UICollectionViewController {
            func configure(_ cell: UICollectionViewListCell, with task: ChecklistTask) {
                cell.contentConfiguration = UIHostingConfiguration {
                    \(content)
                }
                .margins(.horizontal, 16)
            }
        }
        """
    }

    @Test func stateInCellContentDeclaredInAnotherFileIsFound() {
        let found = LintFixture.findings([
            ("TaskRow.swift", Self.row), ("Controller.swift", Self.controller("TaskRow(task: task)")),
        ])
        #expect(LintFixture.summary(found) == ["cell-state-reuse@3", "cell-state-reuse@4"])
        #expect(found.allSatisfy { $0.file == "TaskRow.swift" })
        #expect(found.first?.message.contains("'done'") == true)
    }

    @Test func stateIsFoundThroughStacksAndModifiers() {
        let content =
            "HStack { Image(systemName: \"circle\"); TaskRow(task: task).padding() }.frame(maxWidth: .infinity)"
        let found = LintFixture.findings([("TaskRow.swift", Self.row), ("Controller.swift", Self.controller(content))])
        #expect(LintFixture.summary(found) == ["cell-state-reuse@3", "cell-state-reuse@4"])
    }

    @Test func contentGivenAnIDStartsFreshPerItem() {
        let found = LintFixture.findings([
            ("TaskRow.swift", Self.row), ("Controller.swift", Self.controller("TaskRow(task: task).id(task.id)")),
        ])
        #expect(found.isEmpty)
        let around = LintFixture.findings([
            ("TaskRow.swift", Self.row),
            ("Controller.swift", Self.controller("VStack { TaskRow(task: task) }.id(task.id)")),
        ])
        #expect(around.isEmpty)
    }

    @Test func aRowBoundToItsModelIsFine() {
        let row = """
            struct TaskRow: View {
                @Bindable var task: ChecklistTask
                var body: some View {
                    Toggle(task.name, isOn: $task.done)
                }
            }
            """
        #expect(
            LintFixture.findings([("TaskRow.swift", row), ("Controller.swift", Self.controller("TaskRow(task: task)"))])
                .isEmpty)
    }

    @Test func stateInAViewUsedOnlyElsewhereIsFine() {
        let screen = """
            final class ChecklistViewController: UIViewController {
                func showDetail(_ task: ChecklistTask) {
                    let detail = UIHostingController(rootView: TaskRow(task: task))
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            """
        #expect(LintFixture.findings([("TaskRow.swift", Self.row), ("Controller.swift", screen)]).isEmpty)
    }

    @Test func whatASheetOfTheContentShowsIsNotCellContent() {
        let content = "Text(task.name).sheet(isPresented: .constant(false)) { TaskRow(task: task) }"
        #expect(
            LintFixture.findings([("TaskRow.swift", Self.row), ("Controller.swift", Self.controller(content))]).isEmpty)
    }

    @Test func theLessonSnippets() throws {
        #expect(try LintFixture.snippetFindings(.cellStateReuse, wrong: true) == ["cell-state-reuse@3"])
        #expect(try LintFixture.snippetFindings(.cellStateReuse, wrong: false) == [])
    }
}
