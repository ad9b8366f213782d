/// Word wrapping in display columns, shared by the declarative `Text` and imperative panels:
/// paragraphs split at newlines, words longer than a line are broken.
public enum TextWrap {
    /// The width of `text` when it is one plain line — no controls, spaces single and inside,
    /// starting with a character at least a column wide — else nil. Wrapping a plain line to a
    /// width it fits in gives the line itself. Printable ASCII is read in one pass over its bytes.
    public static func plainLineWidth(_ text: String) -> Int? {
        var previous: UInt8 = 0
        var ascii = true
        for b in text.utf8 {
            if b < 0x20 || b == 0x7F { return nil }
            if b == UInt8(ascii: " ") && (previous == 0 || previous == UInt8(ascii: " ")) { return nil }
            if b >= 0x80 { ascii = false }
            previous = b
        }
        if previous == UInt8(ascii: " ") { return nil }
        if ascii { return text.utf8.count }
        if let c = text.first, DisplayWidth.of(c) == 0 { return nil }
        return DisplayWidth.of(text)
    }

    public static func lines(_ text: String, width: Int?) -> [String] {
        // One line that fits (most labels): nothing to wrap.
        if let width, width > 0, let plain = plainLineWidth(text), plain <= width {
            return [text]
        }
        // No width (an ideal size): the paragraphs as they are; one without a line break is the text.
        if width == nil, !text.utf8.contains(UInt8(ascii: "\n")) { return [text] }
        // No room (a stack probing how small a child gets): one empty line, without splitting.
        if let width, width <= 0 { return text.isEmpty ? [] : [""] }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width else { return paragraphs }
        var out: [String] = []
        for paragraph in paragraphs {
            var line = "", used = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = Substring(word)
                let w = DisplayWidth.of(word)
                if used > 0 && used + 1 + w <= width {
                    line += " " + word; used += 1 + w
                    continue
                }
                if used > 0 { out.append(line); line = ""; used = 0 }
                while DisplayWidth.of(word) > width {
                    var head = "", hw = 0
                    for c in word {
                        let cw = DisplayWidth.of(c)
                        if hw + cw > width { break }
                        head.append(c); hw += cw
                    }
                    if head.isEmpty { break }
                    out.append(head)
                    word = word.dropFirst(head.count)
                }
                line = String(word); used = DisplayWidth.of(word)
            }
            out.append(line)
        }
        return out
    }
}
