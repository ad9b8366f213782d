import Foundation
import Terminal

/// Mirrors UICollectionViewController with a list layout: a controller whose view is one
/// collection view, `collectionView`, pinned to its safe area, with the controller as its
/// data source and delegate. A subclass overrides their methods
/// (`collectionView(_:numberOfItemsInSection:)`, `collectionView(_:cellForItemAt:)`,
/// `collectionView(_:didSelectItemAt:)`), as in UIKit, or gives the view a diffable data source.
/// Keys go to the collection view; the footer and help show its keys (`DataSourceListController`).
@preconcurrency @MainActor
open class CollectionViewController: DataSourceListController, CollectionViewDataSource, CollectionViewDelegate {
    /// Mirrors `collectionView`: the collection view the controller's view shows.
    public let collectionView: CollectionView

    /// A controller of a collection view with a list layout (UIKit's
    /// `init(collectionViewLayout:)` with a list configuration, the one layout Seam has).
    public init() {
        collectionView = CollectionView()
        super.init(listPanel: collectionView)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    // MARK: CollectionViewDataSource and CollectionViewDelegate

    /// None until a subclass says.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// A subclass that has items gives their cells; asked without one, the view traps.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        fatalError("\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:)")
    }

    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
}
