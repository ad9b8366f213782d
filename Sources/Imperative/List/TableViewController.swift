import Foundation
import Terminal

/// Mirrors UITableViewController: a controller whose view is one table, `tableView`, pinned
/// to its safe area, with the controller as the table's data source and delegate. A subclass
/// overrides the data source's and delegate's methods (`tableView(_:numberOfRowsInSection:)`,
/// `tableView(_:cellForRowAt:)`, `tableView(_:didSelectRowAt:)`), as in UIKit.
///
/// Keys go to the table; the footer and help show its keys (`DataSourceListController`).
@preconcurrency @MainActor
open class TableViewController: DataSourceListController, TableViewDataSource, TableViewDelegate {
    /// Mirrors `tableView`: the table the controller's view shows.
    public let tableView: TableView

    /// Mirrors `init(style:)`.
    public init(style: TableView.Style = .plain) {
        tableView = TableView(style: style)
        super.init(listPanel: tableView)
        tableView.dataSource = self
        tableView.delegate = self
    }

    // MARK: TableViewDataSource and TableViewDelegate

    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// None until a subclass says.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A subclass that has rows gives their cells; asked without one, the table traps.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        fatalError("\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:)")
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}
