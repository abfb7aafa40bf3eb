import Foundation

/// libFuzzer's driver (`-sanitize=fuzzer` links it): runs `entry` on generated inputs as the
/// command line asks.
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ entry: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// What every fuzz target shares: libFuzzer's driver and its settings. Each target defines its
/// entry (`LLVMFuzzerTestOneInput`) and the `<module>_main` SwiftPM calls, which hands the
/// command line and the entry to `run`.
public enum FuzzDriver {
    /// A fuzz target's entry: one input, its bytes and their count; returns 0.
    public typealias Entry = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

    /// Runs libFuzzer with the process's arguments and `entry`; returns its exit status.
    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, entry: Entry) -> CInt {
        var count = argc
        var arguments = argv
        return llvmFuzzerRunDriver(&count, &arguments, entry)
    }

    /// An input's bytes.
    public static func bytes(_ start: UnsafePointer<UInt8>, _ count: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// A setting `scripts/fuzz.sh` passes in the environment; the target stops with a message
    /// when it is missing (a target that fuzzed nothing must not look like a clean run).
    public static func setting(_ name: String) -> String {
        guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { fail("set \(name) (scripts/fuzz.sh does)") }
        return value
    }

    /// A fresh folder for a target's scratch files, in the run's scratch folder
    /// (`SANAD_FUZZ_SCRATCH`, which `scripts/fuzz.sh` removes at the end).
    public static func scratchFolder(_ name: String) -> URL {
        let folder = URL(fileURLWithPath: setting("SANAD_FUZZ_SCRATCH")).appendingPathComponent("\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            fail("cannot create \(folder.path): \(error)")
        }
        return folder
    }

    /// Stops a target whose set-up failed, with status 2 and a message: not a finding in the
    /// code under test (libFuzzer saves no input for it).
    public static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("fuzz target set-up: \(message)\n".utf8))
        exit(2)
    }
}
