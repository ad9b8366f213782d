import Rules

/// The lesson of each rule: its demonstration type.
enum Lessons {
    static func demonstration(for rule: Rule) -> (any LessonDemonstration.Type)? {
        switch rule {
        case .oneOwner: OneOwnerLesson.self
        case .doubleNavigationBar: DoubleNavigationBarLesson.self
        case .dismissOnPushedHost: DismissOnPushedHostLesson.self
        case .navigatorUnbound: NavigatorUnboundLesson.self
        case .imperativeOnDeclarativePath: ImperativeOnDeclarativePathLesson.self
        default: nil
        }
    }
}
