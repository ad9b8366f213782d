/// Mirrors SwiftUI's DismissAction, read as `@Environment(\.dismiss)`: calling it closes
/// the sheet the view is in. Outside a sheet it does whatever the host installed
/// (nothing by default) — on a pushed host, dismissing does nothing: pop instead.
public struct DismissAction: Equatable, Sendable {
    private final class Token: Sendable {}
    private let token = Token()
    private let action: @MainActor @Sendable () -> Void

    public init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

    @MainActor
    public func callAsFunction() { action() }

    public static func == (a: DismissAction, b: DismissAction) -> Bool { a.token === b.token }
}
