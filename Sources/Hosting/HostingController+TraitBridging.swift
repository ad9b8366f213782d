import Declarative
import Imperative
import Rules

/// `trait-bridged-environment`: a custom trait changed above the host, and a hosted view that
/// read the trait's value through an environment key did not follow it — the key is a plain
/// `EnvironmentKey` whose value was copied in, not a `TraitBridgedEnvironmentKey`.
extension HostingController {
    /// A hosted view's read of a value that equals a custom trait's value before it changed.
    struct TraitCopy {
        weak var node: ViewNode?
        let keyPath: PartialKeyPath<EnvironmentValues>
        let change: CustomTraitChange
    }

    /// Before the environment takes the new traits: the environment values the hosted views
    /// read that hold a changed custom trait's old value (same type, equal value).
    func traitCopies(changedFrom previous: TraitCollection) -> [TraitCopy] {
        let changes = currentTraits.customTraitChanges(from: previous)
        guard !changes.isEmpty else { return [] }
        var copies: [TraitCopy] = []
        graph.root.forEachDescendant { node in
            for read in node.environmentReads {
                guard case .value(let keyPath, _) = read,
                    let seen = node.environment[keyPath: keyPath] as? AnyHashable
                else { continue }
                for change in changes where type(of: seen.base) == type(of: change.old.base) && seen == change.old {
                    copies.append(TraitCopy(node: node, keyPath: keyPath, change: change))
                }
            }
        }
        return copies
    }

    /// After the environment took the new traits: a read that held the trait's old value and
    /// does not hold its new one did not follow the trait, and the rule is recorded. A bridged
    /// key reads the new value from the traits, so it never does.
    func checkTraitCopies(_ copies: [TraitCopy]) {
        for copy in copies {
            guard let node = copy.node, let seen = node.environment[keyPath: copy.keyPath] as? AnyHashable,
                seen != copy.change.new
            else { continue }
            report(
                .traitBridgedEnvironment(
                    view: node.viewTypeName, trait: copy.change.name, seen: "\(seen.base)",
                    current: "\(copy.change.new.base)"))
        }
    }
}
