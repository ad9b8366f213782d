import Foundation

/// Mirrors UITableViewDataSource: what a `TableView` shows, asked by index path. The table
/// asks for the number of sections and rows when it loads (its first layout, `reloadData()`),
/// and for a row's cell only when the row comes on screen. `dataSource` is weak, as in UIKit.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
    /// Mirrors `numberOfSections(in:)`; 1 unless implemented.
    func numberOfSections(in tableView: TableView) -> Int
    /// Mirrors `tableView(_:numberOfRowsInSection:)`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// Mirrors `tableView(_:cellForRowAt:)`: a cell dequeued by identifier
    /// (`dequeueReusableCell(withIdentifier:for:)`) and configured for the row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// Mirrors `tableView(_:titleForHeaderInSection:)`: the title of the section's header
    /// row; nil (the default) for none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Mirrors UITableViewDelegate: what the user does to a `TableView`. `delegate` is weak.
@preconcurrency @MainActor
public protocol TableViewDelegate: AnyObject {
    /// Mirrors `tableView(_:didSelectRowAt:)`: the user chose a row — Enter or Space on the
    /// selected row, or a click on a row (a tap). Moving the selection with the arrows, or
    /// `selectRow(at:animated:scrollPosition:)`, does not call it, as in UIKit.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

/// Mirrors UICollectionViewDataSource: what a `CollectionView` shows, asked by index path,
/// as a table view's data source is. `dataSource` is weak, as in UIKit.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// Mirrors `numberOfSections(in:)`; 1 unless implemented.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// Mirrors `collectionView(_:numberOfItemsInSection:)`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// Mirrors `collectionView(_:cellForItemAt:)`: a cell dequeued by identifier
    /// (`dequeueReusableCell(withReuseIdentifier:for:)`) and configured for the item.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// Mirrors UICollectionViewDelegate: what the user does to a `CollectionView`. `delegate` is weak.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Mirrors `collectionView(_:didSelectItemAt:)`: the user chose an item (Enter, Space or a click).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
}
