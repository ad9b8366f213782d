// traits-in-viewisappearing — the right way.
//
// Read traits for an appearance in viewIsAppearing: viewWillAppear can still see the traits
// the screen left with.
import Imperative
import Rules
import Terminal

@MainActor
final class LaidOutAlbumsViewController: AlbumsViewController {
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        // the traits are up to date here
        layOut(for: traitCollection.horizontalSizeClass)
    }
}
