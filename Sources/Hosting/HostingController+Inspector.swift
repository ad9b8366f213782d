import Declarative
import Imperative
import Terminal

/// What tools read of a host's environment: the values its view sees by name — the six
/// traits, the navigator, the locale — each with where it came from (a trait, an explicit
/// `.environment`, a bridge, or the default). The state dump prints the values, the inspector
/// the values and their sources.
extension HostingController {
    var environmentEntries: [(name: String, value: String, source: EnvironmentValueSource)] {
        let environment = contentEnvironment
        let navigator = hostedNavigator
        let traits = TraitName.allCases.map { trait in
            (trait.rawValue, environment.value(of: trait), environment.source(of: EnvironmentValues.keyPath(of: trait)))
        }
        return traits + [
            ("navigator", navigator.isBound ? "bound" : "unbound", navigator.isDefault ? .default : .environment),
            ("locale", environment.locale.identifier, environment.source(of: \EnvironmentValues.locale)),
        ]
    }

    var environmentWithSources: [(String, String)] {
        environmentEntries.map { ($0.name, "\($0.value) (\($0.source.rawValue))") }
    }
}
