private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyle.inline }

extension EnvironmentValues {
    /// The style Pickers below draw in.
    public var pickerStyle: PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Mirrors `.pickerStyle(_:)`.
    public func pickerStyle(_ style: PickerStyle) -> some View {
        EnvironmentTransform(content: self) { $0.pickerStyle = style }
    }
}
