/// How the environment holds a host that presents for the modifiers below it (a
/// `SheetPresenter`, a `DialogPresenter`): weakly, so the environment never keeps a host
/// alive, and seen as `Presenter` without a dynamic cast.
@MainActor
final class PresenterReference<Presenter> {
    private weak var host: AnyObject?
    private let presenterOfHost: @MainActor () -> Presenter?

    init<Host: AnyObject>(_ host: Host, as presenter: @escaping @MainActor (Host) -> Presenter) {
        self.host = host
        presenterOfHost = { [weak host] in host.map(presenter) }
    }

    /// The host as its presenter, while it lives.
    var presenter: Presenter? { presenterOfHost() }

    /// True when this refers to `object`, alive.
    func refers(to object: AnyObject) -> Bool { host === object }
}

@MainActor
extension EnvironmentValues {
    /// Installs `host` as the presenter under `key`. A host installs itself on every
    /// environment refresh: the stored reference is kept for the same host, so the
    /// environment stays equal.
    mutating func setPresenter<Key: EnvironmentKey, Host: AnyObject, Presenter>(
        _ host: Host, for key: Key.Type, as presenter: @escaping @MainActor (Host) -> Presenter
    ) where Key.Value == PresenterReference<Presenter>? {
        if self[key]?.refers(to: host) == true { return }
        self[key] = PresenterReference(host, as: presenter)
    }
}
