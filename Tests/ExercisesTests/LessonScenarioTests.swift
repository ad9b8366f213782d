import Foundation
import Rules
import Testing

@testable import Exercises

/// A scenario derived from a lesson: its two ways out, its way choices on their wrong branch,
/// what it borrows from other lesson files beside it.
@Suite struct LessonScenarioTests {
    static let lesson = """
        // swift-format-ignore-file
        import Hosting
        import Imperative

        /// `x`: wrong does this, right does that.
        @MainActor
        final class SampleLesson: LessonDemonstration {
            static let rule = Rule.oneOwner
            private let way: LessonWay

            init(way: LessonWay) { self.way = way }

            func makeRootViewController() -> ViewController { SampleScreen(way: way) }

            func steps(on stage: NavigationController) -> [LessonStep] {
                [.perform { [way, weak stage] in
                    guard let stage else { return }
                    way == .wrong ? Self.openWrong(on: stage) : Self.openRight(on: stage)
                }]
            }

            // MARK: Wrong way: pushes twice

            static func openWrong(on nav: NavigationController) {
                nav.pushViewController(ViewController())
            }

            static func openRight(on nav: NavigationController) {
                nav.pushViewController(SampleScreen())
            }
        }

        private final class SampleScreen: ViewController {
            private let way: LessonWay

            init(way: LessonWay) {
                self.way = way
                super.init()
            }

            override func viewDidLoad() {
                if way == .wrong {
                    title = "wrong"
                } else {
                    title = "right"
                }
            }
        }
        """

    @Test func theScenarioKeepsTheStageAndLeavesTheWaysToTheExercise() {
        let stage = LessonScenario.stage(fromLesson: Self.lesson, name: "Sample", id: "x")
        #expect(stage.contains("final class SampleScenario: ExerciseScenario"))
        #expect(stage.contains("Self.open(on: stage)"))
        #expect(stage.contains("[weak stage]"))
        #expect(stage.contains("init() {}"))
        #expect(stage.contains("override init() {"))
        #expect(stage.contains("title = \"wrong\"") && !stage.contains("title = \"right\""))
        #expect(stage.contains("public func scenario() -> any ExerciseScenario { SampleScenario() }"))
        for gone in [
            "openWrong", "openRight", "LessonWay", "way ==", "static let rule", "MARK: Wrong", "private ", "import ",
        ] {
            #expect(!stage.contains(gone), "\(gone)")
        }
        #expect(!stage.contains("right does that"), "the lesson's comment on its two ways")
    }

    @Test func aConditionalExpressionKeepsItsWrongBranch() {
        let ternary = """
            let row = HostingController(rootView: way == .wrong
                ? AnyView(CopiedRow(invoice: invoice))
                : AnyView(ModelRow(invoice: invoice)))
            let next = 1
            """
        #expect(
            SwiftBlocks.keepingWrongBranches(ternary)
                == "let row = HostingController(rootView: AnyView(CopiedRow(invoice: invoice)))\nlet next = 1")
        #expect(SwiftBlocks.keepingWrongBranches("x = way == .wrong ? a() : b()\ny") == "x = a()\ny")
        #expect(SwiftBlocks.keepingWrongBranches("if way == .wrong { addDone() }\nz") == "addDone()\nz")
    }

    @Test func typeRenamesAreReadOneALine() {
        let renames = LessonScenario.TypeRename.parse("# comment\nCopied Model Status\nEditor\nbad line here too\n")
        #expect(
            renames == [
                .init(wrong: "Copied", right: "Model", exercise: "Status"),
                .init(wrong: "Editor", right: "Editor", exercise: "Editor"),
            ])
    }

    @Test func everyExerciseOfTheCheckoutDerivesAScenarioWithoutItsWays() throws {
        let package = ExercisePackage(checkout: .builtFrom)
        #expect(package.exercises.map(\.rule) == Rule.allCases, "an exercise per rule, in catalog order")
        let lessons = package.checkout.root.appendingPathComponent("Lessons")
        let library = try LessonScenario.Library(lessons: lessons)
        for exercise in package.exercises {
            let scenario = LessonScenario(exercise: exercise, lessons: lessons)
            let stage = try scenario.source(renames: package.renames(of: exercise), library: library)
            #expect(stage.contains("import ExerciseHarness"), "\(exercise.id)")
            #expect(stage.contains("\(exercise.name)Scenario: ExerciseScenario"), "\(exercise.id)")
            for gone in ["LessonWay", "way == .wrong", "LessonDemonstration", "LessonStep"] {
                #expect(!stage.contains(gone), "\(exercise.id): \(gone)")
            }
            let wrong = try package.exerciseText(of: exercise)
            let right = try package.solutionText(of: exercise)
            #expect(ExerciseCheck.hasMarker(wrong) && wrong.contains("What the user suffers: "), "\(exercise.id)")
            #expect(!ExerciseCheck.hasMarker(right), "\(exercise.id)")
            #expect(!wrong.contains("Wrong(") && !right.contains("Right("), "\(exercise.id)")
            #expect(wrong != right, "\(exercise.id)")
        }
    }
}
