import Terminal

/// The key decoder's fuzz check: bytes are read as a stream of terminal reads (a tag byte,
/// then a key code or a character code); decoding them never crashes, uses every input
/// exactly once (only an Escape waits for more, and only until the input is final), and
/// every key it gives that has a script name is the key that name parses to. Key names
/// from the same bytes (as text) parse only to keys whose name is that text.
public enum KeyDecoderCheck {
    public static func check(_ data: [UInt8]) -> String? {
        var inputs: [KeyDecoder.Input] = []
        var i = 0
        while i < data.count {
            let tag = data[i]
            i += 1
            let width = Int(tag & 0x3) + 1
            var value: UInt32 = 0
            for b in data[i..<min(data.count, i + width)] { value = value << 8 | UInt32(b) }
            i += width
            inputs.append(tag & 0x80 != 0 ? .keyCode(Int32(bitPattern: value) & 0x7FF) : .character(value))
        }
        var used = 0
        var index = 0
        while index < inputs.count {
            let rest = inputs[index...]
            if KeyDecoder.decode(rest, final: false) == .incomplete, inputs[index] != .character(27) {
                return "\(inputs[index]) waited for more input, though only an Escape starts a sequence"
            }
            guard case .event(let event, let consumed) = KeyDecoder.decode(rest, final: true) else {
                return "a final decode of \(inputs[index]) waited for more input"
            }
            guard (1...rest.count).contains(consumed) else {
                return "used \(consumed) of the \(rest.count) inputs left"
            }
            if consumed > 1, inputs[index] != .character(27) { return "\(inputs[index]) used the input after it" }
            used += consumed
            index += consumed
            if case .key(let key)? = event, let named = Key(name: key.name), named != key {
                return "\(key) is named \(key.name), which parses to \(named)"
            }
        }
        guard used == inputs.count else { return "used \(used) of \(inputs.count) inputs" }
        let text = String(decoding: data.prefix(64), as: UTF8.self)
        if let key = Key(name: text), key.name != text {
            return "the name \(text.debugDescription) parses to \(key), named \(key.name.debugDescription)"
        }
        return nil
    }
}
