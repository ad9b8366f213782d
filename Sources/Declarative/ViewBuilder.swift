/// Mirrors SwiftUI's ViewBuilder: any number of children through parameter packs,
/// `if`/`else`, `if let`, `switch`, optionals and `for` loops (rows identified by position).
@resultBuilder
@preconcurrency @MainActor
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> V { view }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<V: View>(_ view: V) -> V { view }
    public static func buildBlock<each V: View>(_ views: repeat each V) -> TupleView<repeat each V> {
        TupleView(repeat each views)
    }
    public static func buildOptional<V: View>(_ view: V?) -> V? { view }
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { .init(.first(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { .init(.second(second)) }
    public static func buildArray<V: View>(_ views: [V]) -> ForEach<Range<Int>, Int, V> {
        ForEach(views.indices) { views[$0] }
    }
    public static func buildLimitedAvailability<V: View>(_ view: V) -> AnyView { AnyView(view) }
}
