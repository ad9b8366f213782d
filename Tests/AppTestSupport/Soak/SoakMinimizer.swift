import Replay
import Terminal

/// Shrinks a failing soak session to a short one that still fails the same way:
/// delta debugging (Zeller's ddmin) over the steps, then simpler app options, a plain
/// terminal size and shorter typed and pasted texts, each kept only when the session still fails.
///
/// The one rule: `fails` decides; the minimizer never assumes which steps matter, so the
/// result is 1-minimal in steps — removing any single step makes the failure go away.
public enum SoakMinimizer {
    public static func minimize(_ session: SoakSession, fails: (SoakSession) -> Bool) -> SoakSession {
        var best = session
        best.steps = deltaDebug(session.steps) { steps in
            var candidate = session
            candidate.steps = steps
            return fails(candidate)
        }
        // Simpler surroundings, each kept only if the failure stays.
        let simplifications: [(SoakSession) -> SoakSession?] =
            [
                { s in
                    guard let i = s.arguments.firstIndex(of: "--tab") else { return nil }
                    var c = s
                    c.arguments.removeSubrange(i..<min(i + 2, c.arguments.count))
                    return c
                }
            ]
            + ["0", "1", "2", "50", "1000"].map { invoices in
                { s in
                    guard let i = s.arguments.firstIndex(of: "--invoices"), i + 1 < s.arguments.count,
                        let now = Int(s.arguments[i + 1]), let fewer = Int(invoices), fewer < now
                    else { return nil }
                    var c = s
                    c.arguments[i + 1] = invoices
                    return c
                }
            } + [
                { s in
                    guard s.size != Size(width: 80, height: 24) else { return nil }
                    var c = s
                    c.size = Size(width: 80, height: 24)
                    return c
                }
            ]
        for simplify in simplifications {
            if let candidate = simplify(best), fails(candidate) { best = candidate }
        }
        // Shorter typed and pasted texts: halves, as long as the failure stays.
        for index in best.steps.indices {
            let step = best.steps[index]
            let remake: (String) -> ScriptCommand
            var text: String
            switch step {
            case .type(let t): (text, remake) = (t, ScriptCommand.type)
            case .paste(let t): (text, remake) = (t, ScriptCommand.paste)
            default: continue
            }
            while text.count > 1 {
                var shorter = best
                let half = String(text.prefix(text.count / 2))
                shorter.steps[index] = remake(half)
                guard fails(shorter) else { break }
                best = shorter
                text = half
            }
        }
        return best
    }

    /// ddmin: the subsequence of `items` found by removing chunks (halves, then quarters, …,
    /// then single items) for as long as `fails` still holds.
    public static func deltaDebug<T>(_ items: [T], fails: ([T]) -> Bool) -> [T] {
        var items = items
        var granularity = 2
        while items.count >= 2 {
            let chunk = (items.count + granularity - 1) / granularity
            var reduced = false
            var start = 0
            while start < items.count {
                let end = min(items.count, start + chunk)
                let complement = Array(items[..<start] + items[end...])
                if fails(complement) {
                    items = complement
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
                let subset = Array(items[start..<end])
                if subset.count < items.count, fails(subset) {
                    items = subset
                    granularity = 2
                    reduced = true
                    break
                }
                start = end
            }
            if !reduced {
                guard granularity < items.count else { break }
                granularity = min(items.count, granularity * 2)
            }
        }
        if items.count == 1, fails([]) { return [] }
        return items
    }
}
