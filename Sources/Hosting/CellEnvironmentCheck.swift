import Rules
import Declarative

/// Finds what cell content reads from an environment its cell does not inherit
/// (`cell-environment`). For every view in the content's tree it asks what the view's
/// `@Environment` properties read (`ViewNode.environmentReads`: a key path, or an
/// observable object's type) and compares, for each read:
/// - a value the content did not set itself (it equals the value at the content's root)
///   that differs from what the surrounding controller provides;
/// - an object the content requires, which the cell lacks and the surroundings provide.
/// Values the cell supplies itself (the traits, its background and state) are laid
/// over the surroundings first, so only the surroundings' custom values count.
/// Reads made without `@Environment` are not seen. A read is named by the type of its value:
/// a key path does not say its own name on every platform.
@MainActor
enum CellEnvironmentCheck {
    /// A finding for every read in `root`'s tree that the surroundings would have answered differently.
    /// `inherited` is what the content would see if it inherited the surroundings.
    static func findings(in root: ViewNode, inherited: EnvironmentValues, provider: String) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let rootEnvironment = root.environment
        root.forEachDescendant { node in
            for read in node.environmentReads {
                switch read {
                case .value(let keyPath, _):
                    let seen = node.environment[keyPath: keyPath]
                    guard ViewEquality.equal(seen, rootEnvironment[keyPath: keyPath]) else { continue }
                    let provided = inherited[keyPath: keyPath]
                    guard !ViewEquality.equal(seen, provided) else { continue }
                    findings.append(
                        .cellEnvironmentValue(
                            view: node.viewTypeName, type: String(describing: type(of: seen)),
                            seen: describe(seen), provider: provider, provided: describe(provided)))
                case .object(let id, let typeName):
                    guard node.environment.object(withTypeID: id) == nil,
                        inherited.object(withTypeID: id) != nil
                    else { continue }
                    findings.append(.cellEnvironmentObject(view: node.viewTypeName, type: typeName, provider: provider))
                }
            }
        }
        return findings
    }

    private static func describe(_ value: Any) -> String { EnvironmentValues.text(of: value) }
}
