import SeamSwiftUI  // import SwiftUI
import SeamUIKit  // import UIKit

/// The contacts screen, written as UIKit code: a header hosted as a child controller and
/// pinned with anchors above a table whose data source dequeues cells and fills them with
/// SwiftUI rows; the title follows the shared model through Combine.
public final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let model: ContactsModel
    private let tableView = UITableView()
    private var cancellables = Set<AnyCancellable>()

    init(model: ContactsModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The app: a navigation controller whose root is the contacts screen of a fresh model.
    public static func makeRoot() -> UIViewController {
        UINavigationController(rootViewController: ContactsViewController(model: ContactsModel()))
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        updateTitle()

        let header = UIHostingController(rootView: FavoritesHeader(model: model))
        addChild(header)
        view.addSubview(header.view)
        header.view.translatesAutoresizingMaskIntoConstraints = false

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ContactCell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false

        NSLayoutConstraint.activate([
            header.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.view.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 1),
            header.view.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -1),
            header.view.heightAnchor.constraint(equalToConstant: 2),
            tableView.topAnchor.constraint(equalTo: header.view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        header.didMove(toParent: self)

        model.objectWillChange
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.updateTitle()
                self?.tableView.reloadData()
            }
            .store(in: &cancellables)
    }

    private func updateTitle() {
        title = "Contacts (\(model.favoriteCount)★)"
    }

    // MARK: UITableViewDataSource

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.contacts.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath)
        let contact = model.contacts[indexPath.row]
        cell.contentConfiguration = UIHostingConfiguration {
            ContactRow(contact: contact)
        }
        return cell
    }

    // MARK: UITableViewDelegate

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let contact = model.contacts[indexPath.row]
        let detail = UIHostingController(rootView: ContactDetailView(model: model, contactID: contact.id))
        navigationController?.pushViewController(detail, animated: true)
    }
}
