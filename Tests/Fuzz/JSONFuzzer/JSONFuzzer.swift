import FuzzChecks
import JSONText

// libFuzzer entry point (`make fuzz`): built only with SEAM_FUZZ set and --sanitize fuzzer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    if let problem = JSONCheck.check(Array(UnsafeBufferPointer(start: data, count: size))) { fatalError(problem) }
    return 0
}
