import Terminal

/// Mirrors SwiftUI's EnvironmentKey: a key type with the value used when nobody set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// False for a value that only drawing reads (a colour, a colour scheme, bold): when
    /// nothing else changed, a new value draws the tree again without placing it again, as
    /// UIKit redraws for a trait that `affectsColorAppearance`. True (the default) for
    /// everything a size or a position can depend on. A body that reads the value is evaluated
    /// again either way, and what it returns is placed again.
    static var affectsLayout: Bool { get }
    /// True for a key that bridges a trait (Hosting's `TraitBridgedEnvironmentKey` says so):
    /// only such a key, where nobody set it, asks the environment's fallback (a host's traits)
    /// before its default. False for every other key, so reading one costs no more than a lookup.
    static var bridgesTrait: Bool { get }
}

extension EnvironmentKey {
    public static var affectsLayout: Bool { true }
    public static var bridgesTrait: Bool { false }
}

/// Mirrors SwiftUI's EnvironmentValues: values flowing down the view tree, keyed by
/// the key type (`TypeKey`). Each node's environment is computed once, on the way
/// down; reading never walks parents. Observable objects are stored by their type.
public struct EnvironmentValues: CustomStringConvertible {
    /// Everything an environment holds, in one object shared by its copies until one of them
    /// changes (copy on write): every node keeps two environments and every update hands them
    /// down, so a copy retains one object instead of three tables and a fallback, and two
    /// environments with one storage are equal without a look inside.
    private final class Storage {
        /// Each value in a box of its key's value type: a copy of a table retains boxes instead
        /// of copying existentials, a read is an unchecked downcast instead of a dynamic cast,
        /// and environments handed down unchanged compare box by box by identity.
        ///
        /// Unchecked: a storage is changed only by the environment that holds it alone
        /// (`uniqueStorage`), so no access overlaps another, and every read is on a hot path.
        @exclusivity(unchecked) var values: [TypeKey: AnyEnvironmentBox] = [:]
        @exclusivity(unchecked) var objects: [TypeKey: AnyObject] = [:]
        @exclusivity(unchecked) var sources = EnvironmentSources()
        @exclusivity(unchecked) var fallback: AnyEnvironmentFallback?
        /// `textStyle` as worked out from these values, once: every text reads it as it is
        /// measured and drawn, and it reads eight keys.
        @exclusivity(unchecked) var textStyle: Style?

        init() {}

        /// Which writes of what a size can depend on this storage has seen (`layoutStamp`).
        @exclusivity(unchecked) var layoutStamp: UInt64 = 0

        init(copying other: Storage) {
            values = other.values
            objects = other.objects
            sources = other.sources
            fallback = other.fallback
            layoutStamp = other.layoutStamp
        }

        /// The storage of every environment made empty, copied on its first change.
        nonisolated(unsafe) static let empty = Storage()
    }

    private var storage = Storage.empty

    private var values: [TypeKey: AnyEnvironmentBox] { storage.values }
    private var objects: [TypeKey: AnyObject] { storage.objects }
    /// Where each explicitly set value came from, by its key path, for the inspector.
    public var sources: [AnyKeyPath: EnvironmentValueSource] { storage.sources.dictionary }
    /// Where a key nobody set takes its value from before its default (`EnvironmentFallback`).
    private var fallback: AnyEnvironmentFallback? { storage.fallback }

    public init() {}

    /// The storage, this environment's own before it changes.
    private mutating func uniqueStorage() -> Storage {
        if isKnownUniquelyReferenced(&storage) {
            storage.textStyle = nil
        } else {
            storage = Storage(copying: storage)
        }
        return storage
    }

    /// `make()`, worked out once for this environment's values (and kept until one changes).
    func cachedTextStyle(_ make: () -> Style) -> Style {
        if let known = storage.textStyle { return known }
        let style = make()
        storage.textStyle = style
        return style
    }

    /// Sets where keys nobody set take their values from: a host's traits, for the keys that
    /// bridge them.
    package mutating func setFallback(_ fallback: some EnvironmentFallback) {
        let storage = uniqueStorage()
        storage.fallback = AnyEnvironmentFallback(base: fallback)
        storage.layoutStamp = Self.nextLayoutStamp()
    }

    /// Changes whenever a value a size or a position can depend on is written (a key that
    /// `affectsLayout`, an object, the fallback), even with an equal value; a copy keeps its
    /// original's. Two environments with one stamp hold the same such values, so a node handed
    /// an environment with its old stamp keeps the sizes it measured (`ViewNode.sizeThatFits`).
    package var layoutStamp: UInt64 { storage.layoutStamp }

    /// Gives this environment's storage the stamp of `other`, whose values a size can depend on
    /// are the same (`changesLayout(from:)` is false): every environment sharing the storage
    /// holds those values, so each keeps "equal stamps, equal such values" true.
    package func adoptLayoutStamp(of other: EnvironmentValues) {
        storage.layoutStamp = other.storage.layoutStamp
    }

    nonisolated(unsafe) private static var lastLayoutStamp: UInt64 = 0
    private static func nextLayoutStamp() -> UInt64 {
        lastLayoutStamp &+= 1
        return lastLayoutStamp
    }

    /// Stores `box` under `key`, stamping the storage when the key can change a size.
    @inline(__always)
    private mutating func store<K: EnvironmentKey>(_ box: EnvironmentBox<K.Value>, for key: K.Type) {
        let storage = uniqueStorage()
        storage.values[TypeKey(key)] = box
        if K.affectsLayout { storage.layoutStamp = Self.nextLayoutStamp() }
    }

    /// A value of a key that is neither `Equatable` nor a class is stored at every write. An
    /// object is the same value when it is the same object, as `ViewEquality` compares an object
    /// in a view: writing the one stored leaves the storage shared (a
    /// `.environment(\.navigator, navigator)` given the same navigator at every update). Seam's
    /// choice: Apple does not document how SwiftUI compares environment values.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { value(of: key) }
        set {
            let isObject = K.Value.self is AnyObject.Type
            Self.noteWrite(.value, ObjectIdentifier(key), comparable: isObject)
            if isObject, let box = values[TypeKey(key)],
                Self.isSameObject(unsafeDowncast(box, to: EnvironmentBox<K.Value>.self).value, newValue)
            {
                return
            }
            store(EnvironmentBox(newValue, of: K.self), for: key)
        }
    }

    /// True when `a` and `b`, references of one class type, are one object: the references
    /// compared as they are, without bridging either to `AnyObject`.
    private static func isSameObject<T>(_ a: T, _ b: T) -> Bool {
        withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
    }

    /// A value of an `Equatable` key is stored only when it differs from the one stored: an
    /// unchanged write (a stack setting its axis on every update) leaves the storage shared
    /// with the environment it was copied from instead of copying it.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value where K.Value: Equatable {
        get { value(of: key) }
        set {
            Self.noteWrite(.value, ObjectIdentifier(key))
            if let box = values[TypeKey(key)],
                unsafeDowncast(box, to: EnvironmentBox<K.Value>.self).value == newValue
            {
                return
            }
            store(EnvironmentBox(newValue, of: K.self), for: key)
        }
    }

    private func value<K: EnvironmentKey>(of key: K.Type) -> K.Value {
        guard let box = values[TypeKey(key)] else {
            guard K.bridgesTrait, let fallback else { return K.defaultValue }
            return fallback.value(for: key) ?? K.defaultValue
        }
        // Only the setters store under `TypeKey(K.self)`, always a box of `K.Value`.
        return unsafeDowncast(box, to: EnvironmentBox<K.Value>.self).value
    }

    /// Every value set in this environment for a key that bridges a trait, with its key type
    /// (a host writes them into a representable's traits).
    package func forEachBridgedValue(_ body: (_ key: Any.Type, _ value: Any) -> Void) {
        for box in values.values where box.bridgesTrait { body(box.key, box.anyValue) }
    }

    /// Records where the value at `keyPath` came from.
    public mutating func setSource(_ source: EnvironmentValueSource, for keyPath: AnyKeyPath) {
        Self.noteWrite(.source, ObjectIdentifier(keyPath))
        // As a value of an `Equatable` key: an unchanged source leaves the storage shared.
        if storage.sources[keyPath] == source { return }
        uniqueStorage().sources[keyPath] = source
    }

    /// Where the value at `keyPath` came from: `default` when nobody set it.
    public func source(of keyPath: AnyKeyPath) -> EnvironmentValueSource { storage.sources[keyPath] ?? .default }

    /// True when both record the same source for every key path.
    package func hasSameSources(as other: EnvironmentValues) -> Bool {
        storage === other.storage || storage.sources == other.storage.sources
    }

    /// True when both hold the same values and objects from the same sources: handing a graph
    /// this environment in place of `other` would change nothing a view or the inspector sees.
    @MainActor
    package func isSame(as other: EnvironmentValues) -> Bool { matches(other) && hasSameSources(as: other) }

    /// The observable object of type `T`, if one was provided with `.environment(object)`.
    public func object<T: AnyObject>(_ type: T.Type) -> T? { objects[TypeKey(type)] as? T }
    public mutating func setObject<T: AnyObject>(_ object: T) {
        Self.noteWrite(.object, ObjectIdentifier(T.self))
        if objects[TypeKey(T.self)] === object { return }
        let storage = uniqueStorage()
        storage.objects[TypeKey(T.self)] = object
        storage.layoutStamp = Self.nextLayoutStamp()
    }
    func object(id: ObjectIdentifier) -> AnyObject? { objects[TypeKey(id)] }

    /// True when both are one storage: the same values, without a look inside.
    package func sharesStorage(with other: EnvironmentValues) -> Bool { storage === other.storage }

    public var description: String { "EnvironmentValues(\(values.count) values, \(objects.count) objects)" }

    /// True when both hold the same values and the same objects: a child whose view and
    /// environment are unchanged need not evaluate its body again.
    @MainActor
    public func matches(_ other: EnvironmentValues) -> Bool {
        if storage === other.storage { return true }
        guard values.count == other.values.count, objects.count == other.objects.count, fallback == other.fallback
        else { return false }
        for (key, box) in values {
            guard let o = other.values[key] else { return false }
            if o === box { continue }
            guard box.holdsValue(equalTo: o) else { return false }
        }
        for (key, object) in objects where other.objects[key] !== object { return false }
        return true
    }

    /// True when something a size or a position can depend on differs between `other` and
    /// this environment: a value whose key `affectsLayout`, set, removed or changed, or an
    /// object. A difference in drawing values alone is false.
    @MainActor
    public func changesLayout(from other: EnvironmentValues) -> Bool {
        // One storage, or one layout stamp: the same values a size can depend on.
        if storage === other.storage || storage.layoutStamp == other.storage.layoutStamp { return false }
        guard objects.count == other.objects.count,
            !AnyEnvironmentFallback.changesLayout(fallback, from: other.fallback)
        else { return true }
        for (key, object) in objects where other.objects[key] !== object { return true }
        for (key, box) in values {
            guard let o = other.values[key] else {
                if box.affectsLayout { return true }
                continue
            }
            if o === box || !box.affectsLayout { continue }
            if !box.holdsValue(equalTo: o) { return true }
        }
        for (key, box) in other.values where box.affectsLayout && values[key] == nil { return true }
        return false
    }
}

/// What a key nobody set reads before its default: a host brings the values of the other
/// world (its traits) to the keys that bridge them. Two fallbacks that are equal give every
/// key the same value.
package protocol EnvironmentFallback: Equatable {
    func value<K: EnvironmentKey>(for key: K.Type) -> K.Value?
    /// True when a value it gives can differ from what `other` gives in a way a size or a
    /// position depends on (`EnvironmentKey.affectsLayout`); by default, when they differ.
    func changesLayout(from other: Self) -> Bool
}

/// A fallback in a box: copying an environment retains it instead of copying the fallback's
/// value (a host's traits), and an environment handed down compares it by identity first.
///
/// A new fallback (a trait change) is compared with the one before it by every environment
/// that had the old one: the box remembers its last comparison with another box, by that box's
/// serial number (an address can be reused once a box is freed; a serial is not).
final class AnyEnvironmentFallback: Equatable {
    let base: any EnvironmentFallback
    private let serial: UInt64
    private var lastEquality: (serial: UInt64, equal: Bool)?
    private var lastLayoutChange: (serial: UInt64, changes: Bool)?

    init(base: any EnvironmentFallback) {
        self.base = base
        Self.lastSerial &+= 1
        serial = Self.lastSerial
    }
    nonisolated(unsafe) private static var lastSerial: UInt64 = 0

    func value<K: EnvironmentKey>(for key: K.Type) -> K.Value? { base.value(for: key) }

    static func == (a: AnyEnvironmentFallback, b: AnyEnvironmentFallback) -> Bool {
        if a === b { return true }
        if let last = a.lastEquality, last.serial == b.serial { return last.equal }
        let equal = a.base.isEqual(to: b.base)
        a.lastEquality = (b.serial, equal)
        return equal
    }

    static func changesLayout(_ a: AnyEnvironmentFallback?, from b: AnyEnvironmentFallback?) -> Bool {
        guard let a, let b else { return (a == nil) != (b == nil) }
        if a === b { return false }
        if let last = a.lastLayoutChange, last.serial == b.serial { return last.changes }
        let changes = a.base.changesLayout(fromAny: b.base)
        a.lastLayoutChange = (b.serial, changes)
        return changes
    }
}

extension EnvironmentFallback {
    package func changesLayout(from other: Self) -> Bool { self != other }
    fileprivate func isEqual(to other: any EnvironmentFallback) -> Bool { (other as? Self) == self }
    fileprivate func changesLayout(fromAny other: any EnvironmentFallback) -> Bool {
        guard let other = other as? Self else { return true }
        return changesLayout(from: other)
    }
}

/// The storage of one environment value (see `EnvironmentValues.values`).
class AnyEnvironmentBox {
    /// Its key's `affectsLayout`.
    let affectsLayout: Bool
    /// Its key's `bridgesTrait`.
    let bridgesTrait: Bool
    /// The key it is stored under.
    let key: Any.Type
    init(affectsLayout: Bool, bridgesTrait: Bool, key: Any.Type) {
        self.affectsLayout = affectsLayout
        self.bridgesTrait = bridgesTrait
        self.key = key
    }
    var anyValue: Any { fatalError("abstract") }
    /// True when `other`, a box stored under the same key, holds an equal value.
    @MainActor func holdsValue(equalTo other: AnyEnvironmentBox) -> Bool { fatalError("abstract") }
}

final class EnvironmentBox<Value>: AnyEnvironmentBox {
    let value: Value
    init<K: EnvironmentKey>(_ value: Value, of key: K.Type) where K.Value == Value {
        self.value = value
        super.init(affectsLayout: K.affectsLayout, bridgesTrait: K.bridgesTrait, key: key)
    }
    override var anyValue: Any { value }
    /// Compares as `ViewEquality` does, with the comparison of `Value` itself: boxes under one
    /// key hold one type, so no dynamic cast is needed.
    @MainActor override func holdsValue(equalTo other: AnyEnvironmentBox) -> Bool {
        let other = unsafeDowncast(other, to: EnvironmentBox<Value>.self)
        let compare = ViewEquality.comparison(of: Value.self, in: .whole)
        return withUnsafePointer(to: value) { a in
            withUnsafePointer(to: other.value) { b in compare(UnsafeRawPointer(a), UnsafeRawPointer(b), .changed) }
        }
    }
}
