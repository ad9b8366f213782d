import Lint
import Rules
import Testing

@Suite struct ChildHostZeroSizeCheckTests {
    static let rule: Set<Rule> = [.childHostZeroSize]

    static func findings(_ source: String) -> [String] {
        LintFixture.summary(LintFixture.findings(source, rules: rule))
    }

    @Test func anArrangedChildHostWithoutSizingOptionsIsFound() {
        let source = """
            final class CheckingViewController: UIViewController {
                private let stack = UIStackView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let activity = UIHostingController(rootView: ActivityCard(feed: feed))
                    addChild(activity)
                    stack.addArrangedSubview(activity.view)
                    activity.didMove(toParent: self)
                }
            }
            """
        #expect(Self.findings(source) == ["child-host-zero-size@8"])
    }

    @Test func theFindingNamesTheHost() throws {
        let source = """
            final class CheckingViewController: UIViewController {
                func embedActivity() {
                    let activity = UIHostingController(rootView: ActivityCard())
                    addChild(activity)
                    stack.insertArrangedSubview(activity.view, at: 1)
                    activity.didMove(toParent: self)
                }
            }
            """
        let finding = try #require(LintFixture.findings(source, rules: Self.rule).first)
        #expect(finding.line == 5)
        #expect(finding.message.contains("activity.sizingOptions = .intrinsicContentSize"))
    }

    @Test func sizingOptionsSetAnywhereInTheFunctionAreEnough() {
        let source = """
            final class CheckingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let activity = UIHostingController(rootView: ActivityCard(feed: feed))
                    addChild(activity)
                    stack.addArrangedSubview(activity.view)
                    activity.didMove(toParent: self)
                    if #available(iOS 16.0, *) {
                        activity.sizingOptions = [.intrinsicContentSize]
                    }
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func aViewPinnedOnThreeSidesIsFound() {
        let source = """
            final class OrderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let summary = UIHostingController(rootView: OrderSummary(order: order))
                    addChild(summary)
                    summary.view.translatesAutoresizingMaskIntoConstraints = false
                    scrollContent.addSubview(summary.view)
                    NSLayoutConstraint.activate([
                        summary.view.topAnchor.constraint(equalTo: scrollContent.topAnchor),
                        summary.view.leadingAnchor.constraint(equalTo: scrollContent.leadingAnchor),
                        summary.view.trailingAnchor.constraint(equalTo: scrollContent.trailingAnchor),
                    ])
                    summary.didMove(toParent: self)
                }
            }
            """
        #expect(Self.findings(source) == ["child-host-zero-size@7"])
    }

    /// Pinned to four edges, the container decides the size; whether the container follows
    /// its content is out of sight, so the check is silent.
    @Test func aViewPinnedToFourEdgesOrGivenASizeIsNot() {
        let source = """
            final class OrderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let summary = UIHostingController(rootView: OrderSummary(order: order))
                    addChild(summary)
                    summary.view.translatesAutoresizingMaskIntoConstraints = false
                    summary.view.backgroundColor = .clear
                    container.addSubview(summary.view)
                    NSLayoutConstraint.activate([
                        summary.view.topAnchor.constraint(equalTo: container.topAnchor),
                        summary.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                        summary.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                        summary.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                    ])
                    summary.didMove(toParent: self)

                    let badge = UIHostingController(rootView: Badge())
                    addChild(badge)
                    badge.view.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge.view)
                    NSLayoutConstraint.activate([
                        badge.view.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        badge.view.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                        badge.view.widthAnchor.constraint(equalToConstant: 120),
                        badge.view.heightAnchor.constraint(equalToConstant: 44),
                    ])
                    badge.didMove(toParent: self)

                    let chart = UIHostingController(rootView: Chart())
                    addChild(chart)
                    stack.addArrangedSubview(chart.view)
                    chart.view.heightAnchor.constraint(equalToConstant: 220).isActive = true
                    chart.didMove(toParent: self)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func aViewLaidOutAnotherWayIsNot() {
        let source = """
            final class OrderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let framed = UIHostingController(rootView: Banner())
                    addChild(framed)
                    view.addSubview(framed.view)
                    framed.view.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
                    framed.didMove(toParent: self)

                    let snapped = UIHostingController(rootView: Footer())
                    addChild(snapped)
                    view.addSubview(snapped.view)
                    snapped.view.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
                    snapped.didMove(toParent: self)

                    let manual = UIHostingController(rootView: Tips())
                    addChild(manual)
                    stack.addArrangedSubview(manual.view)
                    manual.didMove(toParent: self)
                    model.onChange = { manual.view.invalidateIntrinsicContentSize() }

                    let autoresized = UIHostingController(rootView: Legal())
                    addChild(autoresized)
                    view.addSubview(autoresized.view)
                    autoresized.didMove(toParent: self)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func anUncontainedOrUnknownHostIsNot() {
        let source = """
            final class OrderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let loose = UIHostingController(rootView: Banner())
                    stack.addArrangedSubview(loose.view)

                    let subclassed = SummaryHost(order: order)
                    addChild(subclassed)
                    stack.addArrangedSubview(subclassed.view)
                    subclassed.didMove(toParent: self)

                    let made = HostFactory.summary(for: order)
                    addChild(made)
                    stack.addArrangedSubview(made.view)
                    made.didMove(toParent: self)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func aStoredHostIsReadAcrossItsType() {
        let source = """
            final class AccountViewController: UIViewController {
                private let activity = UIHostingController(rootView: ActivityCard())
                private let limits: UIHostingController<LimitsCard>

                init() {
                    limits = UIHostingController(rootView: LimitsCard())
                    limits.sizingOptions = .intrinsicContentSize
                    super.init(nibName: nil, bundle: nil)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(activity)
                    stack.addArrangedSubview(activity.view)
                    activity.didMove(toParent: self)
                    addChild(limits)
                    stack.addArrangedSubview(limits.view)
                    limits.didMove(toParent: self)
                }
            }
            """
        #expect(Self.findings(source) == ["child-host-zero-size@14"])
    }

    @Test func aStoredHostMadeByAClosureIsNot() {
        let source = """
            final class AccountViewController: UIViewController {
                private lazy var activity: UIHostingController<ActivityCard> = {
                    let host = UIHostingController(rootView: ActivityCard())
                    host.sizingOptions = .intrinsicContentSize
                    return host
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(activity)
                    stack.addArrangedSubview(activity.view)
                    activity.didMove(toParent: self)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func aStoredHostSetUpUnderAnotherNameIsNot() {
        let source = """
            final class AccountViewController: UIViewController {
                private var activity: UIHostingController<ActivityCard>?

                func makeActivity() {
                    let made = UIHostingController(rootView: ActivityCard())
                    made.sizingOptions = .intrinsicContentSize
                    activity = made
                }

                func showActivity() {
                    addChild(self.activity!)
                    stack.addArrangedSubview(self.activity!.view)
                    self.activity!.didMove(toParent: self)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func sizingSetInAnExtensionInAnotherFileIsTakenIntoAccount() {
        let screen = """
            final class AccountViewController: UIViewController {
                let activity = UIHostingController(rootView: ActivityCard())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(activity)
                    stack.addArrangedSubview(activity.view)
                    activity.didMove(toParent: self)
                }
            }
            """
        let sizing = """
            extension AccountViewController {
                func configureSizing() { activity.sizingOptions = .intrinsicContentSize }
            }
            """
        let unrelated = """
            extension SettingsViewController {
                func configureSizing() { activity.sizingOptions = .intrinsicContentSize }
            }
            """
        let rule = Self.rule
        #expect(
            LintFixture.findings([("Account.swift", screen), ("Account+Sizing.swift", sizing)], rules: rule).isEmpty)
        #expect(
            LintFixture.summary(
                LintFixture.findings([("Account.swift", screen), ("Settings.swift", unrelated)], rules: rule))
                == ["child-host-zero-size@6"])
    }

    @Test func theLessonSnippets() throws {
        let rule = Rule.childHostZeroSize
        let wrong = try LintFixture.snippetFindings(rule, wrong: true)
        #expect(wrong == ["child-host-zero-size@4"])
        let right = try LintFixture.snippetFindings(rule, wrong: false)
        #expect(right.isEmpty, "\(right)")
    }
}
