/// Who a focused control is, independent of the node that shows it: its type, its label
/// and which of the controls alike (same type and label, in layout order) it is. When a
/// layout change re-creates a control in another arrangement (the other branch of an `if`,
/// another child of a `ViewThatFits`), the new node has the identity of the old one, so
/// focus stays on what the user was using (a size-class change never moves typing from
/// *Note* onto *Void invoice*).
struct FocusIdentity: Hashable {
    let type: ObjectIdentifier
    let label: String
    let occurrence: Int

    /// The identity of `node` among `nodes`, the focusable nodes in layout order; nil for a
    /// node that is not a focusable control.
    @MainActor
    init?(of node: ViewNode, among nodes: [ViewNode]) {
        guard let control = node.focusableView else { return nil }
        let type = ObjectIdentifier(node.viewType)
        let label = control.focusLabel
        var occurrence = 0
        for other in nodes {
            if other === node { break }
            if ObjectIdentifier(other.viewType) == type,
                other.focusableView?.focusLabel == label
            {
                occurrence += 1
            }
        }
        self.type = type
        self.label = label
        self.occurrence = occurrence
    }
}
