import Imperative
import Terminal

/// The format picker of the legacy export flow (imperative, title `Format`), pushed inside
/// the export sheet's own navigation controller. Enter picks a format and pops.
@MainActor
public final class ExportFormatViewController: ViewController {
    private let settings: ExportSettings
    private let list = ListView<ExportSettings.Format>()

    public init(settings: ExportSettings) {
        self.settings = settings
        super.init()
        title = "Format"
    }

    public override func loadView() {
        list.pinsToSafeArea = true
        list.cellProvider = { [unowned self] cell, format in
            cell.contentConfiguration = ListContentConfiguration(text: format.rawValue)
            cell.accessories = [.checkmark(isHidden: format != settings.format)]
        }
        list.onActivate = { [unowned self] format in
            settings.format = format
            navigationController?.popViewController()
        }
        var snapshot = ListSnapshot<ExportSettings.Format>()
        snapshot.appendItems(ExportSettings.Format.allCases)
        list.apply(snapshot)
        list.selectItem(settings.format)
        let root = Panel()
        root.addSubview(list)
        setView(root)
    }

    public override func handle(_ key: Key) -> Bool {
        _ = view
        return list.handle(key)
    }

    public override var keyHints: [(key: String, action: String)] {
        [("↑↓", "select"), ("⏎", "choose")]
    }
}
