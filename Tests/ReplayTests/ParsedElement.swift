import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML element read back by Foundation's `XMLParser`: name, attributes, text, children.
final class ParsedElement {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [ParsedElement] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Every element named `name` at any depth below this one, in document order.
    func all(_ name: String) -> [ParsedElement] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
    }

    /// Parses `data`; nil when it is not well-formed XML.
    static func parse(_ data: Data) -> ParsedElement? {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        return parser.parse() ? reader.root : nil
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var root: ParsedElement?
        var open: [ParsedElement] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let element = ParsedElement(name: name, attributes: attributes)
            if let parent = open.last { parent.children.append(element) } else { root = element }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            open.last?.text += string
        }
    }
}
