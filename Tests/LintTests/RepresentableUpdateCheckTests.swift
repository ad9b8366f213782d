import Lint
import Rules
import Testing

@Suite struct RepresentableUpdateCheckTests {
    @Test func anInputSetOnlyInMakeIsFound() {
        let source = """
            struct MonthChart: UIViewControllerRepresentable {
                let month: Month
                var highlightsWeekends = false

                func makeUIViewController(context: Context) -> LegacyChartViewController {
                    let chart = LegacyChartViewController()
                    chart.month = month
                    chart.view.backgroundColor = .clear
                    chart.delegate = context.coordinator
                    return chart
                }

                func updateUIViewController(_ chart: LegacyChartViewController, context: Context) {
                    chart.highlightsWeekends = highlightsWeekends
                }
            }
            """
        let found = LintFixture.findings(source)
        #expect(LintFixture.summary(found) == ["representable-update@7"])
        #expect(found.first?.message.contains("updateUIViewController") == true)
    }

    @Test func anInputSetInUpdateIsFine() {
        let source = """
            struct MonthChart: UIViewControllerRepresentable {
                let month: Month

                func makeUIViewController(context: Context) -> LegacyChartViewController {
                    let chart = LegacyChartViewController()
                    chart.month = month
                    return chart
                }

                func updateUIViewController(_ chart: LegacyChartViewController, context: Context) {
                    if chart.month != month { chart.month = month }
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func aViewRepresentableWithNoUpdateOfTheTextIsFound() {
        let source = """
            struct SelectableText: UIViewRepresentable {
                let text: AttributedString

                func makeUIView(context: Context) -> UITextView {
                    let textView = UITextView()
                    textView.isEditable = false
                    let attributed = NSAttributedString(text)
                    textView.attributedText = attributed
                    textView.selectedRange = NSRange(location: 0, length: attributed.length)
                    return textView
                }

                func updateUIView(_ textView: UITextView, context: Context) {}
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source)) == ["representable-update@8"])
    }

    @Test func anUpdateInAnExtensionInAnotherFileCounts() {
        let declaration = """
            struct MapPreview: UIViewRepresentable {
                let region: MKCoordinateRegion
            }
            """
        let make = """
            extension MapPreview {
                func makeUIView(context: Context) -> MKMapView {
                    let map = MKMapView()
                    map.region = region
                    map.isScrollEnabled = false
                    return map
                }
            }
            """
        let update = """
            extension MapPreview {
                func updateUIView(_ map: MKMapView, context: Context) {
                    map.setRegion(region, animated: true)
                }
            }
            """
        #expect(
            LintFixture.findings([("MapPreview.swift", declaration), ("Make.swift", make), ("Update.swift", update)])
                .isEmpty)
        let found = LintFixture.findings([("MapPreview.swift", declaration), ("Make.swift", make)])
        #expect(LintFixture.summary(found) == ["representable-update@4"])
        #expect(found.first?.file == "Make.swift")
    }

    @Test func closuresAndConfigureOncePickersAreFine() {
        let source = """
            struct DocumentPicker: UIViewControllerRepresentable {
                let allowsMultiple: Bool
                let onPick: ([URL]) -> Void

                func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
                    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
                    picker.allowsMultipleSelection = allowsMultiple
                    picker.delegate = context.coordinator
                    return picker
                }

                func updateUIViewController(_ picker: UIDocumentPickerViewController, context: Context) {}
            }

            struct ShareButton: UIViewRepresentable {
                let onTap: () -> Void
                let onResolve: ((UIView) -> Void)?

                func makeUIView(context: Context) -> TapView {
                    let view = TapView()
                    view.handler = { onTap() }
                    view.onResolve = onResolve
                    return view
                }

                func updateUIView(_ view: TapView, context: Context) {}
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func wiringTheCoordinatorToTheMadeViewIsFine() {
        let source = """
            struct MenuHost<Content: View>: UIViewControllerRepresentable {
                let content: Content

                func makeUIViewController(context: Context) -> UIHostingController<Content> {
                    let coordinator = context.coordinator
                    let host = UIHostingController(rootView: content)
                    coordinator.responder = host
                    context.coordinator.host = host
                    return host
                }

                func updateUIViewController(_ host: UIHostingController<Content>, context: Context) {}
            }
            """
        #expect(LintFixture.findings(source).filter { $0.rule == .representableUpdate }.isEmpty)
    }

    @Test func anUpdateApplyingTheWholeRepresentableIsFine() {
        let source = """
            struct GaugeView: UIViewRepresentable {
                let value: Double

                func makeUIView(context: Context) -> LegacyGauge {
                    let gauge = LegacyGauge()
                    gauge.value = value
                    return gauge
                }

                func updateUIView(_ gauge: LegacyGauge, context: Context) {
                    gauge.configure(with: self)
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func aMakeOutsideARepresentableIsNotLookedAt() {
        let source = """
            final class ChartFactory {
                let month: Month
                func makeUIViewController(context: Context) -> LegacyChartViewController {
                    let chart = LegacyChartViewController()
                    chart.month = month
                    return chart
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func theLessonSnippets() throws {
        #expect(try LintFixture.snippetFindings(.representableUpdate, wrong: true) == ["representable-update@4"])
        #expect(try LintFixture.snippetFindings(.representableUpdate, wrong: false) == [])
    }
}
