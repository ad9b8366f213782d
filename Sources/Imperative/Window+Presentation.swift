import Terminal

/// Drawing presented controllers: each presentation over what is below it, in order.
extension Window {
    /// Draws `presented` in the box its style gives it: dims below for a sheet or a custom
    /// presentation (an alert), draws the border for all but full screen, then the
    /// controller's panels inside.
    func drawPresentation(_ presented: ViewController, in content: Rect, context: inout DrawContext) {
        let style = presented.modalPresentationStyle
        var box = style.frame(in: content, preferredContentSize: presented.preferredContentSize,
                              fittingSize: { presented.view.sizeThatFits($0) })
        if style == .popover {
            box.origin.x = context.mirroredX(box.x, width: box.width, in: content.width)
        }
        let traits = presented.traitCollection
        let savedTraits = context.traits
        context.traits = traits
        defer { context.traits = savedTraits }
        if style.dimsBelow {
            let dim = context.palette.dimmedBackground
            context.restyle(content) { $0.with(background: dim).adding(.dim) }
        }
        var inner = box
        if style.isBordered {
            drawBorder(box, context: &context)
            inner = box.inset(top: 1, leading: 1, bottom: 1, trailing: 1)
        }
        let v = presented.view
        v.frame = inner
        v.layoutIfNeeded()
        v.render(in: &context)
    }

    func drawBorder(_ box: Rect, context: inout DrawContext) {
        guard box.width >= 2, box.height >= 2 else { return }
        let style = context.palette.text.with(foreground: context.palette.separator)
        context.fill(box, style: context.palette.text)
        context.drawBox(box, style: style, corners: .rounded)
    }
}
