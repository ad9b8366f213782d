import Declarative
import Hosting

/// The hosted detail of one counter: its value, buttons that count up and down through
/// the shared store, and Done, which pops back to the list through the environment's
/// navigator (the imperative list injected it). Titled by the counter's name.
public struct CounterDetailView: View {
    let name: String
    let store: CounterStore
    @Environment(\.navigator) private var navigator

    public init(name: String, store: CounterStore) {
        self.name = name
        self.store = store
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("\(name): \(store.value(of: name))").bold()
            HStack(spacing: 1) {
                Button("+1") { store.increment(name) }
                Button("−1") { store.decrement(name) }
                Button("Done") { navigator.pop() }
            }
        }
        .padding(.horizontal, 2)
        .padding(.top, 1)
        .navigationTitle(name)
    }
}
