import Terminal

/// Who owns a screen: the containers and screens from the window down to one controller,
/// each named and marked imperative or hosted, then what is embedded in the controller: its
/// child controllers (child hosts) and its cells with hosted content. Read-only: building it never changes the tree.
public struct OwnershipPath: Equatable, Sendable {
    /// One controller on the path: its name, its kind and how it hangs from the one before it.
    public struct Node: Equatable, Sendable {
        /// How the node hangs from the one before it.
        public enum Relation: String, Sendable {
            case root, contained, presented, child

            /// What joins the node to the one before it: `▸` contained, `⇡` presented, `+` embedded.
            public var joint: String {
                switch self {
                case .root, .contained: " ▸ "
                case .presented: " ⇡ "
                case .child: " + "
                }
            }
        }
        public var name: String
        public var kind: ControllerKind
        public var relation: Relation
        public var isHosted: Bool { kind == .hosted }
    }

    public var nodes: [Node]

    /// The path to `controller` (walking parents, and presenters across presentations), then
    /// the children embedded in it that are not containers' stacks.
    @MainActor
    public init(to controller: ViewController) {
        var chain: [(ViewController, Node.Relation)] = []
        var c: ViewController? = controller
        while let x = c {
            if let parent = x.parent {
                chain.append((x, .contained)); c = parent
            } else if let presenter = x.presentingViewController {
                chain.append((x, .presented)); c = presenter
            } else {
                chain.append((x, .root)); c = nil
            }
        }
        nodes = chain.reversed().map { Node(name: Self.name(of: $0.0), kind: $0.0.kind, relation: $0.1) }
        for child in controller.children where child.visibleNavigationController == nil {
            nodes.append(Node(name: Self.name(of: child), kind: child.kind, relation: .child))
        }
        if let view = controller.viewIfLoaded {
            let cells = Self.count(of: .hostedCell, in: view)
            if cells > 0 {
                nodes.append(Node(name: "\(cells) cell\(cells == 1 ? "" : "s")", kind: .hosted, relation: .child))
            }
        }
    }

    /// Visible panels of `role` in `panel`'s subtree (a hosted cell counts once, not its insides).
    @MainActor
    private static func count(of role: OwnershipRole, in panel: Panel) -> Int {
        guard !panel.isHidden else { return 0 }
        if panel.ownershipRole == role { return 1 }
        return panel.subviews.reduce(0) { $0 + count(of: role, in: $1) }
    }

    /// Containers by their role (`Tab`, `Nav`); screens by type, `ViewController` dropped.
    @MainActor
    static func name(of controller: ViewController) -> String {
        if controller is TabBarController { return "Tab" }
        if controller is NavigationController { return "Nav" }
        let type = controller.typeName
        if type.hasSuffix("ViewController"), type != "ViewController" {
            return String(type.dropLast("ViewController".count))
        }
        return type
    }

    /// One line: `Window ▸ Tab ▸ Nav ▸ Lesson ▸ HostingController<X> [hosted]`; a presentation
    /// is marked `⇡` and an embedded child `+`.
    public var text: String {
        var out = "Window"
        for node in nodes { out += node.relation.joint + node.name + (node.isHosted ? " [hosted]" : "") }
        return out
    }
}
