import Foundation

/// A cell's character as plain data: its UTF-8 bytes inline, up to fifteen (every character
/// a terminal cell shows in practice: letters, box drawing, CJK, most emoji), a longer cluster
/// by its place in a table shared by the process. A cell is then plain data, so a frame
/// copies its cells as bytes and compares them as bytes — what the draw phase and the frame
/// diff do with every cell of every frame.
public struct Glyph: Hashable, Sendable {
    /// Bytes 0–7 of the UTF-8, or the index of a long cluster.
    private var low: UInt64
    /// Bytes 8–14 of the UTF-8 in the low seven bytes; the byte count (or `longMark`) in the top byte.
    private var high: UInt64

    private static let longMark: UInt64 = 0xFF

    /// One printable ASCII byte: what most cells hold, made without forming a `Character`.
    public init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    /// A character of one scalar, as `init(_:)` makes it from `Character(scalar)`, without forming one.
    public init(scalar: Unicode.Scalar) {
        var low: UInt64 = 0, count = 0
        UTF8.encode(scalar) { b in
            low |= UInt64(b) << (8 * count)
            count += 1
        }
        self.low = low
        high = UInt64(count) << 56
    }

    public init(_ character: Character) {
        let utf8 = character.utf8
        guard utf8.count <= 15 else {
            low = UInt64(Self.long.index(of: character))
            high = Self.longMark << 56
            return
        }
        var low: UInt64 = 0, high: UInt64 = 0
        for (i, b) in utf8.enumerated() {
            if i < 8 { low |= UInt64(b) << (8 * i) } else { high |= UInt64(b) << (8 * (i - 8)) }
        }
        self.low = low
        self.high = high | UInt64(utf8.count) << 56
    }

    public var character: Character {
        let count = Int(high >> 56)
        if UInt64(count) == Self.longMark { return Self.long.character(at: Int(low)) }
        var bytes = (low, high & 0x00FF_FFFF_FFFF_FFFF)
        return withUnsafeBytes(of: &bytes) { raw in
            Character(String(decoding: UnsafeRawBufferPointer(rebasing: raw.prefix(count)), as: UTF8.self))
        }
    }

    /// The number of UTF-8 bytes of the character (a long cluster: more than fifteen).
    public var byteCount: Int {
        let count = Int(high >> 56)
        return UInt64(count) == Self.longMark ? character.utf8.count : count
    }

    /// Appends the character's UTF-8 to `bytes`, without forming a `Character` unless it is long.
    public func appendUTF8(to bytes: inout [UInt8]) {
        let count = Int(high >> 56)
        if UInt64(count) == Self.longMark {
            bytes.append(contentsOf: character.utf8)
            return
        }
        for i in 0..<count {
            bytes.append(UInt8(truncatingIfNeeded: i < 8 ? low >> (8 * i) : high >> (8 * (i - 8))))
        }
    }

    /// True for the one-byte space, which most cells of a frame hold.
    public var isSpace: Bool { low == 0x20 && high == 1 << 56 }

    /// Clusters longer than fifteen bytes (long emoji sequences), each stored once.
    private static let long = LongClusters()

    /// The table of long clusters; any thread may draw, so it is read and written under a lock.
    private final class LongClusters: @unchecked Sendable {
        private let lock = NSLock()
        private var characters: [Character] = []
        private var indices: [Character: Int] = [:]

        func index(of character: Character) -> Int {
            lock.withLock {
                if let i = indices[character] { return i }
                characters.append(character)
                indices[character] = characters.count - 1
                return characters.count - 1
            }
        }

        func character(at index: Int) -> Character { lock.withLock { characters[index] } }
    }
}
