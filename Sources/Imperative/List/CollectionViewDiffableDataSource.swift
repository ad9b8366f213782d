import Foundation

/// Mirrors UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: the
/// data source of a `CollectionView` that shows a snapshot (`ListSnapshot`), with a cell
/// provider called for each item that comes on screen (often through a `CellRegistration`).
/// The init connects it as the view's data source, which is weak: keep it, as in UIKit.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, CollectionViewDataSource
{
    /// Mirrors `CellProvider`: a cell for the item at the index path, dequeued from the view.
    public typealias CellProvider =
        @MainActor (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?

    /// Mirrors `init(collectionView:cellProvider:)`: becomes the view's data source.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init(list: collectionView.source)
        collectionView.dataSource = self
    }

    private let cellProvider: CellProvider

    // MARK: CollectionViewDataSource

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCount(inSection: section)
    }

    open func numberOfSections(in collectionView: CollectionView) -> Int { sectionCount }

    /// The cell provider's cell for the item. Traps when it returns nil, as UIKit does.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item)
        else {
            fatalError("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
        }
        return cell
    }
}
