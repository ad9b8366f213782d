/// `.focused(…)`: ties the first focusable control in the content to a focus binding.
struct FocusedModifier<Content: View>: ContentModifierView, FocusBindingView {
    let content: Content
    let requested: @MainActor () -> Bool
    let report: @MainActor (Bool) -> Void

    var isRequested: Bool { requested() }
    func setFocused(_ focused: Bool) { report(focused) }
}

extension View {
    /// Mirrors `.focused(_:)`: the binding is true while the content has focus.
    public func focused(_ binding: Binding<Bool>) -> some View {
        FocusedModifier(content: self, requested: { binding.wrappedValue }, report: { binding.wrappedValue = $0 })
    }

    /// Mirrors `.focused(_:equals:)`: the binding is `value` while the content has focus.
    public func focused<V: Hashable>(_ binding: Binding<V?>, equals value: V) -> some View {
        FocusedModifier(
            content: self, requested: { binding.wrappedValue == value },
            report: { focused in
                if focused {
                    binding.wrappedValue = value
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = nil
                }
            })
    }
}
