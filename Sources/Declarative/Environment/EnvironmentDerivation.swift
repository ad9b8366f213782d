/// One write to an environment: a key's value, the source of a key path, an object.
struct EnvironmentWrite: Equatable {
    enum Kind: UInt8 { case value, source, object }
    let kind: Kind
    let id: ObjectIdentifier
}

/// The writes a transform made, as far as two (`.environment(_:_:)` sets a value and its source).
/// A transform that writes more, or a value that is not `Equatable` (stored even when unchanged),
/// is not comparable: its derivation is never reused.
struct EnvironmentWrites {
    private var first: EnvironmentWrite?
    private var second: EnvironmentWrite?
    private(set) var isComparable = true

    mutating func append(_ write: EnvironmentWrite, comparable: Bool) {
        if !comparable {
            isComparable = false
        } else if first == nil {
            first = write
        } else if second == nil {
            second = write
        } else {
            isComparable = false
        }
    }

    private func contains(_ write: EnvironmentWrite) -> Bool { first == write || second == write }

    /// True when `other` made every write this one did, both comparable.
    func areCovered(by other: EnvironmentWrites) -> Bool {
        guard isComparable, other.isComparable else { return false }
        return (first.map(other.contains) ?? true) && (second.map(other.contains) ?? true)
    }
}

/// What a node's children's environment was derived from, and with which writes
/// (`ViewNode.deriveChildEnvironment`).
struct EnvironmentDerivation {
    let input: EnvironmentValues
    let output: EnvironmentValues
    let writes: EnvironmentWrites
}

extension EnvironmentValues {
    /// The writes made since `recordingWrites` began; nil outside it.
    nonisolated(unsafe) private static var log: EnvironmentWrites?

    static func noteWrite(_ kind: EnvironmentWrite.Kind, _ id: ObjectIdentifier, comparable: Bool = true) {
        if log != nil { log?.append(EnvironmentWrite(kind: kind, id: id), comparable: comparable) }
    }

    /// Runs `body` and returns the writes it made to environments; nil (and no record) when a
    /// record is already under way.
    static func recordingWrites(_ body: () -> Void) -> EnvironmentWrites? {
        guard log == nil else {
            body()
            return nil
        }
        log = EnvironmentWrites()
        body()
        defer { log = nil }
        return log
    }
}

extension ViewNode {
    /// Sets the children's environment to `childEnvironment` changed by `transform` (a modifier's
    /// or a stack's writes). When it starts from the environment the last derivation started
    /// from, the transform runs on the environment derived then instead: if that changes nothing
    /// there, and the transform wrote at least what it wrote then, the result is the same values,
    /// and the children keep that environment, shared, instead of a copy of the values made for each
    /// update (a reused row given a new item makes a copy per modifier otherwise). So `transform`
    /// only sets values: it never reads a value it sets.
    package func deriveChildEnvironment(_ transform: (inout EnvironmentValues) -> Void) {
        let input = childEnvironment
        if let last = derivation, last.writes.isComparable, last.input.sharesStorage(with: input) {
            var candidate = last.output
            if let writes = EnvironmentValues.recordingWrites({ transform(&candidate) }),
                candidate.sharesStorage(with: last.output), last.writes.areCovered(by: writes)
            {
                childEnvironment = candidate
                return
            }
        }
        // From values a size depends on that are the same as last time (one layout stamp), the
        // same writes of the same values (the transform changes nothing on the last output)
        // give the same such values: the new output takes the last one's stamp, and the nodes
        // below keep the sizes they measured (a row's new selection state, a trait that recolours).
        let sameLayout =
            derivation.map { last in
                guard last.writes.isComparable, last.input.layoutStamp == input.layoutStamp else { return false }
                var candidate = last.output
                guard let writes = EnvironmentValues.recordingWrites({ transform(&candidate) }) else { return false }
                return candidate.sharesStorage(with: last.output) && last.writes.areCovered(by: writes)
            } ?? false
        guard let writes = EnvironmentValues.recordingWrites({ transform(&childEnvironment) }) else {
            derivation = nil
            return
        }
        if sameLayout, let last = derivation, !childEnvironment.sharesStorage(with: input) {
            childEnvironment.adoptLayoutStamp(of: last.output)
        }
        derivation = EnvironmentDerivation(input: input, output: childEnvironment, writes: writes)
    }
}
