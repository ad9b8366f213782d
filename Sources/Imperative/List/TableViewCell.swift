/// Mirrors UITableViewCell: a row of a `TableView`, made by the table from the class
/// registered for its reuse identifier and reused for other rows as the table scrolls. It is
/// a `ListCell`, so its content is a content configuration (`defaultContentConfiguration()`,
/// `contentConfiguration`), its looks for a state come from `configurationUpdateHandler`, and
/// `prepareForReuse()` runs when a dequeue takes it from its queue.
///
/// A subclass that overrides `init(style:reuseIdentifier:)` marks it `required` (Swift can
/// make an instance of a class it is given at run time only through a required initializer).
@preconcurrency @MainActor
open class TableViewCell: ListCell {
    /// Mirrors UITableViewCell.CellStyle. Every style shows the cell's content configuration:
    /// a `ListContentConfiguration` draws its text, secondary text and trailing value as the
    /// row's width allows.
    public enum CellStyle: Int, Hashable, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The style the cell was made with.
    public let style: CellStyle

    /// Mirrors `init(style:reuseIdentifier:)`: a table makes a registered class's cells with
    /// `.default` and the identifier they were registered for.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        super.init()
        self.reuseIdentifier = reuseIdentifier
    }

    /// A cell of the default style, without a reuse identifier.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }
}
