import Imperative
import Terminal

/// The Account tab's root, imperative through and through: labels laid out by hand in
/// panels, and the ledger's invoice count kept current by observing the shared model.
@MainActor
public final class AccountViewController: ViewController {
    private let model: LedgerModel
    private let rows: [(caption: Imperative.Label, value: Imperative.Label)] = [
        (Imperative.Label("Account holder"), Imperative.Label("Ada Lovelace")),
        (Imperative.Label("Plan"), Imperative.Label("Business, billed monthly")),
        (Imperative.Label("Invoices"), Imperative.Label()),
    ]

    public init(model: LedgerModel) {
        self.model = model
        super.init()
        title = "Account"
    }

    public override func loadView() {
        setView(AccountPanel(rows: rows))
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        for (caption, value) in rows {
            caption.textColor = .secondaryLabel
            value.isBold = true
        }
        ModelObserver(self) { me in me.rows[2].value.text = "\(me.model.rowCount)" }
    }
}

/// Captions in a column at the leading edge, values beside them, one row each with a
/// blank row between, inside a two-cell margin.
@MainActor
final class AccountPanel: Panel {
    let rows: [(caption: Imperative.Label, value: Imperative.Label)]

    init(rows: [(caption: Imperative.Label, value: Imperative.Label)]) {
        self.rows = rows
        super.init()
        for (caption, value) in rows {
            addSubview(caption)
            addSubview(value)
        }
    }

    override func layoutSubviews() {
        let captionWidth = (rows.map { $0.caption.intrinsicContentSize?.width ?? 0 }.max() ?? 0) + 2
        let content = bounds.inset(top: 1, leading: 2, trailing: 2)
        let rtl = viewController?.traitCollection.layoutDirection == .rightToLeft
        for (i, (caption, value)) in rows.enumerated() {
            let y = content.y + i * 2
            let valueWidth = max(0, content.width - captionWidth)
            let captionX = rtl ? content.maxX - captionWidth : content.x
            let valueX = rtl ? content.x : content.x + captionWidth
            caption.frame = Rect(x: captionX, y: y, width: captionWidth, height: 1)
            value.frame = Rect(x: valueX, y: y, width: valueWidth, height: 1)
        }
    }
}
