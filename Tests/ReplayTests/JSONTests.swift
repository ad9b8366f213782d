import Foundation
import Replay
import Testing
import JSONText

/// The state dump's JSON writer writes only JSON: a fixed-decimal number that is not finite
/// (found by `make fuzz`: it printed `nan`) is `null`, as JSON has no NaN or infinity.
@Suite struct JSONTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNumberThatIsNotFiniteIsNull(value: Double) throws {
        let json = JSON.object([("p99", .decimal(value, places: 1)), ("keys", .number(3))])
        #expect(json.rendered() == "{\"p99\": null, \"keys\": 3}")
        for text in [json.rendered(), json.pretty()] {
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            #expect(parsed?["p99"] is NSNull)
        }
    }

    @Test func finiteDecimalsKeepTheirPlaces() {
        #expect(JSON.decimal(2.5, places: 2).rendered() == "2.50")
        #expect(JSON.decimal(-0.04, places: 1).rendered() == "-0.0")
    }

    /// Found by `make fuzz`: a string that opens with U+FEFF, written raw, lost it when read
    /// back by Foundation (which takes a leading byte-order mark for a signature).
    @Test func aByteOrderMarkThatOpensAStringSurvivesReading() throws {
        let json = JSON.string("\u{FEFF}total")
        #expect(json.rendered() == "\"\\ufefftotal\"")
        let parsed =
            try JSONSerialization.jsonObject(with: Data(json.rendered().utf8), options: [.fragmentsAllowed]) as? String
        #expect(parsed.map { Array($0.unicodeScalars) } == Array("\u{FEFF}total".unicodeScalars))
    }
}
