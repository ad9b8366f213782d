import Testing
@testable import Declarative

/// Two environments' fallbacks (a host's traits) compare by value; a fallback box remembers its
/// last comparison with another box, and never answers for a box it was not compared with.
@MainActor
@Suite struct EnvironmentFallbackTests {
    /// A fallback that gives one value: the scheme it was made with.
    struct Scheme: EnvironmentFallback {
        var dark: Bool
        func value<K: EnvironmentKey>(for key: K.Type) -> K.Value? { nil }
        /// Only a change of scheme matters here; `layoutKey` says whether a size changes.
        var layoutKey = 0
        func changesLayout(from other: Scheme) -> Bool { layoutKey != other.layoutKey }
    }

    private func environment(_ fallback: Scheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.setFallback(fallback)
        return environment
    }

    @Test func fallbacksCompareByValueEveryTimeTheyAreAsked() {
        let light = environment(Scheme(dark: false))
        let lightAgain = environment(Scheme(dark: false))
        let dark = environment(Scheme(dark: true))
        for _ in 0..<2 {
            #expect(light.matches(lightAgain))
            #expect(!light.matches(dark))
            #expect(!dark.matches(light))
            #expect(light.matches(lightAgain), "the answer for one box is not the answer for another")
        }
    }

    @Test func aLayoutChangeIsAskedOfTheFallbacks() {
        let base = environment(Scheme(dark: false))
        let recoloured = environment(Scheme(dark: true))
        let resized = environment(Scheme(dark: false, layoutKey: 1))
        for _ in 0..<2 {
            #expect(!recoloured.changesLayout(from: base))
            #expect(resized.changesLayout(from: base))
            #expect(!recoloured.changesLayout(from: base))
        }
    }
}
