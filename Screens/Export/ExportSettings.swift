import Declarative

/// What the export flow edits, an `ObservableObject` as the flow was written before the
/// app adopted Observation: the export sheet owns it (`@StateObject`), the legacy
/// controllers inside subscribe to `objectWillChange`, and the migrated summary under them
/// reads it from the environment.
@MainActor
public final class ExportSettings: ObservableObject {
    public enum Format: String, CaseIterable, Sendable { case pdf = "PDF", csv = "CSV", json = "JSON" }

    @Published public var format: Format = .pdf
    @Published public var includeNotes = true
    public let invoiceTitle: String
    /// The invoice's number, as the exported file is named.
    let invoiceNumber: String

    public init(invoiceTitle: String) {
        self.invoiceTitle = invoiceTitle
        invoiceNumber = invoiceTitle.split(separator: "#").last.map(String.init) ?? invoiceTitle
    }

    /// `invoice-00042.pdf`: where the export goes.
    public var fileName: String { "invoice-\(invoiceNumber).\(format.rawValue.lowercased())" }
}
