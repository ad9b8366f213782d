import Foundation
@testable import Replay
import Terminal
import Testing
import AppTestSupport

/// `seam replay --svg DIR`: every snapshot is also an SVG picture of its frame — the size of
/// the grid, one `<text>` per row, every run pinned to its cells, the scheme's colours.
@MainActor
@Suite struct SVGFrameTests {
    /// A 6x3 frame: a bold red word, a green wide character, an underlined blank, reverse video.
    static func frame() -> Canvas {
        var canvas = Canvas(size: Size(width: 6, height: 3))
        canvas.draw("ab", at: Point(x: 0, y: 0), style: Style(foreground: .red, attributes: [.bold]))
        canvas.draw("界", at: Point(x: 1, y: 1), style: Style(foreground: .green))
        canvas.draw("x", at: Point(x: 3, y: 1))
        canvas.draw(" ", at: Point(x: 5, y: 1), style: Style(attributes: [.underline]))
        canvas.draw("<&", at: Point(x: 0, y: 2), style: Style(foreground: .brightRed, attributes: [.reverse]))
        return canvas
    }

    @Test func thePictureIsTheGridsSizeWithATextElementPerRow() throws {
        let svg = SVGFrame.svg(Self.frame(), dark: true, title: "6x3 T")
        let root = try #require(ParsedElement.parse(Data(svg.utf8)), "not well-formed XML:\n\(svg)")
        #expect(root.name == "svg")
        #expect(root.attributes["width"] == String(6 * SVGFrame.cellWidth + 2 * SVGFrame.margin))
        #expect(root.attributes["height"] == String(3 * SVGFrame.rowHeight + 2 * SVGFrame.margin))
        #expect(root.all("title").first?.text == "6x3 T")
        let rows = root.all("text")
        #expect(rows.count == 3)
        #expect(
            rows.map { Int($0.attributes["y"] ?? "") ?? 0 }
                == [0, 1, 2].map { SVGFrame.margin + $0 * SVGFrame.rowHeight + SVGFrame.baseline })
    }

    @Test func everyRunIsPinnedToItsCellsAndAWideCharacterSpansTwo() throws {
        let root = try #require(ParsedElement.parse(Data(SVGFrame.svg(Self.frame(), dark: true, title: "t").utf8)))
        let rows = root.all("text")
        let first = try #require(rows.first?.children.first)
        #expect(first.text == "ab")
        #expect(first.attributes["x"] == String(SVGFrame.margin))
        #expect(first.attributes["textLength"] == String(2 * SVGFrame.cellWidth))
        #expect(first.attributes["font-weight"] == "bold")
        #expect(first.attributes["fill"] == "#cd0000")
        #expect(
            rows[1].children.map(\.text) == ["界", "x ", " "],
            "a wide character is one character; blanks draw nothing")
        let wide = rows[1].children[0]
        #expect(wide.attributes["x"] == String(SVGFrame.margin + SVGFrame.cellWidth))
        #expect(wide.attributes["textLength"] == String(2 * SVGFrame.cellWidth), "界 spans its two cells")
        #expect(wide.attributes["fill"] == "#00cd00")
        #expect(
            rows[1].children[1].attributes["x"] == String(SVGFrame.margin + 3 * SVGFrame.cellWidth),
            "x comes after both")
        let underlined = try #require(rows[1].children.last)
        #expect(underlined.attributes["text-decoration"] == "underline")
        #expect(underlined.attributes["x"] == String(SVGFrame.margin + 5 * SVGFrame.cellWidth))
        #expect(rows[2].children.first?.text == "<&", "markup characters escaped and read back")
    }

    @Test func reverseVideoSwapsTheSchemesColours() throws {
        let dark = try #require(ParsedElement.parse(Data(SVGFrame.svg(Self.frame(), dark: true, title: "t").utf8)))
        #expect(dark.all("rect").first?.attributes["fill"] == "#1e1e1e", "the window")
        let reversed = try #require(dark.all("text")[2].children.first)
        #expect(reversed.attributes["fill"] == "#1e1e1e", "the default background becomes the text")
        #expect(
            dark.all("rect").contains {
                $0.attributes["fill"] == "#ff0000" && $0.attributes["width"] == String(2 * SVGFrame.cellWidth)
            })
        let light = try #require(ParsedElement.parse(Data(SVGFrame.svg(Self.frame(), dark: false, title: "t").utf8)))
        #expect(light.all("rect").first?.attributes["fill"] == "#eeeeee", "colour 255, the light window")
        #expect(light.all("text")[2].children.first?.attributes["fill"] == "#eeeeee")
    }

    @Test func theXtermColoursAreTheStandardOnes() {
        #expect(SVGFrame.hex(SVGFrame.rgb(CellColor(index: 24))) == "#005f87")
        #expect(SVGFrame.hex(SVGFrame.rgb(CellColor(index: 236))) == "#303030")
        #expect(SVGFrame.hex(SVGFrame.rgb(CellColor(index: 255))) == "#eeeeee")
        #expect(SVGFrame.hex(SVGFrame.rgb(.brightCyan)) == "#00ffff")
    }

    @Test func svgWritesEverySnapshotOfTheRunAsAPicture() throws {
        let dir = try CommandLineHarness.temporaryDirectory()
        let script = dir.appendingPathComponent("s.replay").path
        try "size 40x12\npress Down\nsnapshot first\npress Enter\nsnapshot second\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        let pictures = dir.appendingPathComponent("pictures")
        var harness = CommandLineHarness()
        #expect(harness.run([script, "--record-snapshots", "--svg", pictures.path]) == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
        #expect(names == ["first.svg", "second.svg"])
        let root = try #require(
            ParsedElement.parse(try Data(contentsOf: pictures.appendingPathComponent("second.svg"))))
        #expect(root.attributes["width"] == String(40 * SVGFrame.cellWidth + 2 * SVGFrame.margin))
        #expect(root.all("text").count == 12)
        #expect(root.all("title").first?.text == "40x12 Ledger > Invoice #00002")
        #expect(root.all("tspan").contains { $0.text.contains("Oceanic") })
    }

    @Test func aMatrixRunNamesEachPictureByItsCombination() throws {
        let dir = try CommandLineHarness.temporaryDirectory()
        let script = dir.appendingPathComponent("s.replay").path
        try "size 80x24\nsnapshot root\n".write(toFile: script, atomically: true, encoding: .utf8)
        var harness = CommandLineHarness()
        #expect(
            harness.run(["--matrix", "--record-snapshots", "--svg", dir.appendingPathComponent("p").path, script]) == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("p").path)
        #expect(names.count == 16)
        #expect(names.contains("root.light-120-accessibility3-rightToLeft.svg"))
    }

    @Test func aFailingSnapshotIsPicturedToo() throws {
        let dir = try CommandLineHarness.temporaryDirectory()
        let script = dir.appendingPathComponent("s.replay").path
        try "size 40x12\nsnapshot missing\n".write(toFile: script, atomically: true, encoding: .utf8)
        var harness = CommandLineHarness()
        #expect(harness.run([script, "--svg", dir.path]) == 1)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("missing.svg").path))
    }
}

/// The README's pictures under `docs/images/` are what the replays under
/// `Tests/Replays/Docs/` draw (`make docs` writes them): change the app and they must follow.
/// Those under `Docs/EightColours/` are drawn as an 8-colour terminal shows them, for
/// docs/terminals.md.
@MainActor
@Suite struct DocsPicturesTests {
    nonisolated static let scripts = ["ledger", "invoice-detail-light", "lesson"]
    /// The eight-colour script and the pictures it draws.
    nonisolated static let eightColours = (
        script: "EightColours/ledger-8-colours", pictures: ["ledger-8-colours", "ledger-8-colours-light"]
    )

    func draw(_ script: String, arguments: [String] = []) throws -> URL {
        let dir = try CommandLineHarness.temporaryDirectory()
        var harness = CommandLineHarness()
        let path = ReplayHarness.testsDirectory.appendingPathComponent("Replays/Docs/\(script).replay").path
        #expect(harness.run([path, "--svg", dir.path] + arguments) == 0, "\(harness.errors.joined(separator: "\n"))")
        return dir
    }

    func expectCommitted(_ name: String, drawnIn dir: URL) throws {
        let drawn = try String(contentsOf: dir.appendingPathComponent("\(name).svg"), encoding: .utf8)
        let committed = try String(
            contentsOf: MarkdownDocument.root.appendingPathComponent("docs/images/\(name).svg"), encoding: .utf8)
        #expect(drawn == committed, "docs/images/\(name).svg is stale: run make docs")
    }

    @Test(arguments: scripts)
    func thePictureIsWhatItsReplayDraws(name: String) throws {
        try expectCommitted(name, drawnIn: try draw(name))
    }

    @Test func theEightColourPicturesAreWhatTheirReplayDrawsAtEightColours() throws {
        let dir = try draw(Self.eightColours.script, arguments: ["--svg-colors", "8"])
        for name in Self.eightColours.pictures { try expectCommitted(name, drawnIn: dir) }
    }

    @Test func theDocsShowEveryPicture() throws {
        let readme = try MarkdownDocument("README.md")
        for name in Self.scripts {
            #expect(
                readme.links.contains("docs/images/\(name).svg"), "the README does not show docs/images/\(name).svg")
        }
        let terminals = try MarkdownDocument("docs/terminals.md")
        for name in Self.eightColours.pictures {
            #expect(
                terminals.links.contains("images/\(name).svg"), "docs/terminals.md does not show images/\(name).svg")
        }
        let pictures = try FileManager.default.contentsOfDirectory(
            atPath: MarkdownDocument.root.appendingPathComponent("docs/images").path)
        #expect(Set(pictures) == Set((Self.scripts + Self.eightColours.pictures).map { "\($0).svg" }))
    }
}
