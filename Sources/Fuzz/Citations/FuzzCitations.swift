import SanadCitations
import SanadFuzzSupport

/// libFuzzer's entry: a Qur'an and a hadith reference parsed from arbitrary bytes (as UTF-8 text,
/// invalid bytes replaced). Any input must give a reference or a parse error, never a crash or a
/// hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCitations(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? QuranReference(parsing: text)
    _ = try? HadithReference(parsing: text)
    return 0
}

/// The executable's entry (SwiftPM names it `fuzz_citations_main`): libFuzzer's driver.
@_cdecl("fuzz_citations_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, entry: fuzzCitations)
}
