import Foundation

/// A JSON value with ordered objects, so the state dump prints byte-identically on
/// every run and machine.
public indirect enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Int)
    /// A number printed with a fixed count of decimals (timing figures); JSON has no NaN
    /// or infinity, so those print as `null`.
    case decimal(Double, places: Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool { a.rendered() == b.rendered() }

    /// Compact JSON on one line.
    public func rendered() -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return String(n)
        case .decimal(let x, let places): return x.isFinite ? String(format: "%.\(places)f", x) : "null"
        case .string(let s): return Self.quote(s)
        case .array(let items): return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
        case .object(let fields):
            return "{" + fields.map { Self.quote($0.0) + ": " + $0.1.rendered() }.joined(separator: ", ") + "}"
        }
    }

    /// Indented JSON, two spaces a level.
    public func pretty(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let fields) where !fields.isEmpty:
            return "{\n"
                + fields.map { inner + Self.quote($0.0) + ": " + $0.1.pretty(indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        default:
            return rendered()
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // U+FEFF is escaped too: a reader may take a raw byte-order mark that opens
                // a string for an encoding signature and drop it (Foundation's does).
                if scalar.value < 0x20 || scalar.value == 0xFEFF {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A field of an object, for tests and expectations.
    public subscript(key: String) -> JSON? {
        if case .object(let fields) = self { return fields.first { $0.0 == key }?.1 }
        return nil
    }
}
