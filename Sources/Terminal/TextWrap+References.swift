extension TextWrap {
    /// A reference (a name, then an address such as
    /// `developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)`) wrapped to
    /// `width` columns: a word that fits a line moves to the next line whole, so an address
    /// that fits a line is never broken; a longer one fills the line it starts on and breaks
    /// after its last `/` that fits, so it splits between its path components (a name longer
    /// than a line, after its last `.`). Only a component longer than a line is cut inside.
    public static func referenceLines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return text.isEmpty ? [] : [""] }
        var out: [String] = []
        var line = "", used = 0
        for piece in text.split(separator: " ") {
            var word = Substring(piece)
            while !word.isEmpty {
                let w = DisplayWidth.of(word)
                let room = used == 0 ? width : width - used - 1
                if w <= room {
                    line += (used == 0 ? "" : " ") + word; used += (used == 0 ? 0 : 1) + w
                    break
                }
                if used > 0, w <= width {
                    out.append(line); line = ""; used = 0
                    continue
                }
                // The longest head ending in `/` that fits the room left on this line; on a line
                // of its own, one ending in `.` when no `/` fits (`UIViewController.` then
                // `dismiss(animated:completion:)`).
                var head: Substring, hw = 0, cut: Substring.Index?, dot: Substring.Index?
                for index in word.indices {
                    let cw = DisplayWidth.of(word[index])
                    if hw + cw > room { break }
                    hw += cw
                    if word[index] == "/" { cut = word.index(after: index) }
                    if word[index] == "." { dot = word.index(after: index) }
                }
                if used == 0, cut == nil { cut = dot }
                if let cut, cut < word.endIndex {
                    head = word[..<cut]
                } else if used > 0 {
                    // No `/` fits the rest of this line: go on with a line of its own.
                    out.append(line); line = ""; used = 0
                    continue
                } else {
                    // A component longer than a line: cut it where the line ends.
                    var end = word.startIndex, ew = 0
                    for index in word.indices {
                        let cw = DisplayWidth.of(word[index])
                        if ew + cw > width { break }
                        ew += cw; end = word.index(after: index)
                    }
                    if end == word.startIndex { end = word.index(after: word.startIndex) }
                    head = word[..<end]
                }
                line += (used == 0 ? "" : " ") + head
                out.append(line); line = ""; used = 0
                word = word[head.endIndex...]
            }
        }
        if used > 0 || out.isEmpty { out.append(line) }
        return out
    }
}
