/// A type as the key of the engine's tables (an environment's values by key type, its objects
/// by class, a node's storage by type): equal when the types are, and hashed from the type's
/// address with a shift and a multiplication. The standard hasher costs more than the rest
/// of a lookup, and every text, stack and modifier reads the environment many times an update.
struct TypeKey: Hashable {
    let id: ObjectIdentifier

    init(_ type: Any.Type) { id = ObjectIdentifier(type) }
    init(_ id: ObjectIdentifier) { self.id = id }

    static func == (a: TypeKey, b: TypeKey) -> Bool { a.id == b.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// What a table hashes: the address mixed with the table's seed, its high bits folded into
    /// the low ones that pick a bucket (addresses of type metadata differ mostly in the middle).
    func _rawHashValue(seed: Int) -> Int {
        var x = UInt64(UInt(bitPattern: id)) ^ UInt64(UInt(bitPattern: seed))
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        return Int(truncatingIfNeeded: x)
    }
}
