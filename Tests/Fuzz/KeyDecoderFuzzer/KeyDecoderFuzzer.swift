import FuzzChecks

// libFuzzer entry point (`make fuzz`): built only with SEAM_FUZZ set and --sanitize fuzzer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    if let problem = KeyDecoderCheck.check(Array(UnsafeBufferPointer(start: data, count: size))) { fatalError(problem) }
    return 0
}
