import Foundation
import Terminal

/// Mirrors UITableViewController: a controller whose view is one table, `tableView`, pinned
/// to its safe area, with the controller as the table's data source and delegate. A subclass
/// overrides the data source's and delegate's methods (`tableView(_:numberOfRowsInSection:)`,
/// `tableView(_:cellForRowAt:)`, `tableView(_:didSelectRowAt:)`), as in UIKit.
///
/// Keys go to the table (the view loads first, so a key sent before the first frame finds it
/// filled); the footer and help show the table's keys. A subclass with keys of its own
/// overrides `handle(_:)` and `keyHints`, and still offers the table what it does not take.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// Mirrors `tableView`: the table the controller's view shows.
    public let tableView: TableView
    /// Mirrors `clearsSelectionOnViewWillAppear`: true (the default) deselects the selected
    /// row each time the view is about to appear (coming back from a row's detail).
    public var clearsSelectionOnViewWillAppear = true

    /// Mirrors `init(style:)`.
    public init(style: TableView.Style = .plain) {
        tableView = TableView(style: style)
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// A plain panel with the table pinned to its safe area.
    open override func loadView() {
        let root = Panel()
        tableView.pinsToSafeArea = true
        root.addSubview(tableView)
        setView(root)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let selected = tableView.indexPathForSelectedRow else { return }
        tableView.deselectRow(at: selected, animated: animated)
    }

    /// The table's keys; false for the others.
    open override func handle(_ key: Key) -> Bool {
        _ = view
        return tableView.handle(key)
    }

    open override var keyHints: [KeyHint] { tableView.keyHints }

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
