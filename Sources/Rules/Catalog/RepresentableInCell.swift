extension RuleEntry {
    static let representableInCell = RuleEntry(
        title: "Cell content cannot host a controller representable: it has no controller to adopt it.",
        pattern: .cells,
        why: """
            A hosting configuration renders SwiftUI content into a cell without a hosting controller, so there is no view controller to become the parent of a wrapped UIKit controller. A UIViewControllerRepresentable is unsupported there: there is no controller to adopt it, in any row. In a cell, draw the content with plain SwiftUI or wrap a UIView with UIViewRepresentable; keep the controller for a screen or a real child hosting controller.
            """,
        wrong: """
            let row = HostingConfiguration {
                HStack(spacing: 2) {
                    Text(stock.symbol)
                    LegacySparkline(stock.prices)
                    Text(stock.price)
                }
            }
            cell.contentConfiguration = row
            """,
        right: """
            let row = HostingConfiguration {
                HStack(spacing: 2) {
                    Text(stock.symbol)
                    Sparkline(stock.prices)
                    Text(stock.price)
                }
            }
            cell.contentConfiguration = row
            """,
        lesson: "Lessons/RepresentableInCellLesson.swift",
        sources: [
            "WWDC22 \"Use SwiftUI with UIKit\" (session 10072): a hosting configuration creates no view controller, and content that needs UIViewControllerRepresentable cannot be placed in a cell, developer.apple.com/videos/play/wwdc2022/10072",
            "UIHostingConfiguration, developer.apple.com/documentation/swiftui/uihostingconfiguration",
            "UIViewRepresentable, developer.apple.com/documentation/swiftui/uiviewrepresentable",
            "Seam's choice: what a device shows for a controller representable in a cell is not documented; Seam draws a placeholder, ⚠ … unsupported in a cell.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.representableInCell`: a view controller representable inside cell content.
    static func representableInCellMessage(representable: String) -> String {
        "\(representable) is a view controller representable inside cell content: a HostingConfiguration has no "
            + "view controller to adopt it, so it is not supported there and a placeholder is drawn instead"
    }
}
