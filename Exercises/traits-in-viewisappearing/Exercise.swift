// traits-in-viewisappearing — the wrong way.
//
// What the user suffers: Albums lays its grid out in viewWillAppear. r opens an album over it,
// the width class changes while Albums is covered (a trait override on the stage: regular at
// 120 columns becomes compact), and the album is closed. Albums takes the new traits only
// after viewWillAppear, so it lays out for the width it left with: two columns in a compact
// screen, and the rule fires.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Imperative
import Rules
import Terminal

@MainActor
final class LaidOutAlbumsViewController: AlbumsViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // the traits it left with, maybe
        layOut(for: traitCollection.horizontalSizeClass)
    }
}
