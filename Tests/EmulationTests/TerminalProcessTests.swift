import Emulation
import Terminal
import Testing
#if canImport(Glibc)
    import Glibc
#endif

@Suite struct TerminalProcessTests {
    /// Generous: the machine may be busy running other tests.
    private let timeout = 30_000

    private func shell(_ script: String, size: Size = Size(width: 80, height: 24)) throws -> TerminalProcess {
        try TerminalProcess(
            ["/bin/sh", "-c", script], size: size, environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C"])
    }

    /// Reads the terminal until what it has carried so far satisfies `done` (each chunk also
    /// goes to `each`), or the terminal ends, or the time passes; returns everything read.
    private func read(
        _ process: TerminalProcess, until done: ([UInt8]) -> Bool,
        each: ([UInt8]) -> Void = { _ in }
    ) -> [UInt8] {
        var output: [UInt8] = []
        let deadline = ContinuousClock.now + .milliseconds(timeout)
        while !done(output), ContinuousClock.now < deadline, let chunk = process.read(timeout: 50) {
            output += chunk
            if !chunk.isEmpty { each(chunk) }
        }
        return output
    }

    private func read(_ process: TerminalProcess, untilItCarries text: String) -> [UInt8] {
        read(process) { String(decoding: $0, as: UTF8.self).contains(text) }
    }

    @Test func theTerminalCarriesExactlyWhatTheProgramWrote() throws {
        let process = try shell("printf hello")
        var output = read(process, untilItCarries: "hello")
        #expect(String(decoding: output, as: UTF8.self) == "hello")
        #expect(process.waitForExit(timeout: timeout) { output += $0 } == .exited(0))
        #expect(String(decoding: output, as: UTF8.self) == "hello", "nothing more")
    }

    @Test func waitForExitHandsOnTheLastOutputAndTheExitStatus() throws {
        let process = try shell("printf bye; exit 3")
        var output: [UInt8] = []
        #expect(process.waitForExit(timeout: timeout) { output += $0 } == .exited(3))
        #expect(output == Array("bye".utf8))
        #expect(process.termination == .exited(3))
    }

    @Test func aProgramWaitingForInputEndsWhenAskedTo() throws {
        let process = try shell("exec cat")
        #expect(process.read(timeout: 50) == [], "nothing written, and the terminal still open")
        #expect(process.exitStatus() == nil)
        process.terminate()
        #expect(process.waitForExit(timeout: timeout) { _ in } == .signaled(SIGTERM))
    }

    @Test func theTerminalIsRawSoANewlineArrivesAsOneByte() throws {
        let process = try shell("printf 'a\\nb'")
        var output: [UInt8] = []
        #expect(process.waitForExit(timeout: timeout) { output += $0 } == .exited(0))
        #expect(output == [0x61, 0x0A, 0x62])
    }

    @Test func typedBytesReachTheProgramUnechoed() throws {
        let process = try shell("head -c 5 | tr a-z A-Z")
        try process.send(Array("hello".utf8))
        var output = read(process, untilItCarries: "HELLO")
        #expect(process.waitForExit(timeout: timeout) { output += $0 } == .exited(0))
        #expect(String(decoding: output, as: UTF8.self) == "HELLO", "raw mode does not echo")
    }

    @Test func theProgramSeesTheTerminalResized() throws {
        let process = try shell("stty size; read -r line; stty size")
        var output = read(process, untilItCarries: "\n")
        #expect(String(decoding: output, as: UTF8.self) == "24 80\n")
        process.resize(to: Size(width: 100, height: 30))
        try process.send([0x0A])
        #expect(process.waitForExit(timeout: timeout) { output += $0 } == .exited(0))
        #expect(String(decoding: output, as: UTF8.self) == "24 80\n30 100\n")
    }

    /// What a replay does with a `VirtualTerminal`: the program asks the terminal a question
    /// and waits for the answer, which the emulator gives and the caller sends back.
    @Test func anEmulatorAnswersTheProgramsQuery() throws {
        let process = try shell("printf 'ok\\033[c'; head -c 7 | tr '\\033' E")
        let screen = VirtualTerminal(size: Size(width: 80, height: 24))
        func show(_ output: [UInt8]) {
            screen.write(output)
            let replies = screen.takeReplies()
            if !replies.isEmpty { #expect(throws: Never.self) { try process.send(replies) } }
        }
        var output = read(process, until: { String(decoding: $0, as: UTF8.self).contains("E[?1;2c") }, each: show)
        #expect(
            process.waitForExit(timeout: timeout) {
                output += $0; show($0)
            } == .exited(0))
        #expect(String(decoding: output, as: UTF8.self) == "ok\u{1B}[cE[?1;2c")
        #expect(screen.text.hasPrefix("okE[?1;2c\n"))
    }

    @Test func readIsNilOnceTheProgramHasEndedAndItsOutputIsRead() throws {
        let process = try shell("printf 'last words'")
        var output: [UInt8] = []
        let deadline = ContinuousClock.now + .milliseconds(timeout)
        while let chunk = process.read(timeout: 100), ContinuousClock.now < deadline { output += chunk }
        #expect(output == Array("last words".utf8))
        #expect(process.waitForExit(timeout: timeout) { _ in } == .exited(0))
        #expect(process.read(timeout: 10) == nil, "and stays nil")
    }
}
