@_spi(Reflection) import Swift

/// The stored fields of a type as its metadata describes them — name, offset, type and
/// kind — read once per type with the standard library's `_forEachField`. The engine's one
/// reflective seam: SwiftUI reads the same metadata to find a view's dynamic properties and
/// to compare a view with its previous value. Nothing here matches a type's name or looks a
/// field up by its label; a value is read at its field's offset, as the field's type.
@MainActor
enum StoredFields {
    struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
        let kind: _MetadataKind
    }

    /// A field holding a dynamic property (`@State`, `@Environment`, …): its position among
    /// the stored fields (the property's slot in the node) and how to read it.
    struct DynamicPropertyField {
        let slot: Int
        let offset: Int
        let read: @MainActor (UnsafeRawPointer) -> any DynamicProperty
    }

    private static var fieldsByType: [TypeKey: [Field]] = [:]
    private static var kindsByType: [TypeKey: _MetadataKind] = [:]
    private static var dynamicPropertiesByType: [TypeKey: [DynamicPropertyField]] = [:]

    /// A type's kind is what metadata says of a field of that type.
    private struct Holder<T> { var value: T }

    /// What kind of type `type` is: struct, class, enum, optional, tuple, function, existential, …
    static func kind(of type: Any.Type) -> _MetadataKind {
        let key = TypeKey(type)
        if let known = kindsByType[key] { return known }
        func holderKind<T>(_: T.Type) -> _MetadataKind {
            var kind = _MetadataKind.unknown
            _ = _forEachField(of: Holder<T>.self, options: []) { _, _, _, k in
                kind = k
                return false
            }
            return kind
        }
        let kind = _openExistential(type, do: holderKind)
        kindsByType[key] = kind
        return kind
    }

    /// The stored fields of a struct or tuple type, in declaration order; none for other kinds.
    static func fields(of type: Any.Type) -> [Field] {
        let key = TypeKey(type)
        if let known = fieldsByType[key] { return known }
        var fields: [Field] = []
        let kind = kind(of: type)
        if kind == .struct || kind == .tuple {
            _ = _forEachField(of: type, options: []) { name, offset, fieldType, fieldKind in
                fields.append(Field(name: String(cString: name), offset: offset, type: fieldType, kind: fieldKind))
                return true
            }
        }
        fieldsByType[key] = fields
        return fields
    }

    /// The fields of `type` that hold dynamic properties, found once per type.
    static func dynamicProperties(of type: Any.Type) -> [DynamicPropertyField] {
        let key = TypeKey(type)
        if let known = dynamicPropertiesByType[key] { return known }
        func reader<P: DynamicProperty>(_: P.Type) -> @MainActor (UnsafeRawPointer) -> any DynamicProperty {
            { $0.assumingMemoryBound(to: P.self).pointee }
        }
        var found: [DynamicPropertyField] = []
        for (slot, field) in fields(of: type).enumerated() {
            // A closure, a tuple, an existential or a metatype conforms to nothing: no cast (each
            // searches every conformance record the first time it meets a type).
            switch field.kind {
            case .function, .tuple, .existential, .metatype, .existentialMetatype: continue
            default: break
            }
            guard let property = field.type as? any DynamicProperty.Type else { continue }
            found.append(DynamicPropertyField(slot: slot, offset: field.offset, read: reader(property)))
        }
        dynamicPropertiesByType[key] = found
        return found
    }

    /// Calls `body` with each dynamic property of the view at `view`, and its slot.
    static func forEachDynamicProperty<V: View>(at view: UnsafePointer<V>, _ body: (any DynamicProperty, Int) -> Void) {
        let properties = dynamicProperties(of: V.self)
        let base = UnsafeRawPointer(view)
        for property in properties { body(property.read(base + property.offset), property.slot) }
    }
}
