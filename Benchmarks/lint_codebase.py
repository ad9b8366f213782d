#!/usr/bin/env python3
"""Writes a generated UIKit/SwiftUI codebase for `make bench` to lint: FEATURES feature
folders, each a SwiftUI list and detail, a hosting view controller with a child host, a
representable, a coordinator and a model, written the way iOS teams write them, a few with
rule breaks. Usage: lint_codebase.py DIR [FEATURES]; prints the line count."""
import os
import sys

VIEW = '''import SwiftUI

struct {N}Row: View {{
    let item: {N}Item
    var body: some View {{
        HStack {{
            Text(item.title).font(.headline)
            Spacer()
            Text(item.amount, format: .currency(code: "EUR"))
                .foregroundStyle(item.isOverdue ? .red : .secondary)
        }}
        .accessibilityElement(children: .combine)
    }}
}}

struct {N}List: View {{
    @ObservedObject var model: {N}Model
    @Environment(\\.horizontalSizeClass) private var sizeClass
    @State private var query = ""
    let onSelect: ({N}Item) -> Void

    var filtered: [{N}Item] {{
        query.isEmpty ? model.items : model.items.filter {{ $0.title.localizedCaseInsensitiveContains(query) }}
    }}

    var body: some View {{
        List {{
            Section("Open") {{
                ForEach(filtered.filter {{ !$0.isPaid }}) {{ item in
                    Button {{ onSelect(item) }} label: {{ {N}Row(item: item) }}
                }}
            }}
            Section("Paid") {{
                ForEach(filtered.filter(\\.isPaid)) {{ item in
                    {N}Row(item: item)
                        .swipeActions {{
                            Button("Archive") {{ model.archive(item.id) }}
                        }}
                }}
            }}
        }}
        .searchable(text: $query)
        .navigationTitle("{N}")
        .refreshable {{ await model.reload() }}
    }}
}}

struct {N}Detail: View {{
    @ObservedObject var model: {N}Model
    let id: {N}Item.ID

    var body: some View {{
        if let item = model.item(id) {{
            Form {{
                LabeledContent("Title", value: item.title)
                LabeledContent("Amount") {{ Text(item.amount, format: .currency(code: "EUR")) }}
                Toggle("Paid", isOn: Binding(get: {{ item.isPaid }}, set: {{ model.setPaid(id, $0) }}))
                if sizeClassIsRegular {{
                    {N}Chart(values: item.history)
                        .frame(height: 120)
                }}
            }}
        }} else {{
            ContentUnavailableView("Gone", systemImage: "tray")
        }}
    }}

    private var sizeClassIsRegular: Bool {{ true }}
}}
'''

CONTROLLER = '''import UIKit
import SwiftUI

final class {N}ViewController: UIViewController {{
    private let model: {N}Model
    private weak var coordinator: {N}Coordinator?
    private var summary: UIHostingController<{N}Summary>?
    private var observation: NSObjectProtocol?

    init(model: {N}Model, coordinator: {N}Coordinator) {{
        self.model = model
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        title = "{N}"
    }}

    required init?(coder: NSCoder) {{ fatalError("init(coder:) has not been implemented") }}

    override func viewDidLoad() {{
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let list = UIHostingController(rootView: {N}List(model: model) {{ [weak self] item in
            self?.coordinator?.showDetail(item.id)
        }})
        addChild(list)
        view.addSubview(list.view)
        list.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            list.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            list.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        list.didMove(toParent: self)
        observation = NotificationCenter.default.addObserver(forName: .{L}DidChange, object: nil, queue: .main) {{ [weak self] _ in
            self?.refreshSummary()
        }}
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction {{ [weak self] _ in
            self?.coordinator?.showComposer()
        }})
    }}

    private func refreshSummary() {{
        let card = UIHostingController(rootView: {N}Summary(total: model.total))
        card.sizingOptions = .intrinsicContentSize
        card.view.backgroundColor = .clear
        summary?.willMove(toParent: nil)
        summary?.view.removeFromSuperview()
        summary?.removeFromParent()
        addChild(card)
        view.addSubview(card.view)
        card.didMove(toParent: self)
        summary = card
    }}

    deinit {{
        if let observation {{ NotificationCenter.default.removeObserver(observation) }}
    }}
}}

struct {N}Summary: View {{
    let total: Decimal
    var body: some View {{
        Text(total, format: .currency(code: "EUR"))
            .font(.title2.bold())
            .padding()
    }}
}}
'''

COORDINATOR = '''import UIKit
import SwiftUI

final class {N}Coordinator {{
    private let navigationController: UINavigationController
    private let model: {N}Model
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController, model: {N}Model) {{
        self.navigationController = navigationController
        self.model = model
    }}

    func start() {{
        let controller = {N}ViewController(model: model, coordinator: self)
        navigationController.pushViewController(controller, animated: true)
    }}

    func showDetail(_ id: {N}Item.ID) {{
        let detail = UIHostingController(rootView: {N}Detail(model: model, id: id))
        detail.hidesBottomBarWhenPushed = true
        detail.navigationItem.largeTitleDisplayMode = .never
        navigationController.pushViewController(detail, animated: true)
    }}

    func showComposer() {{
        let composer = UIHostingController(rootView: NavigationStack {{
            {N}Composer(model: model)
        }})
        composer.modalPresentationStyle = .formSheet
        navigationController.present(composer, animated: true)
    }}
{BREAK}}}
'''

BREAK = '''
    func showHistory() {{
        let history = UIHostingController(rootView: {N}History(model: model))
        navigationController.pushViewController(history, animated: true)
        history.hidesBottomBarWhenPushed = true
    }}
'''

MODEL = '''import Foundation
import Combine

struct {N}Item: Identifiable, Hashable {{
    let id: UUID
    var title: String
    var amount: Decimal
    var isPaid: Bool
    var isOverdue: Bool
    var history: [Double]
}}

@MainActor
final class {N}Model: ObservableObject {{
    @Published private(set) var items: [{N}Item] = []
    private var cancellables: Set<AnyCancellable> = []
    private let service: {N}Service

    init(service: {N}Service) {{
        self.service = service
        service.updates
            .receive(on: DispatchQueue.main)
            .sink {{ [weak self] items in self?.items = items }}
            .store(in: &cancellables)
    }}

    var total: Decimal {{ items.filter {{ !$0.isPaid }}.reduce(0) {{ $0 + $1.amount }} }}

    func item(_ id: {N}Item.ID) -> {N}Item? {{ items.first {{ $0.id == id }} }}

    func setPaid(_ id: {N}Item.ID, _ paid: Bool) {{
        guard let index = items.firstIndex(where: {{ $0.id == id }}) else {{ return }}
        items[index].isPaid = paid
        Task {{ try? await service.save(items[index]) }}
    }}

    func archive(_ id: {N}Item.ID) {{
        items.removeAll {{ $0.id == id }}
        Task {{ try? await service.archive(id) }}
    }}

    func reload() async {{
        do {{ items = try await service.fetch() }} catch {{ print("{N}: reload failed: \\(error)") }}
    }}
}}

protocol {N}Service {{
    var updates: AnyPublisher<[{N}Item], Never> {{ get }}
    func fetch() async throws -> [{N}Item]
    func save(_ item: {N}Item) async throws
    func archive(_ id: {N}Item.ID) async throws
}}
'''

REPRESENTABLE = '''import SwiftUI
import UIKit

struct {N}Chart: UIViewRepresentable {{
    var values: [Double]

    func makeUIView(context: Context) -> {N}ChartView {{
        {N}ChartView()
    }}

    func updateUIView(_ view: {N}ChartView, context: Context) {{
        view.values = values
        view.setNeedsDisplay()
    }}
}}

final class {N}ChartView: UIView {{
    var values: [Double] = []

    override func draw(_ rect: CGRect) {{
        guard values.count > 1, let context = UIGraphicsGetCurrentContext() else {{ return }}
        let high = values.max() ?? 1, low = values.min() ?? 0
        let step = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {{
            let point = CGPoint(x: CGFloat(index) * step,
                                y: rect.height * (1 - CGFloat((value - low) / max(high - low, 1))))
            if index == 0 {{ context.move(to: point) }} else {{ context.addLine(to: point) }}
        }}
        context.setStrokeColor(UIColor.tintColor.cgColor)
        context.strokePath()
    }}
}}
'''

def main():
    root = sys.argv[1]
    features = int(sys.argv[2]) if len(sys.argv) > 2 else 160
    lines = 0
    for i in range(features):
        name = f"Feature{i:03d}"
        folder = os.path.join(root, name)
        os.makedirs(folder, exist_ok=True)
        values = {"N": name, "L": name[0].lower() + name[1:]}
        files = {
            "Views.swift": VIEW, "ViewController.swift": CONTROLLER, "Model.swift": MODEL,
            "Chart.swift": REPRESENTABLE,
            "Coordinator.swift": COORDINATOR.replace("{BREAK}", BREAK if i % 10 == 0 else ""),
        }
        for file, template in files.items():
            text = template.format(**values)
            with open(os.path.join(folder, f"{name}{file}"), "w") as out:
                out.write(text)
            lines += text.count("\n")
    print(lines)

if __name__ == "__main__":
    main()
