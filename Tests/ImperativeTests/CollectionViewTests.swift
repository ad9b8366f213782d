import Foundation
import Testing
import Terminal
@testable import Imperative

/// A collection view cell class: any list cell class will do, a counting one here.
@MainActor
final class TagCell: FruitCell {}

/// A screen written as UIKit code: a controller with a collection view it fills as data source
/// and answers as delegate.
@MainActor
final class TagsController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    let collectionView = CollectionView()
    var tags: [String]
    var chosen: [IndexPath] = []

    init(tags: [String]) {
        self.tags = tags
        super.init()
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    override func loadView() {
        let root = Panel()
        root.addSubview(collectionView)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(collectionView.edgeConstraints(equalTo: root.safeAreaLayoutGuide))
        setView(root)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        tags.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "#" + tags[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        chosen.append(indexPath)
    }
}

/// A collection view controller subclass as a UIKit app writes one.
@MainActor
final class ColoursController: CollectionViewController {
    let colours = ["Red", "Green", "Blue"]
    var chosen: [String] = []

    let registration = CollectionView.CellRegistration<TagCell, String> { cell, _, colour in
        var content = cell.defaultContentConfiguration()
        content.text = colour
        cell.contentConfiguration = content
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        colours.count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: colours[indexPath.item])
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        chosen.append(colours[indexPath.item])
    }
}

@MainActor
@Suite struct CollectionViewTests {
    func show(_ controller: ViewController) -> Window {
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = controller
        _ = window.render()
        return window
    }

    @Test func itemsComeFromTheDataSourceAndTheDelegateHearsAChoice() {
        let controller = TagsController(tags: (0..<50).map { "tag\($0)" })
        let window = show(controller)
        let view = controller.collectionView
        #expect(window.render().rows[0].contains("#tag0"))
        #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 50)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) is TagCell)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.reuseIdentifier == "Tag")
        window.send(.down)
        window.send(.enter)
        #expect(controller.chosen == [IndexPath(item: 1, section: 0)])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        view.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(view.indexPathsForSelectedItems == [])
        view.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .centeredVertically)
        let lines = window.render().rows
        #expect(lines.contains { $0.contains("#tag30") }, "selecting scrolls the item on screen")
        #expect(view.source.list.cellsCreated <= 13, "scrolled cells were reused")
        #expect(view.visibleCells.compactMap { $0 as? TagCell }.contains { $0.reuses > 0 })
        #expect(controller.chosen.count == 1)
    }

    @Test func aCellRegistrationConfiguresTheCellsItDequeues() {
        let view = CollectionView()
        view.frame = Rect(x: 0, y: 0, width: 30, height: 5)
        let registration = CollectionView.CellRegistration<TagCell, String> { cell, indexPath, tag in
            var content = cell.defaultContentConfiguration()
            content.text = "\(indexPath.item): \(tag)"
            cell.contentConfiguration = content
        }
        let first = view.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 0, section: 0), item: "a")
        #expect((first.contentConfiguration as? ListContentConfiguration)?.text == "0: a")
        let second = view.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 1, section: 0), item: nil)
        #expect(second !== first && second.contentConfiguration == nil, "a nil item leaves the cell as it is")
    }

    @Test func aDiffableDataSourceShowsItsSnapshot() {
        let view = CollectionView()
        let window = Window(size: Size(width: 40, height: 12))
        let controller = ViewController()
        controller.view.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(view.edgeConstraints(equalTo: controller.view.safeAreaLayoutGuide))
        window.rootViewController = controller
        let registration = CollectionView.CellRegistration<TagCell, String> { cell, _, tag in
            var content = cell.defaultContentConfiguration()
            content.text = tag
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, tag in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tag)
        }
        var snapshot = ListSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["red", "green"], toSection: 0)
        snapshot.appendItems(["blue"], toSection: 1)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        let lines = window.render().rows
        for (line, tag) in zip(lines, ["red", "green", "blue"]) { #expect(line.contains(tag), "\(line)") }
        #expect(dataSource.collectionView(view, numberOfItemsInSection: 1) == 1)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "blue")
        #expect(dataSource.indexPath(for: "green") == IndexPath(item: 1, section: 0))
        #expect(dataSource.sectionIdentifier(for: 1) == 1)
        #expect(view.numberOfItems(inSection: 1) == 1)
    }

    @Test func aCollectionViewControllerSubclassGetsTheKeys() {
        let controller = ColoursController()
        let window = show(controller)
        #expect(
            window.render().rows.prefix(3).map { $0.contains("Red") || $0.contains("Green") || $0.contains("Blue") }
                == [true, true, true])
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
        window.send(.end)
        window.send(.space)
        #expect(controller.chosen == ["Blue"])
        #expect(controller.keyHints == [KeyHint("↑↓", "select"), KeyHint("⏎", "open")])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [], "clearsSelectionOnViewWillAppear")
    }
}
