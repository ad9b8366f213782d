import Testing
@testable import Terminal

/// A transition's frames are a pure function of the two frames and the time.
@Suite struct ScreenTransitionTests {
    /// A 10x3 frame: row 0 and 1 are `text` repeated, row 2 (the footer) is `footer`.
    private func frame(_ text: Character, footer: String = "keys") -> Canvas {
        var c = Canvas(size: Size(width: 10, height: 3))
        c.draw(String(repeating: text, count: 10), at: Point(x: 0, y: 0))
        c.draw(String(repeating: text, count: 10), at: Point(x: 0, y: 1))
        c.draw(footer, at: Point(x: 0, y: 2))
        return c
    }

    private func rows(_ c: Canvas) -> [String] {
        c.rows
    }

    @Test func aPushSlidesTheNewScreenInFromTheTrailingEdge() throws {
        let t = try #require(
            ScreenTransition(.push, from: frame("a"), to: frame("b", footer: "new"), start: 1, rightToLeft: false))
        #expect(t.frame(at: 1) == frame("a", footer: "new"), "the footer shows the new keys at once")
        let mid = rows(t.frame(at: 1 + ScreenTransition.duration / 2))
        #expect(mid[0].hasPrefix("aa") && mid[0].hasSuffix("bb"))
        #expect(mid[0] == mid[1])
        #expect(mid[0].count == 10)
        #expect(t.frame(at: 1 + ScreenTransition.duration) == frame("b", footer: "new"))
        #expect(t.frame(at: 5) == frame("b", footer: "new"))
        #expect(!t.isFinished(at: 1.1) && t.isFinished(at: 1.15))
    }

    @Test func aPopSlidesBackAndRightToLeftMirrors() throws {
        let pop = try #require(ScreenTransition(.pop, from: frame("a"), to: frame("b"), start: 0, rightToLeft: false))
        let popMid = rows(pop.frame(at: ScreenTransition.duration / 2))[0]
        #expect(popMid.hasPrefix("bb") && popMid.hasSuffix("aa"))
        let rtlPush = try #require(
            ScreenTransition(.push, from: frame("a"), to: frame("b"), start: 0, rightToLeft: true))
        #expect(rows(rtlPush.frame(at: ScreenTransition.duration / 2))[0] == popMid)
    }

    @Test func aPresentationCoversFromTheBottomAndADismissalSinks() throws {
        let present = try #require(
            ScreenTransition(.present, from: frame("a"), to: frame("b"), start: 0, rightToLeft: false))
        let early = rows(present.frame(at: 0.04))
        #expect(early[0] == "aaaaaaaaaa")
        #expect(early[1] == "bbbbbbbbbb", "the new screen's top row rises first, at the bottom")
        let dismiss = try #require(
            ScreenTransition(.dismiss, from: frame("b"), to: frame("a"), start: 0, rightToLeft: false))
        let late = rows(dismiss.frame(at: 0.1))
        #expect(late[0] == "aaaaaaaaaa", "what was under the sheet shows again from the top")
    }

    @Test func onlyRowsThatChangeMove() throws {
        var from = frame("a"), to = frame("a")
        to.draw("bbbbbbbbbb", at: Point(x: 0, y: 1))
        from.draw("tabs", at: Point(x: 0, y: 0)); to.draw("tabs", at: Point(x: 0, y: 0))
        let t = try #require(ScreenTransition(.push, from: from, to: to, start: 0, rightToLeft: false))
        for time in stride(from: 0, through: 0.15, by: 0.025) {
            #expect(rows(t.frame(at: time))[0] == rows(to)[0])
        }
        #expect(ScreenTransition(.push, from: from, to: from, start: 0, rightToLeft: false) == nil, "nothing to move")
        #expect(
            ScreenTransition(
                .push, from: from, to: Canvas(size: Size(width: 5, height: 3)), start: 0, rightToLeft: false) == nil)
    }

    @Test func aWideCharacterCutByTheSeamBecomesASpace() throws {
        var from = Canvas(size: Size(width: 10, height: 2)), to = Canvas(size: Size(width: 10, height: 2))
        from.draw("日本日本日", at: .zero)
        to.draw("xxxxxxxxxx", at: .zero)
        let t = try #require(ScreenTransition(.push, from: from, to: to, start: 0, rightToLeft: false))
        for time in stride(from: 0, through: 0.15, by: 0.01) {
            let c = t.frame(at: time)
            for x in 0..<10 where c[x, 0].isContinuation {
                #expect(x > 0 && c[x - 1, 0].width == 2, "a continuation follows its head at \(time)")
            }
        }
    }
}
