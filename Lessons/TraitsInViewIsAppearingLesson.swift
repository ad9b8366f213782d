// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Imperative
import Rules
import Terminal

/// `traits-in-viewisappearing`: a Photos screen (imperative) lays its albums out for the
/// width it has — two columns in regular width, one in compact — each time it appears. Run
/// opens an album, which covers Albums; while it does, the window changes width (as Split
/// View resizes an app on iPad; here a trait override on the stage), and the album is
/// closed. Albums was out of the hierarchy, so it takes the new traits only as it appears
/// again: after `viewWillAppear`, before `viewIsAppearing`. Wrong: it lays out in
/// `viewWillAppear`, reads the width it left with, and shows the old number of columns.
/// Right: it lays out in `viewIsAppearing`, with the traits up to date.
@MainActor
final class TraitsInViewIsAppearingLesson: LessonDemonstration {
    static let rule = Rule.traitsInViewIsAppearing
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    /// Albums, laid out where the way says.
    func makeRootViewController() -> ViewController {
        way == .wrong ? WillAppearAlbumsViewController() : IsAppearingAlbumsViewController()
    }

    /// Opens an album, changes the width class while it covers Albums, and goes back.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [
            .press(.enter),
            .perform { [weak stage] in
                guard let stage else { return }
                let width = stage.traitCollection.horizontalSizeClass
                stage.traitOverrides.horizontalSizeClass = width == .regular ? .compact : .regular
            },
            .perform { [weak stage] in _ = stage?.popViewController() },
        ]
    }
}

/// The albums screen: a grid of albums in as many columns as `layOut(for:)` chose; Enter
/// opens the first album. Its subclasses choose when it lays itself out.
@MainActor
private class AlbumsViewController: ViewController {
    let grid = AlbumGridPanel(albums: ["Summer", "Harbour", "Snow", "Market", "Garden", "Night"])

    override init() {
        super.init()
        title = "Albums"
    }

    override func loadView() {
        let root = Panel()
        root.addSubview(grid)
        grid.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(grid.edgeConstraints(equalTo: root))
        setView(root)
    }

    override func handle(_ key: Key) -> Bool {
        guard key == .enter else { return false }
        navigationController?.pushViewController(StageNoteViewController(
            title: "Summer", note: "The window changes width while this album covers Albums."))
        return true
    }

    override var keyHints: [KeyHint] { [KeyHint("enter", "open")] }

    /// Two columns in regular width, one in compact.
    func layOut(for width: UserInterfaceSizeClass) {
        grid.laidOutFor = width
    }
}

// MARK: Wrong way: laid out in viewWillAppear

@MainActor
private final class WillAppearAlbumsViewController: AlbumsViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // the traits it left with, maybe
        layOut(for: traitCollection.horizontalSizeClass)
    }
}

// MARK: Right way: laid out in viewIsAppearing

@MainActor
private final class IsAppearingAlbumsViewController: AlbumsViewController {
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        // the traits are up to date here
        layOut(for: traitCollection.horizontalSizeClass)
    }
}

/// The albums in columns, under a line saying the width the screen has now (read as it
/// draws, so always current) and the width the albums were laid out for.
@MainActor
private final class AlbumGridPanel: Panel {
    private let labels: [LabelPanel]
    var laidOutFor = UserInterfaceSizeClass.compact {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    init(albums: [String]) {
        labels = albums.map { LabelPanel("▣ \($0)") }
        super.init()
        backgroundColor = .clear
        for label in labels { addSubview(label) }
    }

    override func layoutSubviews() {
        let columns = laidOutFor == .regular ? 2 : 1
        let width = max(1, (bounds.width - 2) / columns)
        for (i, label) in labels.enumerated() {
            let x = 1 + (i % columns) * width
            label.frame = Rect(x: x, y: 1 + i / columns, width: width - 1, height: 1)
        }
    }

    override func draw(in context: inout DrawContext) {
        let now = context.traits.horizontalSizeClass
        let columns = laidOutFor == .regular ? "2 columns" : "1 column"
        let line = "\(now.rawValue) width, laid out for \(laidOutFor.rawValue): \(columns)"
        let palette = context.palette
        if now == laidOutFor {
            context.draw(line, at: Point(x: 1, y: 0), style: palette.secondaryText)
        } else {
            let wrong = palette.text.with(foreground: palette.destructive)
            context.draw(line + " ✗", at: Point(x: 1, y: 0), style: wrong)
        }
    }
}
