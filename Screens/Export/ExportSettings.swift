import Observation

/// What the legacy export flow edits: one object shared by its controllers, owned by the
/// representable's coordinator for as long as the sheet is up.
@Observable
@MainActor
public final class ExportSettings {
    public enum Format: String, CaseIterable, Sendable { case pdf = "PDF", csv = "CSV", json = "JSON" }

    public var format: Format = .pdf
    public var includeNotes = true
    public let invoiceTitle: String

    public init(invoiceTitle: String) { self.invoiceTitle = invoiceTitle }
}
