import Declarative
import Lessons

/// The account balance as a declarative card, embedded in the imperative Account screen as
/// a child host. It reads the shared ledger (so a void anywhere updates it) and formats
/// money with the environment's `locale`, which the Settings bridge keeps current. Beside
/// the balance in regular width, under it in compact width, the months' totals as a bar
/// chart the team kept imperative, shown through a view representable.
public struct BalanceCard: View {
    let model: LedgerModel
    @Environment(\.locale) private var locale
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    public init(model: LedgerModel) { self.model = model }

    public var body: some View {
        let voids = model.voidCount
        let layout =
            horizontalSizeClass == .regular
            ? AnyLayout(HStackLayout(alignment: .top, spacing: 4))
            : AnyLayout(VStackLayout(alignment: .leading, spacing: 1))
        layout {
            VStack(alignment: .leading) {
                Text("Balance").font(.caption).foregroundStyle(.secondary)
                Text(Money.format(cents: model.balanceCents, locale: locale)).font(.headline)
                Text(
                    voids == 0
                        ? "No void invoices"
                        : voids == 1 ? "1 void invoice not counted" : "\(voids) void invoices not counted"
                )
                .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            MonthlyTotalsChart(totals: model.monthlyTotals).fixedSize()
        }
        .padding(.horizontal, 2)
        .padding(.vertical, 1)
    }
}
