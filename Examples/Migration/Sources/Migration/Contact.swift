import SeamSwiftUI  // import Combine

struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
    let city: String
    var isFavorite = false
}

/// The model both worlds share: UIKit screens observe it with Combine, SwiftUI views with
/// @ObservedObject.
final class ContactsModel: ObservableObject {
    @Published private(set) var contacts: [Contact]

    init(contacts: [Contact] = ContactsModel.sample) {
        self.contacts = contacts
    }

    var favoriteCount: Int { contacts.filter(\.isFavorite).count }

    func contact(withID id: Int) -> Contact? {
        contacts.first { $0.id == id }
    }

    func toggleFavorite(_ id: Int) {
        guard let index = contacts.firstIndex(where: { $0.id == id }) else { return }
        contacts[index].isFavorite.toggle()
    }

    static let sample = [
        Contact(id: 1, name: "Ada Lovelace", city: "London"),
        Contact(id: 2, name: "Grace Hopper", city: "Arlington"),
        Contact(id: 3, name: "Katherine Johnson", city: "Hampton"),
        Contact(id: 4, name: "Margaret Hamilton", city: "Boston"),
    ]
}
