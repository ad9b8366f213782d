import FuzzChecks

// libFuzzer entry point (`make fuzz`): built only with SEAM_FUZZ set and --sanitize fuzzer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScriptParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    if let problem = ScriptParserCheck.check(Array(UnsafeBufferPointer(start: data, count: size))) {
        fatalError(problem)
    }
    return 0
}
