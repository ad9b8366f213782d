/// `.navigationTitle(_:)`: tells the host the title of this screen, as SwiftUI's
/// preference does; the hosting controller puts it in the imperative bar.
struct NavigationTitleModifier<Content: View>: ContentModifierView, PreferenceWriter {
    let content: Content
    let title: String

    func writePreferences(into preferences: inout PreferenceValues) {
        if preferences.navigationTitle == nil { preferences.navigationTitle = title }
    }
}

extension View {
    public func navigationTitle(_ title: String) -> some View {
        NavigationTitleModifier(content: self, title: title)
    }
}
