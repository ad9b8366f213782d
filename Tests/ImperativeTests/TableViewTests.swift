import Foundation
import Testing
import Terminal
@testable import Imperative

/// A cell class as a UIKit app writes one: it counts the times it was prepared for reuse.
@MainActor
class FruitCell: TableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A second cell class, for rows dequeued by another identifier.
@MainActor
final class BerryCell: TableViewCell {}

/// A screen written as UIKit code: a view controller that adds a table, registers its cell
/// classes, and is the table's data source and delegate.
@MainActor
final class FruitsController: ViewController, TableViewDataSource, TableViewDelegate {
    let tableView = TableView(frame: .zero, style: .plain)
    var fruits: [String]
    var headers: [String]?
    var selections: [IndexPath] = []
    var cellsAsked = 0

    init(fruits: [String], headers: [String]? = nil) {
        self.fruits = fruits
        self.headers = headers
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
        tableView.register(BerryCell.self, forCellReuseIdentifier: "Berry")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(tableView.edgeConstraints(equalTo: view.safeAreaLayoutGuide))
    }

    func numberOfSections(in tableView: TableView) -> Int { headers?.count ?? 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        headers == nil ? fruits.count : fruits.count / 2
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headers?[section] }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsAsked += 1
        let fruit = fruit(at: indexPath)
        let identifier = fruit.hasSuffix("berry") ? "Berry" : "Fruit"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruit
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selections.append(indexPath) }

    func fruit(at indexPath: IndexPath) -> String {
        fruits[headers == nil ? indexPath.row : indexPath.section * (fruits.count / 2) + indexPath.row]
    }
}

@MainActor
@Suite struct TableViewTests {
    static let fruits = ["Apple", "Blueberry", "Cherry", "Date", "Elderberry", "Fig"]

    func show(_ controller: ViewController, height: Int = 12) -> Window {
        let window = Window(size: Size(width: 40, height: height))
        window.rootViewController = controller
        _ = window.render()
        return window
    }

    /// Numbered fruits, every third a berry.
    static func many(_ count: Int) -> [String] {
        (0..<count).map { $0 % 3 == 1 ? "Berry \($0) Blueberry" : "Fruit \($0)" }
    }

    @Test func theRowsComeFromTheDataSourceThroughDequeuedCells() {
        let controller = FruitsController(fruits: Self.fruits)
        let window = show(controller)
        let lines = window.render().rows
        for (line, fruit) in zip(lines, Self.fruits) { #expect(line.contains(fruit), "\(line)") }
        let table = controller.tableView
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 6)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) is FruitCell)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) is BerryCell)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.reuseIdentifier == "Berry")
        #expect(table.indexPathsForVisibleRows == (0..<6).map { IndexPath(row: $0, section: 0) })
        let cherry = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(table.indexPath(for: cherry) == IndexPath(row: 2, section: 0))
        #expect(controller.cellsAsked == 6, "only the rows on screen are asked for, once each")
    }

    @Test func sectionsHaveTheirHeaderTitles() {
        let controller = FruitsController(fruits: Self.fruits, headers: ["Tree", "Bush"])
        let window = show(controller)
        let lines = window.render().rows
        for (line, text) in zip(lines, ["Tree", "Apple", "Blueberry", "Cherry", "Bush", "Date"]) {
            #expect(line.contains(text), "\(line)")
        }
        #expect(controller.tableView.numberOfRows(inSection: 1) == 3)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) != nil)
    }

    @Test func enterAndAClickChooseARowAndTellTheDelegate() {
        let controller = FruitsController(fruits: Self.fruits)
        let window = show(controller)
        let table = controller.tableView
        #expect(table.indexPathForSelectedRow == nil, "nothing is selected before the user or the code selects")
        #expect(controller.keyHints == [KeyHint("↑↓", "select"), KeyHint("⏎", "open")], "the table's keys, by default")
        window.send(.down)
        window.send(.down)
        #expect(controller.selections.isEmpty, "moving the selection does not choose a row")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        window.send(.enter)
        #expect(controller.selections == [IndexPath(row: 2, section: 0)])
        window.send(MouseEvent(.click, at: Point(x: 5, y: 4)))
        #expect(controller.selections.last == IndexPath(row: 4, section: 0), "a click is a tap: it chooses at once")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    }

    @Test func deselectingClearsTheSelectionUntilItMovesAgain() {
        let controller = FruitsController(fruits: Self.fruits)
        let window = show(controller)
        let table = controller.tableView
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(controller.selections.isEmpty, "selecting in code does not tell the delegate")
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0), "another row was not selected")
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        window.send(.down)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func scrollingReusesCellsOfTheSameIdentifier() {
        let controller = FruitsController(fruits: Self.many(300))
        let window = show(controller)
        let table = controller.tableView
        let created = table.source.list.cellsCreated
        #expect(created <= 12)
        for _ in 0..<40 {
            window.send(.pageDown)
            _ = window.render()
        }
        #expect(table.indexPathForSelectedRow == IndexPath(row: 299, section: 0))
        #expect(table.source.list.cellsCreated <= created + 2, "cells leaving the screen are reused")
        #expect(controller.cellsAsked > 250)
        for path in table.indexPathsForVisibleRows ?? [] {
            let cell = table.cellForRow(at: path)
            let berry = controller.fruit(at: path).hasSuffix("berry")
            #expect(berry ? cell is BerryCell : cell is FruitCell, "row \(path.row) got a cell of its own identifier")
        }
        let reused = table.visibleCells.compactMap { $0 as? FruitCell }.filter { $0.reuses > 0 }
        #expect(!reused.isEmpty, "a reused cell was prepared for reuse")
    }

    @Test func reloadDataAsksAgainAndReusesTheCellsOnScreen() {
        let controller = FruitsController(fruits: Self.fruits)
        let window = show(controller)
        let table = controller.tableView
        let created = table.source.list.cellsCreated
        controller.fruits = ["Grape", "Huckleberry", "Kiwi"]
        table.reloadData()
        let lines = window.render().rows
        for (line, fruit) in zip(lines, controller.fruits) { #expect(line.contains(fruit), "\(line)") }
        #expect(!lines[3].contains("Date"))
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.source.list.cellsCreated == created, "the cells on screen were dequeued again")
        let fruitCells = table.visibleCells.compactMap { $0 as? FruitCell }
        #expect(fruitCells.count == 2 && fruitCells.allSatisfy { $0.reuses == 1 }, "each was prepared for reuse")
    }

    @Test func countsAndSelectionsBeforeTheFirstLayoutReadTheDataSource() {
        let controller = FruitsController(fruits: Self.fruits)
        let table = TableView()
        table.dataSource = controller
        #expect(table.numberOfRows(inSection: 0) == 6)
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .bottom)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(controller.cellsAsked == 0, "no cell before the table is on screen")
    }

    @Test func theDataSourceAndDelegateAreWeak() {
        let table = TableView()
        var controller: FruitsController? = FruitsController(fruits: Self.fruits)
        table.dataSource = controller
        table.delegate = controller
        controller = nil
        #expect(table.dataSource == nil)
        #expect(table.delegate == nil)
    }

    @Test func dequeuingWithoutARegistrationGivesNilOrTraps() async {
        let table = TableView()
        #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
        table.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
        #expect(table.dequeueReusableCell(withIdentifier: "Fruit") is FruitCell)
        table.register(nil, forCellReuseIdentifier: "Fruit")
        #expect(table.dequeueReusableCell(withIdentifier: "Fruit") == nil)
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = TableView().dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            }
        }
    }

    @Test func indexPathsHaveUIKitsRowsItemsAndSections() {
        var path = IndexPath(row: 4, section: 2)
        #expect(path == [2, 4])
        #expect(path.row == 4 && path.item == 4 && path.section == 2)
        #expect(IndexPath(item: 4, section: 2) == path)
        path.row = 5
        path.section = 1
        #expect(path == IndexPath(item: 5, section: 1))
    }
}
