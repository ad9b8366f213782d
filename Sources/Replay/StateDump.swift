import Hosting
import Imperative
import JSONText

/// The state dump (docs/replay.md): size, traits, tab, stack, presented, top (with the
/// environment its hosted view sees), focus, diagnostics and model; `events` is added
/// when the transcript is asked for. Fields are only ever added, never renamed.
@MainActor
public enum StateDump {
    /// The dump of `app` now; `includeEvents` adds the transcript as `events`.
    public static func make(_ app: any ReplayApp, includeEvents: Bool = false) -> JSON {
        let window = app.window
        let top = window.topViewController
        var fields: [(String, JSON)] = [
            ("size", .object([("columns", .number(window.size.width)), ("rows", .number(window.size.height))])),
            ("traits", .object(window.traitCollection.named.map { ($0.0.rawValue, .string($0.1)) })),
            ("tab", window.selectedTabTitle.map(JSON.string) ?? .null),
            ("stack", .array(window.visibleStack.map(entry))),
            ("presented", presented(window)),
            ("top", top.map(topEntry) ?? .null),
            ("focus", focus(top).map(JSON.string) ?? .null),
            (
                "diagnostics",
                .array(
                    window.diagnostics.entries.map { d in
                        .object([
                            ("rule", .string(d.id)), ("message", .string(d.message)), ("at", .string(d.location)),
                        ])
                    })
            ),
            ("model", .object(app.modelSummary.map { ($0.0, .number($0.1)) })),
        ]
        if includeEvents {
            fields.append(("events", .array(window.events.lines.map(JSON.string))))
        }
        return .object(fields)
    }

    /// The focused control of a hosted view, or the focused action of an alert.
    static func focus(_ top: ViewController?) -> String? {
        (top as? HostedScreen)?.focusedControlLabel ?? (top as? AlertController)?.focusedAction?.title
    }

    static func entry(_ controller: ViewController) -> JSON {
        .object([
            ("title", .string(controller.displayTitle)), ("kind", .string(controller.kind.rawValue)),
            ("type", .string(controller.typeName)),
        ])
    }

    /// The top controller; a hosted one adds the environment its view sees.
    static func topEntry(_ top: ViewController) -> JSON {
        var fields: [(String, JSON)] = [
            ("title", .string(top.displayTitle)), ("kind", .string(top.kind.rawValue)),
            ("type", .string(top.typeName)),
        ]
        if let hosted = top as? HostedScreen {
            fields.append(("environment", .object(hosted.environmentSummary.map { ($0.0, .string($0.1)) })))
        }
        return .object(fields)
    }

    static func presented(_ window: Window) -> JSON {
        guard let p = window.topPresentedController else { return .null }
        let stack = p.visibleNavigationController?.viewControllers ?? [p]
        var fields: [(String, JSON)] = [("style", .string(p.effectivePresentationStyle.rawValue))]
        if p.effectivePresentationStyle != p.modalPresentationStyle {
            fields.append(("adaptedFrom", .string(p.modalPresentationStyle.rawValue)))
        }
        fields.append(("stack", .array(stack.map(entry))))
        return .object(fields)
    }
}
