import Lint
import Rules
import Testing

@Suite struct LeakedControllerCheckTests {
    @Test func storedClosuresCapturingTheControllerAreFound() {
        let source = """
            final class QuoteViewController: UIViewController {
                private let feed: PriceFeed
                private var cancellables = Set<AnyCancellable>()
                private var timer: Timer?
                private var observer: NSObjectProtocol?

                init(feed: PriceFeed) {
                    self.feed = feed
                    super.init(nibName: nil, bundle: nil)
                    feed.onTick { price in
                        self.show(price)
                    }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    feed.onChange = { self.reload() }
                    observer = NotificationCenter.default.addObserver(forName: .marketClosed, object: nil, \
            queue: .main) { _ in
                        self.showClosed()
                    }
                    feed.$price.sink { price in self.show(price) }.store(in: &cancellables)
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.refresh() }
                    feed.$status.assign(to: \\.status, on: self).store(in: &cancellables)
                }
            }
            """
        #expect(
            LintFixture.summary(LintFixture.findings(source)) == [
                "leaked-controller@10", "leaked-controller@17", "leaked-controller@18", "leaked-controller@21",
                "leaked-controller@22", "leaked-controller@23",
            ])
    }

    @Test func weakCapturesAreFine() {
        let source = """
            final class QuoteViewController: UIViewController {
                private let feed: PriceFeed
                private var cancellables = Set<AnyCancellable>()

                init(feed: PriceFeed) {
                    self.feed = feed
                    super.init(nibName: nil, bundle: nil)
                    feed.onTick { [weak self] price in
                        self?.show(price)
                    }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    feed.onChange = { [unowned self] in self.reload() }
                    feed.$price.sink { [weak self] price in
                        guard let self else { return }
                        self.show(price)
                    }.store(in: &cancellables)
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func closuresRunOnceAndLetGoAreFine() {
        let source = """
            final class ProfileViewController: UIViewController {
                let items: [Item] = []

                func refresh() {
                    UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
                    DispatchQueue.main.async { self.tableView.reloadData() }
                    Task { await self.load() }
                    let titles = items.map { self.title(for: $0) }
                    _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in self.hideBanner() }
                    present(alert, animated: true) { self.trackShown() }
                    dismiss(animated: true) { self.onClose?() }
                    print(titles)
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func whatALocalKeepsGoesAwayWithIt() {
        let source = """
            final class InboxCoordinator {
                let navigationController: UINavigationController
                var listViewController: InboxListViewController?

                func start() {
                    let list = InboxListViewController()
                    list.onSelect = { message in self.showDetail(message) }
                    if let detail = makeDetail() {
                        detail.onDone = { self.navigationController.popViewController(animated: true) }
                    }
                    navigationController.pushViewController(list, animated: false)
                }

                func keep() {
                    listViewController?.onSelect = { message in self.showDetail(message) }
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source)) == ["leaked-controller@15"])
    }

    @Test func aControllerFromAnotherFileIsKnownByItsSuperclass() {
        let base = "class BaseViewController: UIViewController {}"
        let feed = """
            final class FeedViewController: BaseViewController {
                let store: FeedStore
                override func viewDidLoad() {
                    super.viewDidLoad()
                    store.observeChanges { self.tableView.reloadData() }
                }
            }
            """
        let found = LintFixture.findings([("Base.swift", base), ("Feed.swift", feed)])
        #expect(LintFixture.summary(found) == ["leaked-controller@5"])
        #expect(LintFixture.findings([("Feed.swift", feed)]).isEmpty)
    }

    @Test func modelsAndRepresentableCoordinatorsAreNotControllers() {
        let source = """
            final class FeedModel {
                let service: FeedService
                init(service: FeedService) {
                    self.service = service
                    service.onUpdate = { self.reload() }
                }
            }

            struct SearchField: UIViewRepresentable {
                final class Coordinator: NSObject {
                    let center = NotificationCenter.default
                    func start() {
                        center.addObserver(forName: UITextField.textDidChangeNotification, object: nil, \
            queue: .main) { _ in self.changed() }
                    }
                }
            }
            """
        #expect(LintFixture.findings(source).filter { $0.rule == .leakedController }.isEmpty)
    }

    @Test func aRepeatingTimerTargetingTheControllerIsFound() {
        let source = """
            final class ClockViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, \
            repeats: true)
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source)) == ["leaked-controller@4"])
    }

    @Test func whatTheControllerEndsWhenItLeavesIsFine() {
        let source = """
            final class ClockViewController: UIViewController {
                private var timer: Timer?
                private var ticker: Timer?
                private var observer: NSObjectProtocol?
                private var cancellables = Set<AnyCancellable>()
                let model = ClockModel()

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
                    ticker = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), \
            userInfo: nil, repeats: true)
                    observer = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, \
            queue: .main) { _ in
                        self.tick()
                    }
                    model.$time.sink { _ in self.tick() }.store(in: &cancellables)
                    model.onReset = { self.tick() }
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                        if self.isDone { timer.invalidate() }
                    }
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    timer?.invalidate()
                    ticker?.invalidate()
                    if let observer { NotificationCenter.default.removeObserver(observer) }
                    cancellables.removeAll()
                    model.onReset = nil
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func aSubscriptionAssignedToAPropertyIsStored() {
        let source = """
            final class FeedbackViewController: UIViewController {
                private var feedback: AnyCancellable?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    feedback = NotificationCenter.default.publisher(for: .feedbackSent).sink { _ in self.showThanks() }
                    _ = NotificationCenter.default.publisher(for: .feedbackFailed).sink { _ in self.showError() }
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source)) == ["leaked-controller@5"])
    }

    @Test func whatOnlyDeinitEndsIsFound() {
        let source = """
            final class SettingsViewController: UIViewController {
                private var tokens: [NSObjectProtocol] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let token = NotificationCenter.default.addObserver(forName: .settingsChanged, object: nil, \
            queue: nil) { _ in
                        DispatchQueue.main.async { [weak self] in self?.reload() }
                    }
                    tokens.append(token)
                }

                deinit {
                    tokens.forEach { NotificationCenter.default.removeObserver($0) }
                }
            }
            """
        let found = LintFixture.findings(source)
        #expect(LintFixture.summary(found) == ["leaked-controller@6"])
        #expect(found.first?.message.contains("inner [weak self] closure") == true)
    }

    @Test func theLessonSnippets() throws {
        #expect(try LintFixture.snippetFindings(.leakedController, wrong: true) == ["leaked-controller@2"])
        #expect(try LintFixture.snippetFindings(.leakedController, wrong: false) == [])
    }
}
