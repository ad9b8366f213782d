import Foundation
import Declarative
import Hosting
import Observation

/// The app's settings, shared by both worlds: the locale that formats money everywhere and
/// the appearance override. Hosted screens see the locale through an environment bridge
/// (`bridge { … }`), so a change reaches hosts that already exist without a new `rootView`.
/// Imperative screens read it directly, observing it as they observe the ledger.
@Observable
@MainActor
public final class AppSettings {
    /// The locales the Settings picker offers.
    public static let locales = ["en_US", "fr_FR", "ja_JP"]

    /// The locale identifier money is formatted with (`en_US`, `fr_FR`, `ja_JP`).
    public var locale = "en_US"
    /// The appearance chosen in Settings (`system` follows the terminal's scheme).
    public var appearance = Appearance.system

    public init() {}

    /// `content` as a host's root view, its environment's `locale` following this object live.
    public func bridge<Content: View>(@ViewBuilder _ content: () -> Content) -> EnvironmentBridge<AppSettings, Content>
    {
        EnvironmentBridge(
            self, inject: { settings, values in values.set(\.locale, Locale(identifier: settings.locale)) },
            content: content)
    }
}
