/// Mirrors UICollectionViewLayout: how a collection view places its items. Seam's collection
/// views are lists, so the one layout there is is `CollectionViewCompositionalLayout.list(using:)`.
@preconcurrency @MainActor
open class CollectionViewLayout {
    public init() {}
}

/// Mirrors UICollectionViewCompositionalLayout in its list form, the layout collection-view
/// list code creates: `UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)).
@preconcurrency @MainActor
public final class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// The list configuration the layout was made with.
    public let listConfiguration: CollectionLayoutListConfiguration

    init(listConfiguration: CollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// Mirrors `list(using:)`: a layout of one list section per section of the data.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout
    {
        CollectionViewCompositionalLayout(listConfiguration: configuration)
    }
}

/// Mirrors UICollectionLayoutListConfiguration: the appearance a list layout is made with. A
/// terminal draws every appearance as Seam's list, one row a line with section headers from the
/// data source (Seam's choice: the grouped and sidebar looks are pixels and insets).
public struct CollectionLayoutListConfiguration: Sendable {
    /// Mirrors `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }

    public var appearance: Appearance
    /// Mirrors `showsSeparators`; Seam's rows have no separators to show.
    public var showsSeparators = true

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
