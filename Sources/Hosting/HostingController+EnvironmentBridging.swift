import Rules
import Declarative
import Imperative

/// Environment bridging: what the hosted view sees, and the check that environment copied
/// when the host was created still matches its source (`environment-after-host`).
extension HostingController {
    /// The environment the hosted view sees: the host's (traits, defaults), then whatever
    /// the root view's modifiers and bridge containers add on the way to the first view
    /// with a body. The inspector and the state dump read it; `sources` says where each
    /// value came from. It reads the tree as the last update left it.
    public var contentEnvironment: EnvironmentValues {
        var node: ViewNode? = graph.root
        var environment = graph.environment
        while let n = node, n.view is any PrimitiveView, n.children.count == 1 {
            environment = n.childEnvironment
            node = n.children.first
        }
        return environment
    }

    /// Finds the environment copies in the root view value: the chain of modifiers from
    /// the root down to the first view with a body (deeper copies are remade with bodies).
    func recordCapturedEnvironment() {
        var captures: [EnvironmentCapture] = []
        var node: ViewNode? = graph.root
        while let n = node {
            if let capturing = n.view as? any EnvironmentCapturing { captures.append(capturing.capture) }
            guard n.view is any PrimitiveView, n.children.count == 1 else { break }
            node = n.children.first
        }
        capturedEnvironment = captures
    }

    /// Records `environment-after-host` for every copied value whose source has changed
    /// since the root view was made.
    func checkCapturedEnvironment() {
        for capture in capturedEnvironment {
            for stale in capture.staleValues {
                report(
                    .environmentAfterHost(
                        controller: typeName, value: stale.name, copied: stale.copied, current: stale.current))
            }
        }
    }
}
