/// `.navigationBarTitleDisplayMode(_:)`: asks the bar for a large or inline title.
struct TitleDisplayModeModifier<Content: View>: ContentModifierView, PreferenceWriter {
    let content: Content
    let mode: TitleDisplayMode

    func writePreferences(into preferences: inout PreferenceValues) {
        if preferences.titleDisplayMode == nil { preferences.titleDisplayMode = mode }
    }
}

extension View {
    /// Mirrors `.navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitleDisplayMode(_ mode: TitleDisplayMode) -> some View {
        TitleDisplayModeModifier(content: self, mode: mode)
    }
}
