/// Mirrors Combine's Published: a property of an `ObservableObject` whose writes announce
/// themselves through the object's `objectWillChange`, in `willSet` (before the new value
/// is stored), as Combine does. Only properties of classes can be published.
@propertyWrapper
@preconcurrency @MainActor
public struct Published<Value> {
    private var value: Value
    /// The `$property` publisher's subscribers, made on first use.
    private var subject: PublishedSubject<Value>?

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The access through the enclosing object: a write sends `objectWillChange`, then stores.
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].subject?.send(newValue)
            object[keyPath: storageKeyPath].value = newValue
        }
    }

    /// Mirrors `projectedValue`, the `$property` publisher: a subscriber gets the current value
    /// at once, then every new value in `willSet`, before it is stored — as Combine's, so a
    /// subscriber reads the value it is handed, not the property
    /// (https://developer.apple.com/documentation/combine/published).
    public var projectedValue: Publisher {
        mutating get {
            if let subject { return Publisher(subject: subject) }
            let made = PublishedSubject(value)
            subject = made
            return Publisher(subject: made)
        }
    }

    /// Mirrors `Published.Publisher`: the values of one published property.
    @preconcurrency @MainActor
    public struct Publisher: Declarative.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// A published property never fails.
        public typealias Failure = Never

        fileprivate let subject: PublishedSubject<Value>

        public func sink(receiveValue: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
            subject.subscribe(receiveValue)
        }
    }
}

/// The subscribers of one published property and the value they were last handed.
@MainActor
private final class PublishedSubject<Value> {
    private var current: Value
    private let subscribers = SubscriberList<Value>()

    init(_ value: Value) { current = value }

    func send(_ value: Value) {
        current = value
        subscribers.send(value)
    }

    func subscribe(_ receive: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
        let cancellable = subscribers.add(receive)
        receive(current)
        return cancellable
    }
}
