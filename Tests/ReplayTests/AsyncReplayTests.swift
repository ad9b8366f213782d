import Declarative
import Dispatch
import Foundation
import Imperative
@testable import Replay
import Terminal
import Testing

/// A model a screen observes with Combine's call shape, delivered on the main queue.
@MainActor
private final class Basket: ObservableObject {
    @Published var count = 0
}

/// A screen whose title follows its model through `receive(on: DispatchQueue.main)`: a
/// delivery runs after the key that changed the model, from the main queue.
@MainActor
private final class BasketViewController: ViewController {
    private let basket = Basket()
    private var subscriptions = Set<AnyCancellable>()

    override init() {
        super.init()
        title = "Basket 0"
        basket.objectWillChange.receive(on: DispatchQueue.main).sink { [weak self] _ in
            guard let self else { return }
            title = "Basket \(basket.count)"
        }.store(in: &subscriptions)
    }

    override func handle(_ key: Key) -> Bool {
        guard key == .character("+") else { return false }
        basket.count += 1
        return true
    }
}

/// Swift Testing runs the main actor where the main queue cannot be drained while a test holds
/// it: the async `ReplayRunner.replay` awaits the queue after every key, the plain one cannot.
@MainActor
@Suite struct AsyncReplayTests {
    static func script(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("basket-\(UUID()).replay").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let counting = "size 60x20\npress +\nexpect title \"Basket 1\"\npress + +\nexpect title \"Basket 3\"\n"

    @Test func theAsyncReplayShowsWhatTheMainQueueDelivers() async throws {
        let path = try Self.script(Self.counting)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = await ReplayRunner.replay(path) {
            NavigationController(rootViewController: BasketViewController())
        }
        #expect(outcome.passed, "\(outcome)")
        #expect(outcome.keys == 3)
    }

    @Test func thePlainReplayInATestSeesTheDeliveryOnlyLater() throws {
        let path = try Self.script(Self.counting)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = ReplayRunner.replay(path) { NavigationController(rootViewController: BasketViewController()) }
        #expect(!outcome.passed)
        #expect(outcome.failure?.contains("expected title \"Basket 1\", got \"Basket 0\"") == true, "\(outcome)")
    }

    @Test func aLineOfKeysIsSentKeyByKey() {
        #expect(ReplayRunner.inputs(of: .press([.down, .up])) == [.press([.down]), .press([.up])])
        #expect(ReplayRunner.inputs(of: .type("ab")) == [.press([.character("a")]), .press([.character("b")])])
        #expect(ReplayRunner.inputs(of: .resize(Size(width: 70, height: 24))) == [.resize(Size(width: 70, height: 24))])
    }
}
