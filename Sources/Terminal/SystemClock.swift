import Foundation

/// The date and the time zone the app reads: the system's, or ones a replay or a test fixes
/// (`fix()`), so that what is written from the clock (`Text(date, style:
/// .relative)`) is the same on every run. Nothing in the frameworks reads the wall clock
/// but through here. Seam's choice: a replay fixes the clock at `replayDate` in GMT.
public enum SystemClock {
    /// The fixed date and time zone, read from any thread under `lock`.
    nonisolated(unsafe) private static var fixedValue: (date: Date, timeZone: TimeZone)?
    private static let lock = NSLock()
    private static func withFixed<T>(_ body: (inout (date: Date, timeZone: TimeZone)?) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&fixedValue)
    }

    /// 2026-01-15 09:30:00 GMT, a Thursday: where every replay's clock stands.
    public static let replayDate = Date(timeIntervalSince1970: 1_768_469_400)

    /// Now: the fixed date if there is one, else the system's.
    public static var now: Date { withFixed { $0?.date } ?? Date() }

    /// The time zone: the fixed one if the clock is fixed, else the system's.
    public static var timeZone: TimeZone { withFixed { $0?.timeZone } ?? .current }

    /// True while the clock is fixed.
    public static var isFixed: Bool { withFixed { $0 != nil } }

    /// Stops the clock at `replayDate`, in GMT, for the rest of the process: every replay and
    /// every test that fixes it fixes it at the same moment, so runs in parallel agree.
    public static func fix() {
        withFixed { $0 = (replayDate, TimeZone(identifier: "GMT")!) }
    }
}
