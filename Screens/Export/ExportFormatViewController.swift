import Imperative
import Terminal

/// The format picker of the legacy export flow (imperative, title `Format`), pushed inside
/// the export sheet's own navigation controller. Enter picks a format and pops.
@MainActor
public final class ExportFormatViewController: ListViewController<String, ExportSettings.Format> {
    private let settings: ExportSettings

    public init(settings: ExportSettings) {
        self.settings = settings
        super.init()
        title = "Format"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { [unowned self] cell, format in
            cell.contentConfiguration = ListContentConfiguration(text: format.rawValue)
            cell.accessories = [.checkmark(isHidden: format != settings.format)]
        }
        list.onActivate = { [unowned self] format in
            settings.format = format
            navigationController?.popViewController()
        }
        var snapshot = ListSnapshot<String, ExportSettings.Format>()
        snapshot.appendItems(ExportSettings.Format.allCases)
        list.apply(snapshot)
        list.selectItem(settings.format)
    }

    public override var keyHints: [KeyHint] {
        [KeyHint("↑↓", "select"), KeyHint("⏎", "choose")]
    }
}
