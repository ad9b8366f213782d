/// Mirrors SwiftUI's ForEach: one view per element, each identified by the element's id,
/// so rows keep their state when the data moves. Inside a `List` the rows are built
/// only when visible.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView, ViewListContent {
    public let data: Data
    public let idPath: KeyPath<Data.Element, ID>
    public let content: @MainActor (Data.Element) -> Content

    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
    ) {
        self.data = data
        self.idPath = id
        self.content = content
    }

    public func collect(into list: inout ViewList, id: ViewID) {
        let data = self.data, idPath = self.idPath, content = self.content
        list.appendRun(count: data.count) { i in
            let element = data[data.index(data.startIndex, offsetBy: i)]
            let elementID = element[keyPath: idPath]
            return ViewList.Element(
                id: id.element(elementID), view: content(element), elementID: AnyHashable(elementID))
        }
    }

    /// Each element's view, in its own type, to the children from `index` on, while they are the
    /// children of those elements (`ViewNode.updateChild`).
    public func updateChildren(of node: ViewNode, from index: Int, id: ViewID) -> Int? {
        var next = index
        for element in data {
            guard let after = node.updateChild(content(element), at: next, id: id.element(element[keyPath: idPath]))
            else { return nil }
            next = after
        }
        return next
    }

    /// Each element's view made a node in its own type, under the identity `collect` gives it.
    public func buildChildren(into builder: inout ChildBuilder, id: ViewID) {
        builder.reserveCapacity(forMore: data.count)
        for element in data { builder.append(content(element), id: id.element(element[keyPath: idPath])) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range: each index is its row's identity.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
