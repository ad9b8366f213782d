import Hosting
import Imperative

/// The state dump of SPEC §6: size, traits, tab, stack, presented, top (with the
/// environment its hosted view sees), focus, diagnostics and model.
@MainActor
public enum StateDump {
    public static func make(_ app: any ReplayApp) -> JSON {
        let window = app.window
        let top = window.topViewController
        var fields: [(String, JSON)] = [
            ("size", .object([("columns", .number(window.size.width)), ("rows", .number(window.size.height))])),
            ("traits", .object(window.traitCollection.named.map { ($0.0, .string($0.1)) })),
            ("tab", window.selectedTabTitle.map(JSON.string) ?? .null),
            ("stack", .array(window.visibleStack.map(entry))),
            ("presented", presented(window)),
        ]
        if let top {
            var topFields: [(String, JSON)] = [("title", .string(top.displayTitle)), ("kind", .string(top.kind))]
            if let hosted = top as? HostedScreen {
                topFields.append(("environment", .object(hosted.environmentSummary.map { ($0.0, .string($0.1)) })))
            }
            fields.append(("top", .object(topFields)))
        } else {
            fields.append(("top", .null))
        }
        fields.append(("focus", (top as? HostedScreen)?.focusedControlLabel.map(JSON.string) ?? .null))
        fields.append(("diagnostics", .array(window.diagnostics.entries.map { d in
            .object([("rule", .string(d.rule)), ("message", .string(d.message)), ("at", .string(d.location))])
        })))
        fields.append(("model", .object(app.modelSummary.map { ($0.0, .number($0.1)) })))
        return .object(fields)
    }

    static func entry(_ controller: ViewController) -> JSON {
        .object([("title", .string(controller.displayTitle)), ("kind", .string(controller.kind)),
                 ("type", .string(controller.typeName))])
    }

    static func presented(_ window: Window) -> JSON {
        guard let p = window.topPresentedController else { return .null }
        let stack = p.visibleNavigationController?.viewControllers ?? [p]
        return .object([("style", .string(p.modalPresentationStyle.rawValue)), ("stack", .array(stack.map(entry)))])
    }
}
