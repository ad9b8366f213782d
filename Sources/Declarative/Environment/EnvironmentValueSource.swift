/// Where an environment value came from, as the inspector shows it beside the value: a trait
/// of the host, an explicit `.environment(…)`, a bridge container; `default` when nobody set
/// it. The raw value is the word shown.
public enum EnvironmentValueSource: String, Sendable {
    case trait, environment, bridge, `default`
}
