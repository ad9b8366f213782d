import Imperative

/// The list host the tests show: a `ListViewController` of the numbers `1...count` as item
/// identifiers, in one unnamed section, configured when it is made (so a test may replace
/// the provider or the snapshot before the first frame). By default a row says what
/// `content` holds for its number, else `Item n`.
@MainActor
open class ListHostController: ListViewController<String, Int> {
    /// What each row says, by number, for the default provider; `Item n` for the others.
    public var content: [Int: String] = [:]

    public init(count: Int, title: String? = nil, provider: ((ListCell, Int) -> Void)? = nil) {
        super.init()
        if let title { self.title = title }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems(in: 1..<(count + 1))
        list.cellProvider =
            provider ?? { [unowned self] cell, number in
                cell.contentConfiguration = ListContentConfiguration(text: content[number] ?? "Item \(number)")
            }
        list.apply(snapshot)
    }
}
