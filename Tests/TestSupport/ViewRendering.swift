import Declarative
import Terminal

/// Renders a declarative view headless, the way a host does, for golden text checks.
@MainActor
public func renderText(_ graph: ViewGraph, width: Int, height: Int) -> String {
    var canvas = Canvas(size: Size(width: width, height: height))
    let rect = Rect(x: 0, y: 0, width: width, height: height)
    graph.layout(in: rect)
    graph.draw(into: &canvas, clip: rect)
    return canvas.text
}

@MainActor
public func renderText(_ view: some View, width: Int, height: Int, environment: EnvironmentValues = EnvironmentValues())
    -> String
{
    renderText(ViewGraph(rootView: view, environment: environment), width: width, height: height)
}
