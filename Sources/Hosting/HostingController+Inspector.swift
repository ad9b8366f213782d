import Declarative
import Imperative

/// What the inspector shows of a host on top: the environment its view sees, each value
/// with where it came from — a trait, an explicit `.environment`, a bridge, or the default.
extension HostingController {
    var environmentWithSources: [(String, String)] {
        let environment = contentEnvironment
        let sources = environment.sources
        return environmentSummary.map { name, value in
            let source = name == "navigator" ? (hostedNavigator.isDefault ? "default" : "environment") : (sources[name] ?? "default")
            return (name, "\(value) (\(source))")
        }
    }
}
