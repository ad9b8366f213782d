import Declarative

/// `.environment(from:)`: the content sees the values an `EnvironmentSource` held when
/// this view value was made — a copy, as `.environment(\.locale, settings.locale)` is.
struct CapturedEnvironmentModifier<Content: View>: ContentModifierView, EnvironmentCapturing {
    let content: Content
    let capture: EnvironmentCapture
    let writes: [(keyPath: AnyKeyPath, write: @MainActor (inout EnvironmentValues) -> Void)]

    func updateEnvironment(_ node: ViewNode) -> Bool {
        for (keyPath, write) in writes {
            write(&node.childEnvironment)
            node.childEnvironment.setSource(.environment, for: keyPath)
        }
        return true
    }
}

/// A view that copied environment values from a source (the host checks them each frame).
@MainActor
protocol EnvironmentCapturing {
    var capture: EnvironmentCapture { get }
}

extension View {
    /// Copies the source's current values into the environment of this view. The copy is
    /// made now: a later `source.set` is not seen until the host's `rootView` is
    /// reassigned (`environment-after-host`); use `EnvironmentBridge(source)` to follow it.
    public func environment(from source: EnvironmentSource) -> some View {
        let entries = source.entries.sorted { $0.key < $1.key }
        return CapturedEnvironmentModifier(
            content: self,
            capture: EnvironmentCapture(
                source: source, values: entries.map { ($0.key, $0.value.value, $0.value.generation) }),
            writes: entries.map { ($0.value.keyPath, $0.value.write) })
    }
}
