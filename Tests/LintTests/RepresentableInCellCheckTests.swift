import Lint
import Rules
import Testing

@Suite struct RepresentableInCellCheckTests {
    static let charts = """
        struct SparklineChart: UIViewControllerRepresentable {
            let prices: [Double]
            func makeUIViewController(context: Context) -> SparklineViewController { SparklineViewController() }
            func updateUIViewController(_ controller: SparklineViewController, context: Context) {
                controller.prices = prices
            }
        }

        struct SparklineView: UIViewRepresentable {
            let prices: [Double]
            func makeUIView(context: Context) -> SparklineLayerView { SparklineLayerView() }
            func updateUIView(_ view: SparklineLayerView, context: Context) { view.prices = prices }
        }

        struct StockRow: View {
            let stock: Stock
            var body: some View {
                HStack {
                    Text(stock.symbol)
                    SparklineChart(prices: stock.prices)
                }
            }
        }
        """

    static func watchlist(_ content: String) -> String {
        """
        final class WatchlistViewController: UIViewController {
            private lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, Stock> { cell, \
        _, stock in
                cell.contentConfiguration = UIHostingConfiguration {
                    \(content)
                }
            }
        }
        """
    }

    @Test func aControllerRepresentableInCellContentIsFound() {
        let content = "HStack { Text(stock.symbol); SparklineChart(prices: stock.prices); Text(stock.price) }"
        let found = LintFixture.findings([("Charts.swift", Self.charts), ("Watchlist.swift", Self.watchlist(content))])
        #expect(LintFixture.summary(found) == ["representable-in-cell@4"])
        #expect(found.first?.file == "Watchlist.swift")
    }

    @Test func aViewWhoseBodyShowsOneIsFound() {
        let found = LintFixture.findings([
            ("Charts.swift", Self.charts), ("Watchlist.swift", Self.watchlist("StockRow(stock: stock)")),
        ])
        #expect(LintFixture.summary(found) == ["representable-in-cell@4"])
        #expect(found.first?.message.contains("'StockRow' shows 'SparklineChart'") == true)
    }

    @Test func aViewRepresentableIsFine() {
        let content = "HStack { Text(stock.symbol); SparklineView(prices: stock.prices) }"
        #expect(
            LintFixture.findings([("Charts.swift", Self.charts), ("Watchlist.swift", Self.watchlist(content))]).isEmpty)
    }

    @Test func aControllerRepresentableOnAHostedScreenIsFine() {
        let screen = """
            struct StockDetail: View {
                let stock: Stock
                var body: some View { SparklineChart(prices: stock.prices).frame(height: 120) }
            }
            final class StockViewController: UIViewController {
                func show(_ stock: Stock) {
                    navigationController?.pushViewController(UIHostingController(rootView: StockDetail(stock: stock)), \
            animated: true)
                }
            }
            """
        #expect(LintFixture.findings([("Charts.swift", Self.charts), ("Detail.swift", screen)]).isEmpty)
    }

    @Test func aControllerRepresentableInASheetOfTheContentIsFine() {
        let content = "Text(stock.symbol).sheet(isPresented: .constant(false)) { SparklineChart(prices: stock.prices) }"
        #expect(
            LintFixture.findings([("Charts.swift", Self.charts), ("Watchlist.swift", Self.watchlist(content))]).isEmpty)
    }

    @Test func theLessonSnippets() throws {
        #expect(try LintFixture.snippetFindings(.representableInCell, wrong: true) == ["representable-in-cell@4"])
        #expect(try LintFixture.snippetFindings(.representableInCell, wrong: false) == [])
    }
}
