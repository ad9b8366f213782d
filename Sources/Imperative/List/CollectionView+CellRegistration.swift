import Foundation

extension CollectionView {
    /// Mirrors UICollectionView.CellRegistration: a cell class and the handler that configures
    /// a cell of it for an item. Dequeued with `dequeueConfiguredReusableCell(using:for:item:)`,
    /// which registers the class under the registration's own identifier the first time.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Mirrors `Handler`: configures a cell for the item at the index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler

        /// Mirrors `init(handler:)`.
        public init(handler: @escaping Handler) {
            identifier = "CellRegistration." + UUID().uuidString
            self.handler = handler
        }
    }

    /// Mirrors `dequeueConfiguredReusableCell(using:for:item:)`: a cell of the registration's
    /// class (reused or new), given to its handler with the item (not when `item` is nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if !source.isRegistered(registration.identifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
