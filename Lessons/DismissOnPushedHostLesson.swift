// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules

/// `dismiss-on-pushed-host`: a hosted delivery note pushed onto the stage has a Close
/// button. Wrong: Close calls the environment's dismiss, which has nothing to close on a
/// pushed host in Seam, so the note stays on screen. Right: Close calls back
/// into the imperative side, which pops the note off the navigation controller.
@MainActor
final class DismissOnPushedHostLesson: LessonDemonstration {
    static let rule = Rule.dismissOnPushedHost
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        StageNoteViewController(title: "Orders", note: "Run opens order 42's delivery note, then presses Close.")
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.perform { [way, weak stage] in
            guard let stage else { return }
            way == .wrong ? Self.openNoteWrong(on: stage) : Self.openNoteRight(on: stage)
        },
         .press(.enter)]
    }

    // MARK: Wrong way: the note closes itself with the environment's dismiss

    static func openNoteWrong(on nav: NavigationController) {
        nav.pushViewController(HostingController(rootView: DeliveryNoteScreen()))
    }

    /// The hosted screen: the note, closed with the environment's dismiss.
    struct DeliveryNoteScreen: View {
        @Environment(\.dismiss) var dismiss
        var body: some View {
            DeliveryNote(onClose: { dismiss() })
        }
    }

    // MARK: Right way: the imperative side supplies Close, and pops

    static func openNoteRight(on nav: NavigationController) {
        let note = DeliveryNote(onClose: {
            [weak nav] in nav?.popViewController()
        })
        let host = HostingController(rootView: note)
        nav.pushViewController(host)
    }
}

/// Order 42's delivery note with a Close button; what Close does is given.
private struct DeliveryNote: View {
    let onClose: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text("Leave the parcel with the porter.")
            Button("Close", action: onClose)
        }
        .padding(.horizontal, 1)
        .navigationTitle("Delivery note")
    }
}
