import Terminal

/// Presented controllers: each presentation over what is below it, in order, in the box its
/// style gives it — dimming below for a sheet, a border for a sheet or popover.
extension Window {
    /// The box `presented` takes in `content`, border included.
    func presentationBox(_ presented: ViewController, in content: Rect) -> Rect {
        let style = presented.effectivePresentationStyle
        var box = style.frame(
            in: content, preferredContentSize: presented.preferredContentSize,
            fittingSize: { presented.view.sizeThatFits($0) })
        if style == .popover {
            let rtl = traitCollection.layoutDirection == .rightToLeft
            box.origin.x = rtl ? content.width - box.x - box.width : box.x
        }
        return box
    }

    /// The update phase of a presentation: its panels get the box inside the border, lay out
    /// and update.
    func updatePresentation(_ presented: ViewController, in content: Rect) {
        let box = presentationBox(presented, in: content)
        let v = presented.view
        v.frame =
            presented.effectivePresentationStyle.isBordered
            ? box.inset(top: 1, leading: 1, bottom: 1, trailing: 1) : box
        v.updateIfNeeded(in: updateContext(traits: presented.currentTraits, layer: presented))
    }

    /// Draws `presented` over what is below: dims below for a sheet (unless nothing below is
    /// drawn: `overBelow` false), draws the border for a sheet or popover, then the
    /// controller's panels inside.
    func drawPresentation(
        _ presented: ViewController, in content: Rect, over overBelow: Bool, context: inout DrawContext
    ) {
        let style = presented.effectivePresentationStyle
        let box = presentationBox(presented, in: content)
        let savedTraits = context.traits
        context.traits = presented.currentTraits
        defer { context.traits = savedTraits }
        if style.dimsBelow, overBelow {
            let dim = context.palette.dimmedBackground
            context.restyle(content) { $0.with(background: dim).adding(.dim) }
        }
        if style.isBordered { drawBorder(box, context: &context) }
        presented.viewIfLoaded?.render(in: &context)
    }

    /// The topmost presentation over `root` that sets every cell of `clip`: its border's
    /// background fills its box, or its view is opaque over the clip. Nil when none does.
    func coveringPresentation(over root: ViewController, clip: Rect, in content: Rect) -> ViewController? {
        var covering: ViewController?
        var presenter = root
        while let presented = presenter.presentedStorage {
            if presented.effectivePresentationStyle.isBordered {
                let box = presentationBox(presented, in: content)
                if box.width >= 2, box.height >= 2, box.contains(clip) { covering = presented }
            } else if presented.viewIfLoaded?.covers(clip, at: .zero) == true {
                covering = presented
            }
            presenter = presented
        }
        return covering
    }

    func drawBorder(_ box: Rect, context: inout DrawContext) {
        guard box.width >= 2, box.height >= 2 else { return }
        let style = context.palette.text.with(foreground: context.palette.separator)
        context.fill(box, style: context.palette.text)
        context.drawBox(box, style: style, corners: .rounded)
    }
}
