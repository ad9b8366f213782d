import Imperative
import Terminal

/// The format picker of the legacy export flow (imperative, title `Format`), pushed inside
/// the export sheet's own navigation controller. Enter picks a format and pops.
///
/// The list identifies a format by its place in `Format.allCases`: the list's code has a copy
/// compiled for `Int` identifiers, and runs its slower generic code for any other type.
@MainActor
public final class ExportFormatViewController: ListViewController<String, Int> {
    private let settings: ExportSettings

    public init(settings: ExportSettings) {
        self.settings = settings
        super.init()
        title = "Format"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { [unowned self] cell, index in
            let format = Self.formats[index]
            cell.contentConfiguration = ListContentConfiguration(text: format.rawValue)
            cell.accessories = [.checkmark(isHidden: format != settings.format)]
        }
        list.onActivate = { [unowned self] index in
            settings.format = Self.formats[index]
            navigationController?.popViewController()
        }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems(Array(Self.formats.indices))
        list.apply(snapshot)
        if let index = Self.formats.firstIndex(of: settings.format) { list.selectItem(index) }
    }

    private static let formats = ExportSettings.Format.allCases

    public override var keyHints: [KeyHint] {
        [KeyHint("↑↓", "select"), KeyHint("⏎", "choose")]
    }
}
