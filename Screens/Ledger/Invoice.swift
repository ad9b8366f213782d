/// One invoice. Customer and amount derive from the number, so a ledger of any size
/// costs nothing to build; only voids and notes are stored.
public struct Invoice: Hashable, Sendable, Identifiable {
    public let number: Int
    public var id: Int { number }

    public init(number: Int) { self.number = number }

    private static let customers = [
        "Acme Corp", "Globex", "Initech", "Umbrella", "Stark Industries",
        "Wayne Enterprises", "Hooli", "Vandelay Imports", "Soylent", "Tyrell",
        "Cyberdyne", "Wonka Industries", "Gringotts", "Aperture", "Oceanic",
    ]

    /// `Invoice #00042`.
    public var title: String { "Invoice #" + Self.padded(number) }
    public var customer: String { Self.customers[(number * 7) % Self.customers.count] }
    /// Amount in cents.
    public var amountCents: Int { 1_000 + (number * 7_919) % 99_000 }

    static func padded(_ n: Int) -> String {
        let s = String(n)
        return s.count >= 5 ? s : String(repeating: "0", count: 5 - s.count) + s
    }
}
