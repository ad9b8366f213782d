/// Where each explicitly set value of an environment came from, by its key path: a few entries
/// in the order they were set. A key path literal is made once, so a modifier sets its source
/// with the same object at every update and a lookup finds it by identity before comparing
/// key paths; a dictionary hashes every key path, at every write to a copied environment.
struct EnvironmentSources: Equatable {
    private var entries: [(keyPath: AnyKeyPath, source: EnvironmentValueSource)] = []

    private func index(of keyPath: AnyKeyPath) -> Int? {
        entries.firstIndex { $0.keyPath === keyPath } ?? entries.firstIndex { $0.keyPath == keyPath }
    }

    subscript(keyPath: AnyKeyPath) -> EnvironmentValueSource? {
        get { index(of: keyPath).map { entries[$0].source } }
        set {
            switch (index(of: keyPath), newValue) {
            case (let i?, let source?): entries[i].source = source
            case (let i?, nil): entries.remove(at: i)
            case (nil, let source?): entries.append((keyPath, source))
            case (nil, nil): break
            }
        }
    }

    /// The sources by key path.
    var dictionary: [AnyKeyPath: EnvironmentValueSource] {
        Dictionary(entries, uniquingKeysWith: { _, last in last })
    }

    /// Equal when both give every key path the same source, in whatever order they were set.
    static func == (a: Self, b: Self) -> Bool {
        a.entries.count == b.entries.count && a.entries.allSatisfy { b[$0.keyPath] == $0.source }
    }
}
