import Testing
import Terminal
@testable import Imperative

/// Call shapes iOS code writes that Seam takes as UIKit does: `numberOfLines`, a collection
/// view made with a list layout, and the single bar item properties.
@MainActor
@Suite struct UIKitShapesTests {
    @Test func aLabelShowsOneLineUnlessToldOtherwise() {
        let label = LabelPanel("one\ntwo\nthree")
        #expect(label.intrinsicContentSize == Size(width: 3, height: 1), "UIKit's default is one line")
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize == Size(width: 3, height: 2))
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == Size(width: 5, height: 3))
    }

    @Test func aLabelOfSeveralLinesWrapsAtWords() {
        let window = Window(size: Size(width: 70, height: 20))
        let controller = ViewController()
        let label = LabelPanel("alpha beta gamma")
        label.numberOfLines = 0
        label.frame = Rect(x: 0, y: 0, width: 11, height: 3)
        controller.view.addSubview(label)
        window.rootViewController = controller
        let frame = window.render()
        #expect(frame.line(0).hasPrefix("alpha beta "))
        #expect(frame.line(1).hasPrefix("gamma "))
    }

    @Test func aCollectionViewIsMadeWithAListLayout() {
        let layout = CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 20, height: 5), collectionViewLayout: layout)
        #expect(view.collectionViewLayout === layout)
        #expect(layout.listConfiguration.appearance == .insetGrouped)
        #expect(view.frame == Rect(x: 0, y: 0, width: 20, height: 5))
        let plain = CollectionView().collectionViewLayout as? CollectionViewCompositionalLayout
        #expect(plain?.listConfiguration.appearance == .plain)
    }

    /// Apple: the single property is the array's first item; setting replaces the first or
    /// moves an item the array holds to the front; nil removes the first.
    @Test func theSingleBarItemIsTheFirstOfTheArray() {
        let item = NavigationItem()
        let a = BarButtonItem(title: "A", key: "a") {}
        let b = BarButtonItem(title: "B", key: "b") {}
        let c = BarButtonItem(title: "C", key: "c") {}
        item.rightBarButtonItem = a
        #expect(item.rightBarButtonItems.map(\.title) == ["A"])
        item.rightBarButtonItems = [a, b]
        item.rightBarButtonItem = c
        #expect(item.rightBarButtonItems.map(\.title) == ["C", "B"])
        item.rightBarButtonItem = b
        #expect(item.rightBarButtonItems.map(\.title) == ["B", "C"])
        item.rightBarButtonItem = nil
        #expect(item.rightBarButtonItems.map(\.title) == ["C"])
        item.leftBarButtonItem = a
        #expect(item.leftBarButtonItem === a)
    }
}
