import Foundation
import Testing
import Terminal
@testable import Declarative

/// SwiftUI's named colours (`Color.orange`, `.mint`, … `.clear`), as a terminal shows them:
/// each hue the nearest of the 256-colour palette to Apple's system colour of the scheme,
/// and something that reads at 16 and 8 colours.
@MainActor
@Suite struct NamedColorTests {
    static let hues: [Color] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
    ]
    static let all: [Color] = hues + [.white, .gray, .black, .clear, .primary, .secondary, .accentColor]

    func render(_ view: some View, width: Int, height: Int = 1, palette: Palette = .dark) -> Canvas {
        var environment = EnvironmentValues()
        environment.colorScheme = palette == .dark ? .dark : .light
        let graph = ViewGraph(rootView: view, environment: environment)
        var canvas = Canvas(size: Size(width: width, height: height))
        graph.layout(in: canvas.bounds)
        graph.draw(into: &canvas, clip: canvas.bounds)
        return canvas
    }

    @Test func everyNamedColourOfSwiftUIExists() {
        let names = Self.all.map { "\($0)" }
        #expect(Set(names).count == 19)
    }

    @Test func aHueIsTheNearestOfThe256ColoursToApplesSystemColour() {
        // systemOrange is #FF9500 in light mode, #FF9F0A in dark: xterm's 208 (#ff8700) and 214 (#ffaf00).
        #expect(Color.orange.resolve(in: .light) == CellColor(index: 208))
        #expect(Color.orange.resolve(in: .dark) == CellColor(index: 214))
        #expect(Color.indigo.resolve(in: .light) == CellColor(index: 62), "#5856D6 is nearest #5f5fd7")
        #expect(Color.white.resolve(in: .dark) == CellColor(index: 231))
        #expect(Color.black.resolve(in: .light) == CellColor(index: 16))
        for hue in Self.hues {
            for palette in [Palette.light, .dark] {
                let index = Int(hue.resolve(in: palette).index)
                let rgb = RGB(xterm: index)
                #expect(index >= 1, "\(hue) is a colour, not the terminal's default")
                #expect(!(rgb.red == rgb.green && rgb.green == rgb.blue), "\(hue) is a hue, not a grey")
            }
        }
    }

    @Test func theNearestColourIsTheClosestOfTheCubeAndTheRamp() {
        #expect(CellColor.nearest(to: RGB(red: 255, green: 135, blue: 0)) == CellColor(index: 208), "an exact match")
        #expect(
            CellColor.nearest(to: RGB(red: 0, green: 0, blue: 0)) == CellColor(index: 16),
            "never 0, which themes change")
        #expect(CellColor.nearest(to: RGB(red: 128, green: 128, blue: 128)).index >= 232, "a grey takes the ramp")
    }

    @Test func everyHueReadsAsTextAtEveryDepth() {
        for hue in Self.hues {
            for palette in [Palette.light, .dark] {
                let style = Style(foreground: hue.resolve(in: palette), background: palette.background)
                for depth in [ColorDepth.sixteen, .eight] {
                    let reduced = style.reduced(to: depth)
                    #expect(
                        reduced.foreground != reduced.background, "\(hue) at \(depth) on \(palette.background.name)")
                    #expect(reduced.foreground.index < Int16(depth.rawValue), "a colour the terminal has")
                }
            }
        }
    }

    @Test func aBackgroundOfANamedColourFillsTheContent() {
        let frame = render(Text("Tag").background(.purple), width: 3)
        #expect(frame[0, 0].style.background == Color.purple.resolve(in: .dark))
        let light = render(Text("Tag").foregroundStyle(.teal), width: 3, palette: .light)
        #expect(light[0, 0].style.foreground == Color.teal.resolve(in: .light))
    }

    @Test func clearPaintsNothing() {
        let plain = render(Text("Tag"), width: 5)
        let cleared = render(Text("Tag").background(.clear), width: 5)
        #expect(cleared[0, 0].style == plain[0, 0].style, "no fill under the text")
        let onRed = render(Text("Tag").background(.clear).background(.red), width: 3)
        #expect(onRed[0, 0].style.background == Palette.dark.destructive, "what is below shows through")
        let invisible = render(Text("Tag").foregroundStyle(.clear).background(.red), width: 3)
        #expect(invisible[0, 0].style.foreground == invisible[0, 0].style.background, "clear text shows nothing")
        let bordered = render(Text("T").border(.clear), width: 3, height: 3)
        #expect(
            bordered.text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            } == ["", "T", ""])
        let drawn = render(Text("T").border(.red), width: 3, height: 3)
        #expect(drawn.text.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces).isEmpty == false)
    }
}
