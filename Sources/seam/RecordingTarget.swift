/// Where `seam record FILE` writes its script, and the app options the script's `args` line repeats.
struct RecordingTarget {
    var path: String
    var appArguments: [String]
}
