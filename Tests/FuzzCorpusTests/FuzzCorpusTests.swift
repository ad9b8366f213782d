import Foundation
import FuzzChecks
import Testing
import JSONText

/// Every input of the fuzz targets' corpora (`Tests/Fuzz/Corpus/TARGET/`: the seeds, and
/// each crash a fuzzer found, kept once fixed) passes its target's check, so `make test`
/// guards what `make fuzz` found without a fuzzer.
@Suite struct FuzzCorpusTests {
    static let checks: [String: @Sendable ([UInt8]) -> String?] = [
        "ScriptParser": ScriptParserCheck.check, "KeyDecoder": KeyDecoderCheck.check, "JSON": JSONCheck.check,
    ]

    /// `Tests/Fuzz/Corpus`, found from this source file.
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    static var inputs: [String] {
        checks.keys.sorted().flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(target).path)) ?? [])
                .sorted().map { "\(target)/\($0)" }
        }
    }

    @Test func everyTargetHasSeeds() {
        for target in Self.checks.keys { #expect(Self.inputs.contains { $0.hasPrefix(target + "/") }, "\(target)") }
    }

    @Test(arguments: inputs)
    func corpusInputPassesItsCheck(input: String) throws {
        let path = Self.corpus.appendingPathComponent(input).path
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
        let check = try #require(Self.checks[String(input.prefix { $0 != "/" })])
        #expect(check(bytes) == nil)
    }
}
