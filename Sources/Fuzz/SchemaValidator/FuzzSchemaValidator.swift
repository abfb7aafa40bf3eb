import SanadCompiler
import SanadDiagnostics
import SanadFuzzSupport
import SanadSchema
import SanadSource

/// libFuzzer's entry: the JSON Schema validator on an arbitrary instance, read as YAML (as an
/// author's file is) and, when it is JSON, as JSON too, against every source kind's built-in
/// schema. Besides never crashing or hanging, the validator's two paths must agree: the fast
/// yes-or-no answer (`isValid`) and the full one (`validate`, which the compiler reports).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchemaValidator(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let file = SourceFile(path: "fuzz.yaml", bytes: FuzzDriver.bytes(start, count))
    guard SourceReader.checkEncoding(file) == nil else { return 0 }
    var instances: [Node] = []
    if let root = YAMLParser.parse(file).root { instances.append(root) }
    if case .success(let root) = JSONParser.parse(file) { instances.append(root) }
    for instance in instances {
        for kind in SourceKind.allCases {
            guard let schema = try? SourceSchemas.schema(for: kind) else { continue }
            let fast = schema.isValid(instance)
            let problems = schema.validate(instance)
            if fast != problems.isEmpty {
                fatalError("\(kind): isValid says \(fast), validate found \(problems.count) problems")
            }
        }
    }
    return 0
}

/// The executable's entry (SwiftPM names it `fuzz_schema_validator_main`): libFuzzer's driver.
@_cdecl("fuzz_schema_validator_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, entry: fuzzSchemaValidator)
}
