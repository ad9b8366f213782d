import Rules

/// The lesson of each rule: its demonstration type.
enum Lessons {
    static func demonstration(for rule: Rule) -> (any LessonDemonstration.Type)? {
        switch rule {
        case .doubleNavigationBar: DoubleNavigationBarLesson.self
        case .manualBackButton: ManualBackButtonLesson.self
        case .twoSourcesOfTruth: TwoSourcesOfTruthLesson.self
        case .leakedController: LeakedControllerLesson.self
        case .alreadyHasParent: AlreadyHasParentLesson.self
        default: nil
        }
    }
}
