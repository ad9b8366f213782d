import Testing
import TestSupport
@testable import Terminal

/// The frame writer against terminals that measure emoji differently: whatever width a
/// terminal gives a disputed cluster, every later column lands where the frame has it.
@Suite struct FrameWriterTests {
    static let size = Size(width: 20, height: 2)

    /// What a terminal shows after the writer sends it `frames` in turn.
    static func screen(
        after frames: [Canvas], widths: TerminalScreen.EmojiWidths,
        capabilities: TerminalCapabilities = .full
    ) -> TerminalScreen {
        var writer = FrameWriter(capabilities: capabilities, controls: .xterm256)
        var screen = TerminalScreen(size: size, emojiWidths: widths)
        var last: Canvas?
        for frame in frames {
            var out: [UInt8] = []
            writer.write(from: last, to: frame, into: &out)
            screen.feed(out)
            last = frame
        }
        return screen
    }

    static func frame(_ text: String, style: Style = .plain) -> Canvas {
        var canvas = Canvas(size: size)
        _ = canvas.draw(text, at: Point(x: 0, y: 0), style: style)
        _ = canvas.draw("next row", at: Point(x: 0, y: 1))
        return canvas
    }

    /// The columns of row 0 after `column`, as the screen shows them.
    static func columns(after column: Int, of screen: TerminalScreen) -> String {
        screen.line(0, from: column)
    }

    @Test(arguments: ["❤️", "🇯🇵", "👍🏽", "👩‍💻"], TerminalScreen.EmojiWidths.allCases)
    func aDisputedClusterTypedIntoTextLeavesTheRestOfTheRowInPlace(cluster: String, widths: TerminalScreen.EmojiWidths)
    {
        let before = Self.frame("ok ok")
        let after = Self.frame("ok \(cluster)ok")
        let screen = Self.screen(after: [before, after], widths: widths)
        // The cluster's model width is 2: "ok " then the cluster in columns 3-4, "ok" from 5.
        #expect(Self.columns(after: 5, of: screen) == "ok", "\(screen.text)")
        #expect(
            screen.text.unicodeScalars.starts(with: "ok \(cluster.unicodeScalars.first!)".unicodeScalars),
            "\(screen.text)")
        #expect(screen.text.hasSuffix("next row"))
    }

    @Test(arguments: TerminalScreen.EmojiWidths.allCases)
    func aFirstFrameWithDisputedClustersIsInPlace(widths: TerminalScreen.EmojiWidths) {
        let screen = Self.screen(after: [Self.frame("a❤️b🇯🇵c👍🏽d")], widths: widths)
        // Model columns: a 0, ❤️ 1-2, b 3, 🇯🇵 4-5, c 6, 👍🏽 7-8, d 9.
        #expect(Self.columns(after: 9, of: screen) == "d", "\(screen.text)")
    }

    @Test func aCombiningSequenceKeepsItsStyleInOneCell() {
        let cursor = Style(attributes: [.reverse, .underline])
        var canvas = Self.frame("cafe")
        canvas.set(Cell("e\u{301}", style: cursor), x: 3, y: 0)
        var writer = FrameWriter(capabilities: .full, controls: .xterm256)
        var out: [UInt8] = []
        writer.write(from: nil, to: canvas, into: &out)
        let text = String(decoding: out, as: UTF8.self)
        // The style is set before the base and not reset before the combining mark.
        #expect(text.contains("\u{1B}[7;4me\u{301}"), "\(text.debugDescription)")
    }

    @Test func eightColoursNeverAskForAColourTheTerminalLacks() {
        var canvas = Canvas(size: Size(width: 40, height: 4))
        for (y, palette) in [Palette.dark, Palette.light].enumerated() {
            _ = canvas.draw("bar", at: Point(x: 0, y: y), style: palette.bar)
            _ = canvas.draw("sel", at: Point(x: 5, y: y), style: palette.selected(palette.text))
            _ = canvas.draw("2nd", at: Point(x: 10, y: y), style: palette.secondaryText)
            _ = canvas.draw(
                "del", at: Point(x: 15, y: y),
                style: Style(foreground: palette.destructive, background: palette.background))
        }
        var writer = FrameWriter(capabilities: TerminalCapabilities(colorDepth: .eight), controls: .xterm256)
        var out: [UInt8] = []
        writer.write(from: nil, to: canvas, into: &out)
        let text = String(decoding: out, as: UTF8.self)
        #expect(!text.contains("38;5;") && !text.contains("48;5;"))
        #expect(!text.contains("\u{1B}[9") && !text.contains("\u{1B}[10"))
    }

    @Test func aDownRewritesOnlyTheChangedRows() {
        var a = Canvas(size: Size(width: 30, height: 3))
        _ = a.draw(" Invoice #00001  Vandelay", at: Point(x: 0, y: 0), style: Palette.dark.selected(Palette.dark.text))
        _ = a.draw(" Invoice #00002  Oceanic", at: Point(x: 0, y: 1))
        var b = Canvas(size: a.size)
        _ = b.draw(" Invoice #00001  Vandelay", at: Point(x: 0, y: 0))
        _ = b.draw(" Invoice #00002  Oceanic", at: Point(x: 0, y: 1), style: Palette.dark.selected(Palette.dark.text))
        var writer = FrameWriter(capabilities: .full, controls: .xterm256)
        var out: [UInt8] = []
        writer.write(from: nil, to: a, into: &out)
        out.removeAll()
        writer.write(from: a, to: b, into: &out)
        var screen = TerminalScreen(size: a.size)
        screen.feed(out)
        #expect(screen.text == " Invoice #00001  Vandelay\n Invoice #00002  Oceanic\n")
        #expect(out.count < 120, "\(out.count) bytes")
    }
}

extension FrameWriterTests {
    /// The frames of a push sliding in, as the interactive app draws them.
    static func slide(from a: Canvas, to b: Canvas, kind: ScreenTransition.Kind) -> [Canvas] {
        let transition = ScreenTransition(kind, from: a, to: b, start: 0, rightToLeft: false)!
        return [a] + stride(from: 0.025, through: 0.175, by: 0.025).map { transition.frame(at: $0) }
    }

    static func screens(size: Size) -> (Canvas, Canvas) {
        var a = Canvas(size: size), b = Canvas(size: size)
        for y in 0..<size.height - 1 {
            _ = a.draw(
                " Invoice #0000\(y)  Vandelay Imports   $89.19", at: Point(x: 0, y: y),
                style: y == 1 ? Palette.dark.selected(Palette.dark.text) : .plain)
            _ = b.draw(
                "  Customer  Oceanic  Amount  $168.38 [ Void ]", at: Point(x: 0, y: y),
                style: Style(foreground: .brightCyan))
        }
        return (a, b)
    }

    @Test(arguments: [ScreenTransition.Kind.push, .pop])
    func aSlideIsShiftedByTheTerminalAndEndsOnTheNewFrame(kind: ScreenTransition.Kind) {
        let (a, b) = Self.screens(size: Size(width: 60, height: 6))
        let frames = Self.slide(from: a, to: b, kind: kind)
        var writer = FrameWriter(capabilities: .full, controls: .xterm256)
        var screen = TerminalScreen(size: a.size)
        var last: Canvas?, bytes = 0
        for frame in frames {
            var out: [UInt8] = []
            writer.write(from: last, to: frame, into: &out)
            screen.feed(out)
            if last != nil { bytes += out.count }
            #expect(screen.text == frame.text, "\(screen.text)")
            last = frame
        }
        // Without shifting, every frame rewrites the five moving rows whole (300 cells a frame).
        var plain = FrameWriter(capabilities: .full, controls: TerminalControls.xterm256.withoutShifting)
        var plainBytes = 0
        for (old, new) in zip(frames, frames.dropFirst()) {
            var out: [UInt8] = []
            plain.write(from: old, to: new, into: &out)
            plainBytes += out.count
        }
        #expect(bytes * 2 < plainBytes, "\(bytes) bytes shifting, \(plainBytes) without")
    }
}

extension FrameWriterTests {
    @Test func aCursorThatCannotHideWaitsInTheBottomRightCorner() {
        var writer = FrameWriter(capabilities: .full, controls: .xterm256)
        writer.parksCursor = true
        var screen = TerminalScreen(size: Self.size)
        var out: [UInt8] = []
        writer.write(from: nil, to: Self.frame("ok"), into: &out)
        screen.feed(out)
        #expect(screen.cursor == Point(x: Self.size.width - 1, y: Self.size.height - 1))
    }
}

extension FrameWriterTests {
    @Test func ansiSequencesAreJoinedAndOthersKeptInOrder() {
        var out: [UInt8] = []
        FrameWriter.append(
            [
                Array("\u{1B}(B\u{1B}[m".utf8), Array("\u{1B}[1m".utf8), Array("\u{1B}[38;5;16m".utf8),
                Array("\u{1B}[m".utf8),
            ], to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "\u{1B}(B\u{1B}[m\u{1B}[1;38;5;16;0m")
    }
}
