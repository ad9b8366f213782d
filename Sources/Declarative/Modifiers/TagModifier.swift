/// `.tag(_:)`: the value a Picker option stands for.
struct TagModifier<Content: View>: ContentModifierView {
    let content: Content
    let tag: AnyHashable
}

extension View {
    /// Mirrors `.tag(_:)`.
    public func tag<T: Hashable>(_ tag: T) -> some View { TagModifier(content: self, tag: AnyHashable(tag)) }
}
