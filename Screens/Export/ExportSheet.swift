import Declarative

/// The export sheet's content: it owns the export settings as a `@StateObject` (made once,
/// when the sheet first shows, and kept while it is up), hands them to the legacy flow
/// through the representable, and to the migrated summary line below it through
/// `.environmentObject(_:)`.
public struct ExportSheet: View {
    @StateObject private var settings: ExportSettings
    let onDone: @MainActor () -> Void

    public init(invoiceTitle: String, onDone: @escaping @MainActor () -> Void) {
        _settings = StateObject(wrappedValue: ExportSettings(invoiceTitle: invoiceTitle))
        self.onDone = onDone
    }

    public var body: some View {
        VStack(alignment: .leading) {
            ExportFlow(settings: settings, onDone: onDone)
            ExportSummary()
        }
        .environmentObject(settings)
    }
}

/// The one migrated line of the export sheet: what Done will write, re-rendered whenever the
/// settings announce a change (from the legacy controllers above it).
struct ExportSummary: View {
    @EnvironmentObject private var settings: ExportSettings

    var body: some View {
        HStack(spacing: 1) {
            Text("Saves").foregroundStyle(.secondary)
            ExportFileName(settings: settings)
            Text(settings.includeNotes ? "with notes" : "without notes").foregroundStyle(.secondary)
        }
        .padding(.horizontal, 1)
    }
}

/// The file an export writes, `invoice-00042.pdf`, for the settings it is given.
struct ExportFileName: View {
    @ObservedObject var settings: ExportSettings

    var body: some View { Text(settings.fileName).bold() }
}
