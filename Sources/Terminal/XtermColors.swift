import Foundation

/// A colour as a screen shows it: red, green and blue, 0...255 each. The one rule: an
/// indexed colour is judged by the RGB xterm draws for it (`init(xterm:)`), and readability
/// by WCAG 2's relative luminance and contrast ratio — what `PaletteContrastTests` checks
/// the palettes with and what `Style.reduced(to:)` keeps text readable with.
public struct RGB: Hashable, Sendable {
    public var red: Int
    public var green: Int
    public var blue: Int

    public init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// xterm's default sixteen colours, 0–15. Terminal themes may change these; the palettes
    /// lean on them only where the margin is wide.
    public static let xterm16: [RGB] = [
        RGB(0x00, 0x00, 0x00), RGB(0xcd, 0x00, 0x00), RGB(0x00, 0xcd, 0x00), RGB(0xcd, 0xcd, 0x00),
        RGB(0x00, 0x00, 0xee), RGB(0xcd, 0x00, 0xcd), RGB(0x00, 0xcd, 0xcd), RGB(0xe5, 0xe5, 0xe5),
        RGB(0x7f, 0x7f, 0x7f), RGB(0xff, 0x00, 0x00), RGB(0x00, 0xff, 0x00), RGB(0xff, 0xff, 0x00),
        RGB(0x5c, 0x5c, 0xff), RGB(0xff, 0x00, 0xff), RGB(0x00, 0xff, 0xff), RGB(0xff, 0xff, 0xff),
    ]

    /// The colour xterm draws for `index` (clamped to 0...255): the sixteen above, then the
    /// 6×6×6 cube with levels 0, 95, 135, 175, 215, 255 (16–231), then the grey ramp 8, 18,
    /// …, 238 (232–255).
    public init(xterm index: Int) {
        let i = max(0, min(255, index))
        if i < 16 {
            self = Self.xterm16[i]
        } else if i < 232 {
            let levels = [0, 95, 135, 175, 215, 255], n = i - 16
            self.init(levels[n / 36], levels[n / 6 % 6], levels[n % 6])
        } else {
            let v = 8 + (i - 232) * 10
            self.init(v, v, v)
        }
    }

    private init(_ red: Int, _ green: Int, _ blue: Int) { self.init(red: red, green: green, blue: blue) }

    /// WCAG 2 relative luminance: 0 for black, 1 for white.
    public var luminance: Double {
        func channel(_ v: Int) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// The WCAG 2 contrast ratio of two luminances, 1:1 (equal) to 21:1 (black and white).
    public static func contrast(luminance a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The WCAG 2 contrast ratio against `other`: 4.5 is AA for text, 3 for large text and
    /// indicators.
    public func contrast(with other: RGB) -> Double {
        Self.contrast(luminance: luminance, other.luminance)
    }

    /// True for a grey (black and white included): all three channels equal, as in xterm's
    /// greys 0, 7, 8, 15, the cube's diagonal and the grey ramp. Every other xterm colour
    /// differs by 40 or more between channels.
    var isGrey: Bool { red == green && green == blue }

    /// How far apart two colours look, squared: the "redmean" weighted RGB distance
    /// (compuphase's low-cost approximation, integer form), which weighs green most and slides
    /// red's and blue's weights with the pair's mean red, as the eye does. Chosen over CIE76
    /// Lab after both were run over the 240 colours above 15: Lab's distance is dominated by
    /// lightness, so at eight colours it sends the palettes' blues 25 and 26 to cyan and
    /// magenta, and olives and pinks (101, 138, 181) to cyan; redmean keeps them blue and
    /// yellow. It is only used to build tables, never per cell.
    func distance(to other: RGB) -> Int {
        let meanRed = (red + other.red) / 2
        let r = red - other.red, g = green - other.green, b = blue - other.blue
        return (((512 + meanRed) * r * r) >> 8) + 4 * g * g + (((767 - meanRed) * b * b) >> 8)
    }
}

extension CellColor {
    /// The xterm colour nearest `rgb` (`RGB.distance`) among 16–255, the cube and the grey
    /// ramp, whose RGB no theme changes: a named colour of Apple's (`Color.orange`, #FF9500)
    /// becomes the nearest the 256-colour palette has (208, #ff8700); `Style.reduced(to:)`
    /// takes it on to 16 or 8 colours as it does every other.
    public static func nearest(to rgb: RGB) -> CellColor {
        var best = 16, bestDistance = Int.max
        for index in 16...255 {
            let distance = RGB(xterm: index).distance(to: rgb)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return CellColor(index: best)
    }
}
