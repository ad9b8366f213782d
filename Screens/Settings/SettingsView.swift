import Declarative
import Lessons
import Terminal

/// The hosted Settings screen, pushed from Account. The locale picker writes the shared
/// settings, and every host bridged to them (this one too) sees the new `locale` at once;
/// the appearance picker hands the choice to the imperative side through
/// `onAppearanceChange`, which sets `overrideUserInterfaceStyle`. Below, the environment
/// exactly as this view reads it: the traits and the locale.
public struct SettingsView: View {
    let settings: AppSettings
    let onAppearanceChange: @MainActor (Appearance) -> Void
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.locale) private var locale

    public init(settings: AppSettings, onAppearanceChange: @escaping @MainActor (Appearance) -> Void) {
        self.settings = settings
        self.onAppearanceChange = onAppearanceChange
    }

    private var localeSelection: Binding<String> {
        let settings = self.settings
        return Binding(get: { settings.locale }, set: { settings.locale = $0 })
    }

    private var appearanceSelection: Binding<Appearance> {
        let settings = self.settings, apply = onAppearanceChange
        return Binding(
            get: { settings.appearance },
            set: {
                settings.appearance = $0; apply($0)
            })
    }

    private var environmentRows: [(String, String)] {
        [
            ("colorScheme", colorScheme.rawValue),
            ("horizontalSizeClass", horizontalSizeClass?.rawValue ?? "none"),
            ("verticalSizeClass", verticalSizeClass?.rawValue ?? "none"),
            ("dynamicTypeSize", dynamicTypeSize.rawValue),
            ("layoutDirection", layoutDirection.rawValue),
            ("legibilityWeight", legibilityWeight?.rawValue ?? "regular"),
            ("accessibilityReduceMotion", reduceMotion ? "on" : "off"),
            ("locale", locale.identifier),
        ]
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 1) {
                VStack(alignment: .leading) {
                    Picker("Locale", selection: localeSelection) {
                        Text("en_US").tag("en_US")
                        Text("fr_FR").tag("fr_FR")
                        Text("ja_JP").tag("ja_JP")
                    }
                    Text("Money looks like " + Money.format(cents: 123_456_78, locale: locale)).foregroundStyle(
                        .secondary)
                    // Today as the locale writes it: `Text(_:style:)` reads the environment's locale.
                    HStack(spacing: 0) {
                        Text("Dates look like ")
                        Text(SystemClock.now, style: .date)
                    }
                    .foregroundStyle(.secondary)
                }
                Picker("Appearance", selection: appearanceSelection) {
                    Text(Appearance.system.title).tag(Appearance.system)
                    Text(Appearance.light.title).tag(Appearance.light)
                    Text(Appearance.dark.title).tag(Appearance.dark)
                }
                VStack(alignment: .leading) {
                    Text("Environment of this view").font(.headline)
                    ForEach(environmentRows, id: \.0) { row in
                        HStack(alignment: .top) {
                            Text(row.0).font(.caption).foregroundStyle(.secondary).frame(width: 26, alignment: .leading)
                            Text(row.1)
                        }
                    }
                }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
            .padding(.top)
        }
        .navigationTitle("Settings")
    }
}
