/// A child's identity among its parent's children: the path from the top of a view list to it
/// (its position in each builder block, the branch of each `if`, each `.id` and `ForEach` id)
/// folded into one integer as the path is built, so an identity is made, compared and hashed
/// without an allocation. Equal paths give equal identities; two different paths give the same
/// one only if their 64-bit hashes collide.
///
/// Written as an array literal it is that path from the top: an `Int` is a position, any other
/// value an explicit id (`["root"]`, `[i, value]`).
public struct ViewID: Hashable, Sendable, ExpressibleByArrayLiteral {
    let bits: UInt64

    /// The identity of a list's top: a view that is the whole list (a body of one view).
    public static let root = ViewID(bits: 0)

    public init(arrayLiteral elements: AnyHashable...) {
        var id = ViewID.root
        for element in elements {
            if let index = element.base as? Int { id = id.child(index) } else { id = id.explicit(element) }
        }
        self = id
    }

    private init(bits: UInt64) { self.bits = bits }

    /// What a component is: kept apart, so a position and an explicit id of the same value differ.
    private enum Kind: UInt64 { case position = 1, branch, explicit, element }

    private func appending(_ component: UInt64, _ kind: Kind) -> ViewID {
        var x = bits &+ kind.rawValue &* 0x9E37_79B9_7F4A_7C15
        x = Self.mix(x) ^ component
        return ViewID(bits: Self.mix(x &+ 0x9E37_79B9_7F4A_7C15))
    }

    /// SplitMix64's finalizer: every bit of the input reaches every bit of the output.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The child at `index` of a builder block under this identity.
    public func child(_ index: Int) -> ViewID { appending(UInt64(bitPattern: Int64(index)), .position) }

    /// A builder branch (`if`, `else`, an optional's `some`) under this identity.
    func branch(_ branch: ViewList.Branch) -> ViewID { appending(UInt64(branch.rawValue), .branch) }

    /// An explicit id (`.id(_:)`, a section's part) under this identity, hashed once.
    public func explicit(_ id: some Hashable) -> ViewID { appending(Self.hash(id), .explicit) }

    /// A `ForEach` element's id under this identity, hashed once.
    func element(_ id: some Hashable) -> ViewID { appending(Self.hash(id), .element) }

    /// As `AnyHashable` hashes the value, so ids equal as `AnyHashable`s (1 and `Int8(1)`) are one.
    private static func hash(_ id: some Hashable) -> UInt64 {
        UInt64(bitPattern: Int64(AnyHashable(id).hashValue))
    }
}
