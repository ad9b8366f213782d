import Declarative
import Hosting
import Imperative
import Terminal
import Testing

/// A NavigationStack's pushes and pops move as the navigation controller's do (SwiftUI
/// animates a path that grows or shrinks): the host tells the window, which runs the same
/// transition it runs for an imperative push.
@MainActor
@Suite struct DeclarativeMotionTests {
    struct Orders: View {
        @State var path: [Int] = []
        @State var taps = 0
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Open") { path.append(7) }
                    Button("Count \(taps)") { taps += 1 }
                }
                .navigationTitle("Orders")
                .navigationDestination(for: Int.self) { Text("Order \($0)").navigationTitle("Order \($0)") }
            }
        }
    }

    private func window() -> Window {
        let window = Window(size: Size(width: 60, height: 12))
        window.rootViewController = HostingController(rootView: Orders())
        window.animatesTransitions = true
        _ = window.render(at: 0)
        return window
    }

    @Test func aPathThatGrowsSlidesTheDestinationInAndOneThatShrinksSlidesItOut() {
        let w = window()
        let orders = w.render()
        w.send(.enter)
        _ = w.render(at: 1)
        #expect(w.isAnimating(at: 1.05))
        let moving = w.transitionFrame(at: 1.05)?.canvas.text
        let order = w.render()
        #expect(order.contains("Order 7"))
        #expect(moving != nil && moving != order.text && moving != orders.text, "halfway, neither screen alone")
        #expect(!w.isAnimating(at: 1.2))
        #expect(w.transitionFrame(at: 1.2)?.canvas.text == order.text)

        w.send(.escape)
        _ = w.render(at: 2)
        #expect(w.render().contains("Orders"))
        #expect(w.isAnimating(at: 2.05), "the pop moves too")
    }

    @Test func anUpdateThatLeavesThePathAloneDoesNotMove() {
        let w = window()
        w.send(.down)
        w.send(.enter)
        _ = w.render(at: 1)
        #expect(w.render().contains("Count 1"))
        #expect(!w.isAnimating(at: 1.05))
    }

    @Test func reduceMotionKeepsTheDeclarativePushStill() {
        let w = window()
        var settings = SystemSettings()
        settings.reduceMotion = true
        w.apply(settings)
        _ = w.render(at: 0.5)
        w.send(.enter)
        _ = w.render(at: 1)
        #expect(w.render().contains("Order 7"))
        #expect(!w.isAnimating(at: 1.05))
    }
}
