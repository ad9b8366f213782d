@_spi(Reflection) import Swift

/// How the engine tells whether a value changed — a view against its previous value (so a
/// composite child whose parent re-rendered can keep its body), an environment value, a
/// representable's inputs — through what types declare: `Equatable` values compare with
/// `==`, objects by identity, optionals and `if`/`else` by their payloads, existentials by their dynamic
/// values, other structs and tuples field by field (`StoredFields`), and dynamic properties
/// in those fields are equal (their storage lives in the node) — except an `@ObservedObject`, an input
/// equal only while it holds the same object. A closure is equal only to itself (a view
/// handed down unchanged), so one a body made again counts as changed; comparing inputs
/// leaves closures out. No depth limit: each type's comparison is built once
/// from its declaration, and a struct cannot contain itself.
@MainActor
package enum ViewEquality {
    /// What a closure field counts as: changed (a view's action may capture new state), or
    /// nothing (a representable's inputs are its values, not its callbacks).
    package enum Closures { case changed, ignored }

    /// Compares two values of one type where they are stored.
    typealias Comparison = @MainActor (UnsafeRawPointer, UnsafeRawPointer, Closures) -> Bool

    /// Where the values compared are, which decides what they are asked (every conformance
    /// asked of a type searches every conformance record the first time): what a view's field
    /// holds may be a dynamic property, equal whatever its value (its storage lives in the node);
    /// a value compared whole (a view against its previous value, an environment value, a
    /// representable's inputs) is not one, and is not asked.
    enum Context { case field, whole }

    private static var fieldComparisons: [TypeKey: Comparison] = [:]
    private static var wholeComparisons: [TypeKey: Comparison] = [:]

    /// True when `a` and `b` are of one type and equal as that type declares, compared whole.
    package static func equal(_ a: Any, _ b: Any, closures: Closures = .changed) -> Bool {
        equal(a, b, closures: closures, in: .whole)
    }

    /// True when the values at `a` and `b` are equal as their type declares, compared whole:
    /// what `equal` does for two values whose type is known, without boxing them to learn it.
    static func equalValues<T>(at a: UnsafePointer<T>, _ b: UnsafePointer<T>) -> Bool {
        comparison(of: T.self, in: .whole)(UnsafeRawPointer(a), UnsafeRawPointer(b), .changed)
    }

    private static func equal(_ a: Any, _ b: Any, closures: Closures, in context: Context) -> Bool {
        // `type(of:)` sees through an existential held in an existential (a field of type
        // `any View` read generically); the casts below unwrap it the same way.
        let dynamicType = type(of: a)
        guard dynamicType == type(of: b) else { return false }
        func compare<D>(_: D.Type) -> Bool {
            guard let a = a as? D, let b = b as? D else { return false }
            let comparison = comparison(of: D.self, in: context)
            return withUnsafePointer(to: a) { pa in
                withUnsafePointer(to: b) { pb in comparison(UnsafeRawPointer(pa), UnsafeRawPointer(pb), closures) }
            }
        }
        return _openExistential(dynamicType, do: compare)
    }

    /// The comparison of values of `type` held in fields, built once per type.
    static func comparison(for type: Any.Type) -> Comparison { comparison(of: type, in: .field) }

    /// The comparison of values of `type` in `context`, built once per type and context.
    static func comparison(of type: Any.Type, in context: Context) -> Comparison {
        let key = TypeKey(type)
        if let known = context == .field ? fieldComparisons[key] : wholeComparisons[key] { return known }
        func make<T>(_: T.Type) -> Comparison { makeComparison(T.self, in: context) }
        let made = _openExistential(type, do: make)
        if context == .field { fieldComparisons[key] = made } else { wholeComparisons[key] = made }
        return made
    }

    private static func makeComparison<T>(_: T.Type, in context: Context) -> Comparison {
        // The kind first, for each cast searches every conformance record the first time it
        // meets a type: a closure, a metatype or an existential conforms to none of the
        // protocols below, and an optional compares its payloads as its `==` would. Then the
        // casts, fewest first: only a dynamic property is asked whether it is an object input,
        // and no `CustomComparison` type is a dynamic property or `Equatable`, so the order
        // decides nothing.
        let kind = StoredFields.kind(of: T.self)
        switch kind {
        case .metatype, .existentialMetatype: return bytewise(T.self)
        case .function:
            // A closure is equal only to itself: the same function with the same captured
            // context, as a view copied from its node holds. A body evaluated again makes new
            // contexts for what it captures, so its closures count as changed.
            let size = MemoryLayout<T>.size
            return { a, b, closures in
                closures == .ignored
                    || UnsafeRawBufferPointer(start: a, count: size).elementsEqual(
                        UnsafeRawBufferPointer(start: b, count: size))
            }
        case .optional:
            guard let optional = T.self as? any OptionalPayload.Type else { return { _, _, _ in false } }
            return optional.payloadComparison(in: context)
        case .existential:
            return { a, b, closures in
                equal(
                    a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee,
                    closures: closures, in: context)
            }
        default:
            break
        }
        if context == .field, let property = T.self as? any DynamicProperty.Type {
            if let input = property as? any ObjectInputProperty.Type { return comparison(ofObjectIn: input) }
            return { _, _, _ in true }
        }
        if let equatable = T.self as? any Equatable.Type { return comparison(equating: equatable) }
        // The types with a comparison of their own are structs (a builder's block and `if`/`else`).
        if kind == .struct, let custom = T.self as? any CustomComparison.Type { return custom.customComparison() }
        switch kind {
        case .class, .foreignClass, .objcClassWrapper:
            // A reference is equal when it is the same one.
            return bytewise(T.self)
        case .struct, .tuple:
            let fields = StoredFields.fields(of: T.self).map { (offset: $0.offset, compare: comparison(for: $0.type)) }
            return { a, b, closures in
                fields.allSatisfy { $0.compare(a + $0.offset, b + $0.offset, closures) }
            }
        default:
            // An enum that is not Equatable: its payload cannot be compared, so it changed.
            return { _, _, _ in false }
        }
    }

    /// Equal when the two values are the same bytes: the same reference, the same metatype.
    private static func bytewise<T>(_: T.Type) -> Comparison {
        let size = MemoryLayout<T>.size
        return { a, b, _ in
            UnsafeRawBufferPointer(start: a, count: size).elementsEqual(UnsafeRawBufferPointer(start: b, count: size))
        }
    }

    /// An `@ObservedObject` is equal when it holds the same object.
    private static func comparison<P: ObjectInputProperty>(ofObjectIn _: P.Type) -> Comparison {
        { a, b, _ in
            a.assumingMemoryBound(to: P.self).pointee.inputObject
                === b.assumingMemoryBound(to: P.self).pointee.inputObject
        }
    }

    private static func comparison<E: Equatable>(equating _: E.Type) -> Comparison {
        { a, b, _ in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
    }
}

/// An optional compares its payloads: nil with nil, and two values as their type does.
protocol OptionalPayload {
    @MainActor static func payloadComparison(in context: ViewEquality.Context) -> ViewEquality.Comparison
}

extension Optional: OptionalPayload {
    @MainActor static func payloadComparison(in context: ViewEquality.Context) -> ViewEquality.Comparison {
        let wrapped = ViewEquality.comparison(of: Wrapped.self, in: context)
        return { a, b, closures in
            switch (a.assumingMemoryBound(to: Self.self).pointee, b.assumingMemoryBound(to: Self.self).pointee) {
            case (nil, nil): return true
            case (let x?, let y?):
                return withUnsafePointer(to: x) { px in
                    withUnsafePointer(to: y) { py in wrapped(UnsafeRawPointer(px), UnsafeRawPointer(py), closures) }
                }
            default: return false
            }
        }
    }
}

/// A type compared otherwise than field by field: a view builder's `if`/`else` (an enum)
/// and block (its children in a box).
protocol CustomComparison {
    @MainActor static func customComparison() -> ViewEquality.Comparison
}

/// A view builder's `if`/`else`: equal when the same branch holds equal content.
extension ConditionalContent: CustomComparison {
    @MainActor static func customComparison() -> ViewEquality.Comparison {
        let first = ViewEquality.comparison(for: TrueContent.self)
        let second = ViewEquality.comparison(for: FalseContent.self)
        return { a, b, closures in
            switch (
                a.assumingMemoryBound(to: Self.self).pointee.storage,
                b.assumingMemoryBound(to: Self.self).pointee.storage
            ) {
            case (.first(let x), .first(let y)):
                return withUnsafePointer(to: x) { px in
                    withUnsafePointer(to: y) { py in first(UnsafeRawPointer(px), UnsafeRawPointer(py), closures) }
                }
            case (.second(let x), .second(let y)):
                return withUnsafePointer(to: x) { px in
                    withUnsafePointer(to: y) { py in second(UnsafeRawPointer(px), UnsafeRawPointer(py), closures) }
                }
            default:
                return false
            }
        }
    }
}
