import Foundation
import SanadBundleFormat
import SanadFuzzSupport

/// libFuzzer's entry: Sanad's bundle JSON decoder on arbitrary bytes, into the manifest and a
/// lessons file (every block and inline type). Any input must decode or throw, never crash or
/// hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundleJSON(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    let decoder = BundleJSONDecoder()
    if let manifest = try? decoder.decode(BundleManifest.self, from: data) { _ = try? manifest.validate() }
    _ = try? decoder.decode(BundleLessons.self, from: data)
    return 0
}

/// The executable's entry (SwiftPM names it `fuzz_bundle_json_main`): libFuzzer's driver.
@_cdecl("fuzz_bundle_json_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, entry: fuzzBundleJSON)
}
