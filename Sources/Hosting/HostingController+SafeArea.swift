import Declarative
import Imperative
import Rules

/// The keyboard in a host's safe area. A host whose `safeAreaRegions` contain `.keyboard` lays
/// its content out above the software keyboard wherever the keyboard covers its view — what a
/// screen's own host wants (a form stays above the keys) and what breaks a host embedded in a
/// UIKit screen: a bottom bar or a footer that grows by the keyboard jumps above it, over the
/// screen's content, and one of fixed size has its content squeezed into what is left.
extension HostingController {
    /// The panel's keyboard inset changed. An embedded host whose layout the keyboard now
    /// changes — it took an inset where it had none — records `host-keyboard-inset`: a
    /// self-sizing one grew by the inset, another had its content laid out that much shorter.
    /// A host on a navigation or tab bar controller (the screen's own) is meant to avoid the
    /// keyboard, and a host whose regions leave `.keyboard` out never takes an inset.
    func hostingPanel(_ panel: HostingPanel, keyboardInsetChangedFrom old: Int) {
        let inset = panel.appliedKeyboardInset
        guard old == 0, inset > 0, isChildHost else { return }
        let grew = sizingOptions.contains(.intrinsicContentSize)
        reportAsChild(.hostKeyboardInset(host: typeName, rows: inset, grew: grew))
    }
}
