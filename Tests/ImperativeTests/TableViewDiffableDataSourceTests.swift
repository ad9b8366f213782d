import Foundation
import Testing
import Terminal
@testable import Imperative

/// A diffable data source subclassed, as UIKit apps subclass it for section headers.
@MainActor
final class TitledDataSource: TableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

/// The table view controller's mirror, subclassed as in UIKit, and the diffable data source.
@MainActor
@Suite struct TableViewDiffableDataSourceTests {
    /// A table in a window, filled by a diffable data source of fruit names by section.
    func show() -> (Window, TableView, TitledDataSource) {
        let controller = ViewController()
        let table = TableView()
        table.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
        controller.view.addSubview(table)
        table.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(table.edgeConstraints(equalTo: controller.view.safeAreaLayoutGuide))
        let dataSource = TitledDataSource(tableView: table) { table, indexPath, fruit in
            let cell = table.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = ListSnapshot<String, String>()
        snapshot.appendSections(["Tree", "Bush"])
        snapshot.appendItems(["Apple", "Cherry"], toSection: "Tree")
        snapshot.appendItems(["Currant", "Gooseberry"], toSection: "Bush")
        dataSource.apply(snapshot)
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = controller
        _ = window.render()
        return (window, table, dataSource)
    }

    @Test func applyShowsTheSnapshotWithHeadersFromTheSubclass() {
        let (window, table, dataSource) = show()
        let lines = window.render().rows
        for (line, text) in zip(lines, ["Tree", "Apple", "Cherry", "Bush", "Currant", "Gooseberry"]) {
            #expect(line.contains(text), "\(line)")
        }
        #expect(table.numberOfSections == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "Gooseberry")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 1)) == nil)
        #expect(dataSource.indexPath(for: "Cherry") == IndexPath(row: 1, section: 0))
        #expect(dataSource.index(for: "Bush") == 1)
        #expect(dataSource.snapshot().itemIdentifiers == ["Apple", "Cherry", "Currant", "Gooseberry"])
    }

    @Test func theSelectionFollowsItsItemThroughAnApply() {
        let (window, table, dataSource) = show()
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        var snapshot = dataSource.snapshot()
        snapshot.insertItems(["Plum", "Pear"], beforeItem: "Apple")
        snapshot.deleteItems(["Gooseberry"])
        dataSource.apply(snapshot, animatingDifferences: true)
        let lines = window.render().rows
        #expect(lines[1].contains("Plum") && lines[6].contains("Currant") && !lines[7].contains("Gooseberry"))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1), "Currant is still selected")
        #expect(dataSource.itemIdentifier(for: table.indexPathForSelectedRow!) == "Currant")
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        snapshot.moveItem("Cherry", beforeItem: "Plum")
        dataSource.apply(snapshot)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "Cherry moved to the top")
    }

    /// A table view controller subclass as a UIKit app writes one.
    final class PlanetsController: TableViewController {
        let planets = ["Mercury", "Venus", "Earth"]
        var chosen: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "Planet")
        }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { planets.count }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Planet", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = planets[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            chosen.append(planets[indexPath.row])
        }
    }

    @Test func aTableViewControllerSubclassGetsTheKeysAndClearsTheSelectionOnAppearing() {
        let planets = PlanetsController()
        let navigation = NavigationController(rootViewController: planets)
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = navigation
        #expect(window.render().rows.contains { $0.contains("Venus") })
        window.send(.down)
        window.send(.enter)
        #expect(planets.chosen == ["Venus"])
        #expect(planets.keyHints == [KeyHint("↑↓", "select"), KeyHint("⏎", "open")])
        #expect(planets.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        navigation.pushViewController(ViewController(), animated: false)
        _ = window.render()
        _ = navigation.popViewController(animated: false)
        _ = window.render()
        #expect(planets.tableView.indexPathForSelectedRow == nil, "clearsSelectionOnViewWillAppear")
        planets.clearsSelectionOnViewWillAppear = false
        window.send(.down)
        navigation.pushViewController(ViewController(), animated: false)
        _ = navigation.popViewController(animated: false)
        _ = window.render()
        #expect(planets.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }
}
