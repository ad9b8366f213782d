import Testing
@testable import Declarative

/// Where an environment's values came from, kept by key path for the inspector: found by an
/// equal key path as well as by the same one, the last source set wins, and two environments
/// that set the same sources in another order record the same.
@MainActor
@Suite struct EnvironmentSourcesTests {
    private func path() -> AnyKeyPath { \EnvironmentValues.colorScheme }

    @Test func aSourceIsFoundThroughAnEqualKeyPathAndTheLastOneSetWins() {
        var environment = EnvironmentValues()
        environment.setSource(.environment, for: \EnvironmentValues.colorScheme)
        #expect(environment.source(of: path()) == .environment)
        environment.setSource(.trait, for: path())
        #expect(environment.source(of: \EnvironmentValues.colorScheme) == .trait)
        #expect(environment.sources.count == 1)
        #expect(environment.source(of: \EnvironmentValues.layoutDirection) == .default)
    }

    @Test func theOrderSourcesWereSetInDoesNotMatter() {
        var a = EnvironmentValues()
        a.setSource(.environment, for: \EnvironmentValues.colorScheme)
        a.setSource(.trait, for: \EnvironmentValues.layoutDirection)
        var b = EnvironmentValues()
        b.setSource(.trait, for: \EnvironmentValues.layoutDirection)
        b.setSource(.environment, for: \EnvironmentValues.colorScheme)
        #expect(a.hasSameSources(as: b))
        b.setSource(.trait, for: \EnvironmentValues.colorScheme)
        #expect(!a.hasSameSources(as: b))
    }
}
