import Foundation
import SeamSwiftUI
import SeamUIKit
import Testing

// Code as an iOS app writes it, with only its imports changed: `import SeamUIKit` for
// `import UIKit`, `import SeamSwiftUI` for `import SwiftUI`.

struct GreetingView: View {
    var body: some View { Text("Hello from SwiftUI") }
}

final class GreetingViewController: UIViewController {
    private let greeting: String
    private let label = UILabel()

    init(greeting: String) {
        self.greeting = greeting
        super.init(nibName: nil, bundle: nil)
        title = "UIKit"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = greeting
        label.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        view.addSubview(label)
    }

    func confirmLeaving(_ leave: @escaping () -> Void) {
        let alert = UIAlertController(title: "Leave?", message: "Your greeting stays.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
        alert.addAction(UIAlertAction(title: "Leave", style: .destructive) { _ in leave() })
        present(alert, animated: false)
    }
}

/// A table screen as UIKit code writes one: data source and delegate, a registered cell class,
/// constraints to the safe area, and a bar item with a `UIAction`.
final class FruitListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView()
    let fruits = ["Apple", "Pear"]
    var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.chosen.append("done") })
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(fruits[indexPath.row])
    }
}

@MainActor
@Suite struct UINamesTests {
    @Test func uikitAndSwiftUINamesBuildAMixedStack() {
        let window = UIWindow(size: Size(width: 70, height: 20))
        let root = GreetingViewController(greeting: "Hello from UIKit")
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        #expect(window.render().contains("Hello from UIKit"))
        let host: UIViewController = UIHostingController(rootView: GreetingView())
        host.title = "SwiftUI"
        navigation.pushViewController(host, animated: false)
        #expect(window.render().contains("Hello from SwiftUI"))
        #expect(navigation.viewControllers.map(\.title) == ["UIKit", "SwiftUI"])
    }

    @Test func anAlertPresentsUnderItsUIKitNames() {
        let window = UIWindow(size: Size(width: 70, height: 20))
        let root = GreetingViewController(greeting: "Hi")
        window.rootViewController = UINavigationController(rootViewController: root)
        window.render()
        var left = false
        root.confirmLeaving { left = true }
        #expect(root.presentedViewController is UIAlertController)
        #expect(window.render().contains("Leave?"))
        #expect(!left)
    }

    @Test func theAliasesAreSeamsTypes() {
        #expect(UIViewController.self == ViewController.self)
        #expect(UIView.self == Panel.self)
        #expect(UILabel.self == LabelPanel.self)
        #expect(UIHostingController<GreetingView>.self == HostingController<GreetingView>.self)
        #expect(
            UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                == AbsoluteEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(
            NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
                == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func additionalSafeAreaInsetsTakeUIEdgeInsetsByLeftAndRight() {
        let screen = UIViewController()
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 3)
        let window = UIWindow(size: Size(width: 60, height: 20))
        window.rootViewController = screen
        _ = window.render()
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 3))
        let bounds = screen.view.bounds
        #expect(bounds.width == 60)
        #expect(
            screen.view.safeAreaLayoutGuide.layoutFrame
                == Rect(x: 2, y: 1, width: bounds.width - 5, height: bounds.height - 1))
    }

    @Test func aTableScreenWrittenAsUIKitCodeShowsAndChooses() {
        let window = UIWindow(size: Size(width: 70, height: 20))
        let screen = FruitListViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        let frame = window.render()
        #expect(frame.line(2).contains("Apple"), "one row below the bar, as the constraint's constant says")
        #expect(frame.line(3).contains("Pear"))
        #expect(frame.line(0).contains("[d] Done"))
        window.send(.down)
        window.send(.down)
        window.send(.enter)
        window.send(.character("d"))
        #expect(screen.chosen == ["Pear", "done"])
    }
}
