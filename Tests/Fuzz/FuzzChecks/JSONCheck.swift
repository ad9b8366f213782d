import Foundation
import Replay
import JSONText

/// The state dump's JSON writer, fuzzed: bytes describe a JSON value (nested arrays and
/// objects of any strings, integers and fixed-decimal numbers); both renderings (compact
/// and pretty) must parse with Foundation's JSON parser to the same value.
public enum JSONCheck {
    public static func check(_ data: [UInt8]) -> String? {
        var reader = Reader(bytes: data[...])
        let value = reader.value(depth: 0)
        for (name, text) in [("compact", value.rendered()), ("pretty", value.pretty())] {
            let parsed: Any
            do {
                parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            } catch {
                return "the \(name) rendering does not parse (\(error)): \(text.prefix(300))"
            }
            if let problem = compare(value, parsed, path: "$") { return "\(name): \(problem) in \(text.prefix(300))" }
        }
        return nil
    }

    private static func compare(_ value: JSON, _ parsed: Any, path: String) -> String? {
        switch value {
        case .null:
            return parsed is NSNull ? nil : "\(path): null read as \(parsed)"
        case .bool(let b):
            return (parsed as? Bool) == b ? nil : "\(path): \(b) read as \(parsed)"
        case .number(let n):
            return (parsed as? NSNumber)?.int64Value == Int64(n) ? nil : "\(path): \(n) read as \(parsed)"
        case .decimal(let x, let places):
            guard x.isFinite else { return parsed is NSNull ? nil : "\(path): \(x) read as \(parsed)" }
            guard let read = (parsed as? NSNumber)?.doubleValue else { return "\(path): \(x) read as \(parsed)" }
            let tolerance = 0.5 * pow(10, -Double(places)) * 1.000001 + abs(x) * 1e-15
            return abs(read - x) <= tolerance ? nil : "\(path): \(x) with \(places) places read as \(read)"
        case .string(let s):
            return (parsed as? String).map { Array($0.unicodeScalars) == Array(s.unicodeScalars) } == true
                ? nil : "\(path): \(s.debugDescription) read as \(String(describing: parsed).debugDescription)"
        case .array(let items):
            guard let array = parsed as? [Any], array.count == items.count else {
                return "\(path): array read as \(parsed)"
            }
            for (i, item) in items.enumerated() {
                if let problem = compare(item, array[i], path: "\(path)[\(i)]") { return problem }
            }
            return nil
        case .object(let fields):
            guard let object = parsed as? [String: Any], object.count == fields.count else {
                return "\(path): object of \(fields.count) fields read as \(parsed)"
            }
            for (key, item) in fields {
                guard let read = object[key] else { return "\(path): field \(key.debugDescription) lost" }
                if let problem = compare(item, read, path: "\(path).\(key)") { return problem }
            }
            return nil
        }
    }

    /// Reads a JSON value from bytes, a tag byte then its contents; runs out gracefully.
    private struct Reader {
        var bytes: ArraySlice<UInt8>

        mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

        mutating func integer() -> UInt64 {
            var v: UInt64 = 0
            for _ in 0..<8 { v = v << 8 | UInt64(byte()) }
            return v
        }

        mutating func string() -> String {
            let count = Int(byte() % 48)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<count {
                let kind = byte()
                let raw: UInt32
                switch kind % 4 {
                case 0: raw = UInt32(byte())  // ASCII and control characters
                case 1: raw = UInt32(byte()) << 8 | UInt32(byte())  // the basic plane
                case 2: raw = 0x1_0000 + (UInt32(byte()) << 8 | UInt32(byte()))  // emoji and beyond
                default: raw = [0x22, 0x5C, 0x2F, 0x7F, 0x2028, 0x2029, 0xFEFF, 0x0, 0x1F, 0x85][Int(byte() % 10)]
                }
                scalars.append(Unicode.Scalar(raw) ?? "\u{FFFD}")
            }
            return String(scalars)
        }

        mutating func value(depth: Int) -> JSON {
            let tag = byte()
            switch tag % (depth >= 6 ? 5 : 7) {
            case 0: return .null
            case 1: return .bool(tag & 0x80 != 0)
            case 2: return .number(Int(truncatingIfNeeded: integer()))
            case 3:
                let places = Int(byte() % 10)
                let special: [Double] = [
                    .nan, .infinity, -.infinity, -0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
                ]
                let x =
                    tag & 0x40 != 0
                    ? special[Int(byte()) % special.count] : Double(Int32(truncatingIfNeeded: integer())) / 1000
                return .decimal(x, places: places)
            case 4: return .string(string())
            case 5:
                return .array((0..<Int(byte() % 6)).map { _ in value(depth: depth + 1) })
            default:
                var fields: [(String, JSON)] = []
                for _ in 0..<Int(byte() % 6) {
                    let key = string()
                    let item = value(depth: depth + 1)
                    if !fields.contains(where: { $0.0 == key }) { fields.append((key, item)) }
                }
                return .object(fields)
            }
        }
    }
}
