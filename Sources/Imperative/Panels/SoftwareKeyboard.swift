import Terminal

/// Mirrors `UIKeyboardLayoutGuide`'s frame: where the software keyboard is in a panel's
/// coordinates. With no keyboard on screen it is an empty rectangle along the panel's bottom
/// edge, as the guide's top meets the bottom of the view when the keyboard is offscreen.
public struct KeyboardLayoutGuide: Hashable, Sendable {
    /// Mirrors `layoutFrame`, in the coordinates of the panel the guide was asked of.
    public let layoutFrame: Rect
}

extension Panel {
    /// Mirrors `keyboardLayoutGuide`: "a layout guide that tracks the keyboard's position in
    /// your app's layout". The keyboard is the one a controller that presents it
    /// (`ViewController.presentsSoftwareKeyboard`) shows at the bottom of its view while a text
    /// field in it edits; the guide looks for it in the views this panel is inside.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        let here = originInWindow
        var p: Panel? = self
        while let x = p {
            if let keyboard = x.owner?.softwareKeyboard, keyboard.superview === x, !keyboard.isHidden {
                let origin = x.originInWindow
                return KeyboardLayoutGuide(
                    layoutFrame: Rect(
                        x: origin.x + keyboard.frame.x - here.x, y: origin.y + keyboard.frame.y - here.y,
                        width: keyboard.frame.width, height: keyboard.frame.height))
            }
            p = x.superview
        }
        return KeyboardLayoutGuide(layoutFrame: Rect(x: 0, y: frame.height, width: frame.width, height: 0))
    }
}

/// The software keyboard a terminal does not have, drawn as a panel of keys across the bottom
/// of the view of a controller that presents it (`ViewController.presentsSoftwareKeyboard`):
/// two fifths of that view's height, at most four rows, over everything else in it.
@MainActor
final class SoftwareKeyboardPanel: Panel {
    /// The rows of keys, top to bottom; a shorter keyboard shows the first ones.
    static let rows = ["q w e r t y u i o p", "a s d f g h j k l", "⇧ z x c v b n m ⌫", "123   space   return"]

    override init() {
        super.init()
        backgroundColor = .bar
        pinsToBottomEdge = true
    }

    /// Two fifths of the height it is offered, one row at least and four at most.
    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: min(Self.rows.count, max(1, proposal.height * 2 / 5), proposal.height))
    }

    override func draw(in context: inout DrawContext) {
        let style = context.palette.bar
        for (row, keys) in Self.rows.prefix(bounds.height).enumerated() {
            let text = DisplayWidth.truncate(keys, to: bounds.width)
            _ = context.draw(text, at: Point(x: (bounds.width - DisplayWidth.of(text)) / 2, y: row), style: style)
        }
    }
}

extension ViewController {
    /// Shows this controller's software keyboard while it presents one and a text field in its
    /// view edits (a UIKit `TextField` or a hosted `TextField`), hides it otherwise, and lays the
    /// view out again when it comes or goes: the views under it see the keyboard in their
    /// `keyboardLayoutGuide`. The window calls it in the update phase, after the controller's
    /// children have updated.
    func updateSoftwareKeyboard() {
        guard presentsSoftwareKeyboard || softwareKeyboard != nil, let root = viewIfLoaded else { return }
        let shows = presentsSoftwareKeyboard && isEditingText
        if shows {
            let keyboard = softwareKeyboard ?? SoftwareKeyboardPanel()
            softwareKeyboard = keyboard
            let appearing = keyboard.superview !== root || keyboard.isHidden
            if keyboard.superview !== root {
                root.addSubview(keyboard)
            } else {
                root.bringSubviewToFront(keyboard)
            }
            guard appearing else { return }
            keyboard.isHidden = false
            root.setNeedsLayoutInSubtree()
            window?.events.record(.note("keyboard shows in \(typeName)"))
        } else if let keyboard = softwareKeyboard, !keyboard.isHidden {
            keyboard.isHidden = true
            root.setNeedsLayoutInSubtree()
            window?.events.record(.note("keyboard hides in \(typeName)"))
        }
    }
}
