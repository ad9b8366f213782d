/// The values a root view copied from an `EnvironmentSource`, kept by the host to notice
/// when the source moves on without a new `rootView`.
@MainActor
struct EnvironmentCapture {
    weak var source: EnvironmentSource?
    /// Name, value as it printed, and the generation of the copy.
    let values: [(name: String, value: String, generation: Int)]

    /// The values the source now holds that the copy does not: (name, copied, current).
    var staleValues: [(name: String, copied: String, current: String)] {
        guard let source else { return [] }
        return source.entries.sorted { $0.key < $1.key }.compactMap { name, entry in
            let copied = values.first { $0.name == name }
            guard copied?.generation != entry.generation else { return nil }
            return (name, copied?.value ?? "the default", entry.value)
        }
    }
}
