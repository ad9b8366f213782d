import Declarative
import Imperative
import Terminal

/// Mirrors UIHostingConfiguration: a `ListCell`'s content configuration whose content is a
/// declarative view — `cell.contentConfiguration = HostingConfiguration { InvoiceRow(…) }`,
/// with `.margins`, `.background` (a colour, or a view: `.background { Color.teal }`) and
/// `.minSize`. Its type is `HostingConfiguration<Content, Background>`, as Apple's is
/// `UIHostingConfiguration<Content, Background>`. The content sees the traits of its
/// cell and its state (`\.cellConfigurationState`, from `updated(for:)`), nothing else;
/// a control in it (a toggle) takes Enter or Space pressed on its row.
/// The one rule: cell content is a small tree of its own. It does not inherit the
/// surrounding controller's custom environment (`cell-environment`: inject values in the
/// content), and a new configuration of the same type is applied to the tree the cell
/// already has, as UIKit keeps a compatible content view: `@State` inside stays with the
/// reused cell and shows on its next item (`cell-state-reuse`: keep such state in the model,
/// or reset it with `.id(item.id)`).
@preconcurrency @MainActor
public struct HostingConfiguration<Content: View, Background: View>: ContentConfiguration {
    public let content: Content
    /// Everything but the content and the background view, in one value of a type that is not
    /// generic (`HostingConfigurationLook`).
    private(set) var look = HostingConfigurationLook()
    /// Room between the cell's edges and the content; one column at each side by default.
    public var margins: EdgeInsets { look.margins }
    /// Painted under the content; nil leaves the cell's own background (and its selection)
    /// showing. Of `background(_:)` and `background(content:)` the last one called counts.
    public var background: Color? { look.background }
    /// The view `.background { … }` shows under the whole cell; nil without one.
    public private(set) var backgroundContent: Background?
    /// The colour under the content: `background(_:)`'s, or a `Color` given as the background view.
    var backgroundColor: Color? { look.backgroundColor }
    public var minWidth: Int? { look.minWidth }
    public var minHeight: Int? { look.minHeight }
    /// The cell state of the last `updated(for:)`, which the content reads as `\.cellConfigurationState`.
    public var state: CellConfigurationState? { look.state }
    let identity: HostingConfigurationIdentity

    /// Mirrors `init(content:)`: a configuration without a background view.
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/init(content:)
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        identity = HostingConfigurationIdentity()
    }

    /// The same configuration with `background` under the content, keeping its identity.
    private init<Other: View>(_ other: HostingConfiguration<Content, Other>, background: Background) {
        content = other.content
        look = other.look
        look.background = nil
        look.backgroundColor = background as? Color
        backgroundContent = background
        identity = other.identity
    }

    /// Mirrors `background(content:)`: `content` shown under the whole cell, margins
    /// included (`.background { Color.teal }`). A colour there is the background the content's
    /// text is drawn on, as `background(_:)`'s is; another view is drawn first and the content
    /// over it.
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/background(content:)
    public func background<B: View>(@ViewBuilder content: () -> B) -> HostingConfiguration<Content, B> {
        HostingConfiguration<Content, B>(self, background: content())
    }

    /// Mirrors `.margins(_:_:)`: sets the margins of `edges` to `length` cells.
    public func margins(_ edges: Edges = .all, _ length: Int) -> Self {
        var c = self
        if edges.contains(.top) { c.look.margins.top = length }
        if edges.contains(.leading) { c.look.margins.leading = length }
        if edges.contains(.bottom) { c.look.margins.bottom = length }
        if edges.contains(.trailing) { c.look.margins.trailing = length }
        return c
    }

    /// Mirrors `.background(_:)`: a colour of the palette painted under the whole cell content.
    /// (Apple's takes any `ShapeStyle`; Seam's styles are colours.)
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/background(_:)
    public func background(_ color: Color) -> Self {
        var c = self
        c.look.background = color
        c.look.backgroundColor = color
        c.backgroundContent = nil
        return c
    }

    /// Mirrors `.minSize(width:height:)`: the least size the content asks for, margins
    /// included. A list with one-line rows still shows one line.
    public func minSize(width: Int? = nil, height: Int? = nil) -> Self {
        var c = self
        c.look.minWidth = width
        c.look.minHeight = height
        return c
    }

    public func makeContentPanel() -> any ContentPanel {
        HostingConfigurationPanel(configuration: self)
    }

    /// The same content for a new cell state: the content keeps its tree and reads the
    /// state from its environment.
    public func updated(for state: CellConfigurationState) -> Self {
        var c = self
        c.look.state = state
        return c
    }
}

/// What a hosting configuration sets besides its content and its background view. Not
/// generic, so the panel showing a configuration keeps a copy it reads at every layout and
/// draw without the generic configuration type's metadata.
struct HostingConfigurationLook {
    var margins = EdgeInsets(leading: 1, trailing: 1)
    var background: Color?
    /// The colour under the content: `background(_:)`'s, or a `Color` given as the background
    /// view (cast once, when it is given: every row asks for it at every layout).
    var backgroundColor: Color?
    var minWidth: Int?
    var minHeight: Int?
    var state: CellConfigurationState?
}

/// Which configuration this is: `updated(for:)` and the modifiers keep it (only the state or
/// a look is new); a configuration made anew gets a new one, and the cell reconciles its
/// content into the tree it has.
final class HostingConfigurationIdentity {}
