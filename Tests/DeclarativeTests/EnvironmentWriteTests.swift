import Testing
@testable import Declarative

/// A write that leaves an environment's values as they were leaves its storage shared: an equal
/// value of an `Equatable` key, the same object of a class key (compared by identity, as
/// `ViewEquality` compares an object in a view: Seam's choice). Any other value is stored.
@MainActor
@Suite struct EnvironmentWriteTests {
    final class Coordinator {}
    struct CoordinatorKey: EnvironmentKey { static var defaultValue: Coordinator { Coordinator() } }
    /// Neither `Equatable` nor a class: every write stores it.
    struct Closure: EnvironmentKey { static var defaultValue: () -> Int { { 0 } } }

    @Test func theSameObjectWrittenAgainLeavesTheStorageShared() {
        let coordinator = Coordinator()
        var environment = EnvironmentValues()
        environment[CoordinatorKey.self] = coordinator
        var copy = environment
        copy[CoordinatorKey.self] = coordinator
        #expect(copy.sharesStorage(with: environment))
        copy[CoordinatorKey.self] = Coordinator()
        #expect(!copy.sharesStorage(with: environment))
        #expect(copy[CoordinatorKey.self] !== coordinator)
    }

    @Test func anotherValueIsStoredEveryTime() {
        var environment = EnvironmentValues()
        environment[Closure.self] = { 1 }
        var copy = environment
        copy[Closure.self] = environment[Closure.self]
        #expect(!copy.sharesStorage(with: environment))
        #expect(copy[Closure.self]() == 1)
    }

    @Test func aDerivationWritingTheSameObjectIsReused() {
        let coordinator = Coordinator()
        let graph = ViewGraph(rootView: Text("x").environment(\.coordinatorForTests, coordinator))
        let before = graph.root.childEnvironment
        graph.setRootView(Text("y").environment(\.coordinatorForTests, coordinator))
        #expect(graph.root.childEnvironment.sharesStorage(with: before))
        graph.setRootView(Text("y").environment(\.coordinatorForTests, Coordinator()))
        #expect(!graph.root.childEnvironment.sharesStorage(with: before))
    }
}

extension EnvironmentValues {
    fileprivate var coordinatorForTests: EnvironmentWriteTests.Coordinator {
        get { self[EnvironmentWriteTests.CoordinatorKey.self] }
        set { self[EnvironmentWriteTests.CoordinatorKey.self] = newValue }
    }
}
