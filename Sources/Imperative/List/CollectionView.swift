import Foundation
import Terminal

/// Mirrors UICollectionViewCell. Seam's collection view has one layout, a list, so every
/// cell is a list cell (`ListCell`, UICollectionViewListCell's mirror).
public typealias CollectionViewCell = ListCell

/// Mirrors UICollectionView with a list layout: items in sections, filled by a data source
/// (`CollectionViewDataSource`) and answered by a delegate (`CollectionViewDelegate`), both
/// weak. The one rule, as in UIKit: the data source is asked for an item's cell only when it
/// comes on screen, and dequeues it by identifier (`register(_:forCellWithReuseIdentifier:)`,
/// `dequeueReusableCell(withReuseIdentifier:for:)`, or a `CellRegistration`); a cell leaving
/// the screen waits in the queue of its identifier until a dequeue takes it (`prepareForReuse()`).
///
/// It runs on the engine of `ListView`, with the keys and clicks of a `TableView`: the arrows
/// move the selection, Enter, Space or a click chooses an item (`collectionView(_:didSelectItemAt:)`).
@preconcurrency @MainActor
open class CollectionView: DataSourceListPanel {
    /// Mirrors UICollectionView.ScrollPosition. The view scrolls the least that shows a
    /// selected item, whatever the position asked.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    /// Mirrors `dataSource`: weak; setting it reads it again at the next layout.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { source.setNeedsReload() }
    }
    /// Mirrors `delegate`: weak.
    public weak var delegate: (any CollectionViewDelegate)?

    /// Mirrors `collectionViewLayout`: how the items are placed, a list (the one layout Seam has).
    public private(set) var collectionViewLayout: CollectionViewLayout

    /// Mirrors `init(frame:collectionViewLayout:)`; give it a frame or pin it.
    public convenience init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        self.init(layout: layout)
        self.frame = frame
    }

    /// A collection view with a plain list layout.
    public convenience init() {
        self.init(
            layout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        )
    }

    private init(layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(initialFrame: .zero)
        source.numberOfSections = { [unowned self] in dataSource?.numberOfSections(in: self) ?? 0 }
        source.numberOfItems = { [unowned self] in
            dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0
        }
        source.cell = { [unowned self] in dataSource?.collectionView(self, cellForItemAt: $0) ?? ListCell() }
        source.didSelect = { [unowned self] in delegate?.collectionView(self, didSelectItemAt: $0) }
    }

    // MARK: Cells

    /// Mirrors `register(_:forCellWithReuseIdentifier:)`: new cells for `identifier` are made of
    /// `cellClass` (a `CollectionViewCell` subclass); nil forgets the identifier.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return source.register(nil, for: identifier) }
        guard let type = cellClass as? CollectionViewCell.Type else {
            preconditionFailure("\(cellClass) is not a CollectionViewCell subclass: it cannot be a collection's cell")
        }
        source.register({ type.init() }, for: identifier)
    }

    /// Mirrors `dequeueReusableCell(withReuseIdentifier:for:)`: a cell of `identifier` from its
    /// queue (a reused one, `prepareForReuse()` called) or new, of the registered class. Traps,
    /// as UIKit does, when no class is registered for `identifier`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard let cell = source.dequeue(identifier) else {
            fatalError(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// Mirrors `cellForItem(at:)`: the cell of an item on screen, nil for one off screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { source.visibleCell(at: indexPath) }

    /// Mirrors `indexPath(for:)`: the item a cell on screen shows.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { source.indexPath(of: cell) }

    /// Mirrors `visibleCells`: the cells on screen, top to bottom.
    public var visibleCells: [CollectionViewCell] { source.visibleIndexPaths.compactMap(cellForItem(at:)) }

    /// Mirrors `indexPathsForVisibleItems`: the items on screen, top to bottom.
    public var indexPathsForVisibleItems: [IndexPath] { source.visibleIndexPaths }

    // MARK: Data

    /// Mirrors `numberOfItems(inSection:)`, as last read from the data source.
    public func numberOfItems(inSection section: Int) -> Int { source.itemCount(inSection: section) }

    // MARK: Selection

    /// Mirrors `indexPathsForSelectedItems`: the selected item (one: the list selects one at a
    /// time); empty before an item is first selected, when there are no items, or when it was
    /// deselected since the selection last moved.
    public var indexPathsForSelectedItems: [IndexPath]? { source.selectedIndexPath.map { [$0] } ?? [] }

    /// Mirrors `selectItem(at:animated:scrollPosition:)`: selects the item (nil deselects)
    /// without telling the delegate, and scrolls the least that shows it.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        source.select(indexPath)
    }

    /// Mirrors `deselectItem(at:animated:)`: the item is no longer reported selected until the
    /// selection moves again; it keeps the keyboard's highlight.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) { source.deselect(indexPath) }
}
