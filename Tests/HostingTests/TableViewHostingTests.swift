import Declarative
import Foundation
import Imperative
import Testing
import Terminal
@testable import Hosting

/// A UIKit table whose cells show SwiftUI rows (`UIHostingConfiguration`), as an app
/// migrating its table view cells writes them.
@MainActor
final class HostedRowsController: TableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Row")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.contentConfiguration = HostingConfiguration { StateReadingRow(number: indexPath.row) }
        return cell
    }
}

@MainActor
@Suite struct TableViewHostingTests {
    @Test func hostedRowsOfADequeuedCellSeeTheCellsStateAfterReuse() {
        let controller = HostedRowsController()
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = controller
        var lines = window.render().rows
        #expect(lines[0].contains("0 selected") && lines[1].contains("1 plain"), "\(lines[0]) / \(lines[1])")
        for _ in 0..<25 {
            window.send(.down)
            _ = window.render()
        }
        lines = window.render().rows
        let selected = lines.filter { $0.contains("selected") }
        #expect(selected.count == 1 && selected[0].contains("25 selected"), "\(selected)")
        #expect(lines.contains { $0.contains("24 plain") })
        #expect(controller.tableView.visibleCells.count <= 11)
    }
}
