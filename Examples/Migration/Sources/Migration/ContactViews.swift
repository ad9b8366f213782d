import SeamSwiftUI  // import SwiftUI

/// A row of the contacts table, hosted in a UIKit cell with UIHostingConfiguration.
struct ContactRow: View {
    let contact: Contact

    var body: some View {
        HStack {
            Text(contact.name)
            Spacer()
            Text(contact.city)
                .foregroundStyle(.secondary)
            if contact.isFavorite {
                Image(systemName: "star.fill")
            }
        }
    }
}

/// The header the contacts screen embeds as a child hosting controller.
struct FavoritesHeader: View {
    @ObservedObject var model: ContactsModel

    var body: some View {
        Text(model.favoriteCount == 0 ? "No favourites yet" : "\(model.favoriteCount) favourite(s)")
            .font(.headline)
    }
}

/// The detail pushed from the table: SwiftUI, on the shared model.
struct ContactDetailView: View {
    @ObservedObject var model: ContactsModel
    let contactID: Int

    var body: some View {
        let contact = model.contact(withID: contactID)
        VStack(alignment: .leading) {
            Text(contact?.name ?? "")
                .font(.title2)
            Text(contact?.city ?? "")
                .foregroundStyle(.secondary)
            Button(contact?.isFavorite == true ? "Remove from favourites" : "Add to favourites") {
                model.toggleFavorite(contactID)
            }
        }
        .navigationTitle(contact?.name ?? "")
    }
}
