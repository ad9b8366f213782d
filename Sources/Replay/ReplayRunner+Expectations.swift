import Foundation
import Rules
import Hosting
import Imperative
import Terminal

extension ReplayRunner {
    /// Checks an expectation, snapshot or transcript line against the run; returns the
    /// failure message (`expected …, got …`), or nil when it held or the line checks nothing.
    func check(_ command: ScriptCommand, in run: inout Run) -> String? {
        let window = run.window
        let top = window.topViewController
        func expect(_ what: String, _ expected: String, _ actual: String?) -> String? {
            actual == expected ? nil : "expected \(what) \"\(expected)\", got \"\(actual ?? "none")\""
        }
        switch command {
        case .expectTitle(let title):
            return expect("title", title, top?.displayTitle)
        case .expectDepth(let depth):
            let stack =
                window.topPresentedController?.visibleNavigationController?.viewControllers ?? window.visibleStack
            return expect("depth", String(depth), String(stack.count))
        case .expectKind(let kind):
            return expect("kind", kind.rawValue, top?.kind.rawValue)
        case .expectTab(let tab):
            return expect("tab", tab, window.selectedTabTitle)
        case .expectPresented(let style):
            return expect(
                "presented", style, window.topPresentedController?.effectivePresentationStyle.rawValue ?? "none")
        case .expectScreenContains(let text):
            return run.frame.contains(text) ? nil : "expected screen to contain \"\(text)\", got a screen without it"
        case .expectScreenLacks(let text):
            return run.frame.contains(text) ? "expected screen to lack \"\(text)\", got it on screen" : nil
        case .expectEnv(let key, let value):
            guard let hosted = top as? HostedScreen else {
                return
                    "expected env \(key) \"\(value)\", "
                    + "got a top controller that hosts no view (\(top?.typeName ?? "none"))"
            }
            return expect("env \(key)", value, hosted.environmentSummary.first { $0.0 == key }?.1)
        case .expectDiagnostic(let rule):
            if window.diagnostics.contains(rule: rule) { return nil }
            let seen = window.diagnostics.entries.map(\.id)
            return
                "expected diagnostic \(rule.id), got \(seen.isEmpty ? "no diagnostics" : seen.joined(separator: ", "))"
        case .expectNoDiagnostics:
            let seen = window.diagnostics.entries.map(\.id)
            return seen.isEmpty ? nil : "expected no diagnostics, got \(seen.joined(separator: ", "))"
        case .snapshot(let name):
            let header = Self.snapshotHeader(window)
            if let failure = writePicture(name, header: header, run) { return failure }
            return compareGoldens(
                [
                    (goldenPath(name, ".txt", run), Snapshot.text(header: header, frame: run.frame)),
                    (goldenPath(name, ".attrs.txt", run), StyleLayer.text(header: header, frame: run.frame)),
                ], what: "snapshot", in: &run)
        case .transcript(let name):
            let text = window.events.lines.map { $0 + "\n" }.joined()
            return compareGoldens([(goldenPath(name, ".events.txt", run), text)], what: "transcript", in: &run)
        case .size, .args, .press, .type, .paste, .mouse, .resize, .trait:
            return nil
        }
    }

    /// `SIZE STACK` of a golden's first line, e.g. `80x24 Ledger > Invoice #00003`; a
    /// presented screen adds ` | sheet: Export > Format`.
    static func snapshotHeader(_ window: Window) -> String {
        var header = "\(window.size) " + window.visibleStack.map(\.displayTitle).joined(separator: " > ")
        if let presented = window.topPresentedController {
            let stack = presented.visibleNavigationController?.viewControllers ?? [presented]
            header +=
                " | \(presented.effectivePresentationStyle.rawValue): "
                + stack.map(\.displayTitle).joined(separator: " > ")
        }
        return header
    }

    /// `__Snapshots__/NAME.txt` beside the script; in a matrix run `NAME.<combination>.txt`.
    private func goldenPath(_ name: String, _ suffix: String, _ run: Run) -> String {
        let variant = options.combination.map { ".\($0.name)" } ?? ""
        return Snapshot.path(for: name + variant, beside: run.script.path, suffix: suffix)
    }

    /// With `--svg DIR`, writes the frame as `DIR/NAME.svg` (`NAME.COMBINATION.svg` in a
    /// matrix run) before the goldens are compared, so a failing frame is pictured too;
    /// returns the failure when the picture cannot be written.
    private func writePicture(_ name: String, header: String, _ run: Run) -> String? {
        guard let directory = options.svgDirectory else { return nil }
        let variant = options.combination.map { ".\($0.name)" } ?? ""
        let path = (directory as NSString).appendingPathComponent("\(name)\(variant).svg")
        var frame = run.frame
        if options.svgColorDepth != .full {
            let terminal = TerminalCapabilities(colorDepth: options.svgColorDepth)
            frame.restyle(frame.bounds) { terminal.shown($0) }
        }
        let svg = SVGFrame.svg(frame, dark: run.window.settings.userInterfaceStyle == .dark, title: header)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        if FileManager.default.createFile(atPath: path, contents: Data(svg.utf8)) { return nil }
        return "expected to write the picture \(path), got an error writing it"
    }

    /// Compares (or records) each golden file; a failure names every missing file and lists
    /// the diff of every file that differs.
    private func compareGoldens(_ files: [(path: String, text: String)], what: String, in run: inout Run) -> String? {
        var diffs: [String] = []
        var missing: [String] = []
        for file in files {
            switch Snapshot.check(file.text, at: file.path, record: options.recordSnapshots) {
            case .matched:
                break
            case .recorded(let path):
                run.recordedGoldens.append(path)
                errors("\(run.script.path): recorded \(what) \(path)")
            case .mismatched(let path, let diff):
                diffs.append("\(path):\n\(diff)")
            case .missing(let path):
                missing.append(path)
            case .unwritable(let path):
                diffs.append("\(path): cannot be written")
            }
        }
        if !missing.isEmpty {
            return "expected \(what) to match its golden, got no golden file \(missing.joined(separator: ", ")): "
                + "record it with --record-snapshots or SEAM_RECORD=1, then read it"
        }
        guard !diffs.isEmpty else { return nil }
        return "expected \(what) to match its golden, got a difference in " + diffs.joined(separator: "\n")
    }
}
