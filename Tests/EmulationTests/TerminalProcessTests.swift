import Emulation
import Terminal
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct TerminalProcessTests {
    /// Generous: the machine may be busy running other tests.
    private let timeout = 30_000

    private func shell(_ script: String, size: Size = Size(width: 80, height: 24), sync: Int32? = 3) throws -> TerminalProcess {
        try TerminalProcess(["/bin/sh", "-c", script], size: size, environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C"],
                            syncDescriptor: sync)
    }

    @Test func theSyncLineArrivesAfterEverythingWrittenBeforeIt() throws {
        let process = try shell("printf hello; echo ready >&3")
        var output: [UInt8] = []
        #expect(process.nextSyncLine(timeout: timeout) { output += $0 } == "ready")
        #expect(String(decoding: output, as: UTF8.self) == "hello")
        #expect(process.waitForExit(timeout: timeout) { output += $0 } == .exited(0))
        #expect(String(decoding: output, as: UTF8.self) == "hello", "nothing more")
    }

    @Test func syncLinesComeOneAtATime() throws {
        let process = try shell("printf 'one\\ntwo\\n' >&3; printf a; echo three >&3")
        var output: [UInt8] = []
        #expect(process.nextSyncLine(timeout: timeout) { output += $0 } == "one")
        #expect(process.nextSyncLine(timeout: timeout) { output += $0 } == "two")
        #expect(process.nextSyncLine(timeout: timeout) { output += $0 } == "three")
        #expect(output == Array("a".utf8))
    }

    @Test func noSyncLineIsNilWhenTheProgramEnds() throws {
        let process = try shell("printf bye; exit 3")
        var output: [UInt8] = []
        #expect(process.nextSyncLine(timeout: timeout) { output += $0 } == nil)
        #expect(process.waitForExit(timeout: timeout) { output += $0 } == .exited(3))
        #expect(output == Array("bye".utf8))
    }

    @Test func noSyncLineIsNilWhenTheTimePasses() throws {
        let process = try shell("exec cat")
        #expect(process.nextSyncLine(timeout: 50) { _ in } == nil)
        process.terminate()
        #expect(process.waitForExit(timeout: timeout) { _ in } == .signaled(SIGTERM))
    }

    @Test func theTerminalIsRawSoANewlineArrivesAsOneByte() throws {
        let process = try shell("printf 'a\\nb'; echo done >&3")
        var output: [UInt8] = []
        #expect(process.nextSyncLine(timeout: timeout) { output += $0 } == "done")
        #expect(output == [0x61, 0x0A, 0x62])
    }

    @Test func typedBytesReachTheProgramUnechoed() throws {
        let process = try shell("head -c 5 | tr a-z A-Z >&3; echo >&3")
        try process.send(Array("hello".utf8))
        var output: [UInt8] = []
        #expect(process.nextSyncLine(timeout: timeout) { output += $0 } == "HELLO")
        #expect(output == [], "raw mode does not echo")
    }

    @Test func theProgramSeesTheTerminalResized() throws {
        let process = try shell("stty size >&3; head -c 1 >/dev/null; stty size >&3")
        #expect(process.nextSyncLine(timeout: timeout) { _ in } == "24 80")
        process.resize(to: Size(width: 100, height: 30))
        try process.send([0x0A])
        #expect(process.nextSyncLine(timeout: timeout) { _ in } == "30 100")
    }

    /// What a replay does with a `VirtualTerminal`: the program asks the terminal a question
    /// and waits for the answer, which the emulator gives and the caller sends back.
    @Test func anEmulatorAnswersTheProgramsQuery() throws {
        let process = try shell("printf 'ok\\033[c'; head -c 7 | tr '\\033' E >&3; echo >&3")
        let screen = VirtualTerminal(size: Size(width: 80, height: 24))
        let line = process.nextSyncLine(timeout: timeout) { output in
            screen.write(output)
            let replies = screen.takeReplies()
            if !replies.isEmpty { #expect(throws: Never.self) { try process.send(replies) } }
        }
        #expect(line == "E[?1;2c")
        #expect(screen.text.hasPrefix("ok\n"))
    }

    @Test func readIsNilOnceTheProgramHasEndedAndItsOutputIsRead() throws {
        let process = try shell("printf 'last words'", sync: nil)
        var output: [UInt8] = []
        let deadline = ContinuousClock.now + .milliseconds(timeout)
        while let chunk = process.read(timeout: 100), ContinuousClock.now < deadline { output += chunk }
        #expect(output == Array("last words".utf8))
        #expect(process.waitForExit(timeout: timeout) { _ in } == .exited(0))
        #expect(process.nextSyncLine(timeout: 10) { _ in } == nil, "without a sync pipe")
    }
}
