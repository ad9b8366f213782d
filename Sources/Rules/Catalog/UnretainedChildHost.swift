extension RuleEntry {
    static let unretainedChildHost = RuleEntry(
        title:
            "Contain a child host (addChild, didMove(toParent:)) and keep it; a host whose view alone was added is cut off from the controller hierarchy.",
        pattern: .childHosting,
        why: """
            A view does not keep its view controller. Add only host.view and the hosting controller is freed when the function returns: the SwiftUI content keeps drawing, but nothing connects it to UIKit's controller hierarchy. The card gets no appearance or trait callbacks as a controller, its toolbar and title reach no bar, and a .sheet or .alert it raises has no controller to present from, so it never appears. Contain the host with addChild and didMove(toParent:), which makes the parent hold it, and keep it in a stored property to update or remove it.
            """,
        wrong: """
            let card = HostingController(rootView: WalletCard(account: account))
            card.sizingOptions = .intrinsicContentSize
            slot.addSubview(card.view)
            """,
        right: """
            let card = HostingController(rootView: WalletCard(account: account))
            card.sizingOptions = .intrinsicContentSize
            addChild(card)
            slot.addSubview(card.view)
            card.didMove(toParent: self)
            self.card = card
            """,
        lesson: "Lessons/UnretainedChildHostLesson.swift",
        sources: [
            "UIViewController.addChild(_:): \"If the new child view controller is already the child of a container view controller, it is removed from that container before being added\", developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)",
            "UIViewController.didMove(toParent:), developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)",
            "Creating a custom container view controller, developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller",
            "wordpress-mobile/GutenbergKit #668: a hosting controller never added with addChild gets no appearance or trait-collection callbacks, github.com/wordpress-mobile/GutenbergKit/issues/668",
            "OpenSwiftUI UIHostingView.swift (a reimplementation, not Apple's): the view owns the view graph and holds its controller weakly, github.com/OpenSwiftUIProject/OpenSwiftUI/blob/HEAD/Sources/OpenSwiftUI/Integration/Hosting/UIKit/View/UIHostingView.swift",
            "Seam's choice: once the host is freed its view keeps drawing, and a .sheet or .alert it raises presents nothing, as the reimplementation implies; not checked on a device.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.unretainedHostToolbar`: a freed host's toolbar items reach no bar.
    static func unretainedHostToolbarMessage(host: String, items: [String]) -> String {
        let named = items.map { "\"\($0)\"" }.joined(separator: ", ")
        return freedHostMessage(
            host: host, loss: "its .toolbar items (\(named)) have no navigation item to reach a bar")
    }

    /// `.unretainedHostPresentation`: a freed host's sheet, popover, alert or dialog cannot be presented.
    static func unretainedHostPresentationMessage(host: String, modifier: String) -> String {
        freedHostMessage(host: host, loss: "its \(modifier) has no controller to present from")
    }

    private static func freedHostMessage(host: String, loss: String) -> String {
        "\(host) was freed: its view still draws, but \(loss); add it with addChild(_:) and keep it"
    }
}
