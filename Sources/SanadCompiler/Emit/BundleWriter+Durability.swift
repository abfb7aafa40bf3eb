import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension BundleWriter {
    /// Makes the files at `paths` in `folder`, and the folders holding them, durable: with one
    /// `syncfs` of the file system where the system has it (Linux), which writes back every file
    /// and folder entry in one journal commit instead of one `fsync` each; else, or if it fails,
    /// one `fsync` per file and per folder, naming the first file that cannot be made durable.
    static func makeDurable(_ paths: [String], in folder: URL, eachFile: Bool = false) throws {
        if !eachFile, syncFileSystem(of: folder) { return }
        let unsynced = Pipeline.parallelMap(paths) { syncFile(folder.appendingPathComponent($0)) ? nil : $0 }.compactMap { $0 }
        if let failed = unsynced.first { throw WriteError(description: "cannot make \(failed) durable") }
        var subfolders = Set<String>()
        for path in paths {
            var subfolder = (path as NSString).deletingLastPathComponent
            while !subfolder.isEmpty, subfolders.insert(subfolder).inserted { subfolder = (subfolder as NSString).deletingLastPathComponent }
        }
        for subfolder in subfolders.sorted(by: >) { try syncDirectory(folder.appendingPathComponent(subfolder)) }
        try syncDirectory(folder)
    }

    /// `syncfs` on the file system holding `folder` (looked up at run time: the C library module
    /// does not declare it); false where the system has none or it reports an error.
    static func syncFileSystem(of folder: URL) -> Bool {
        #if canImport(Glibc)
        typealias SyncFS = @convention(c) (Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") else { return false }
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return unsafeBitCast(symbol, to: SyncFS.self)(descriptor) == 0
        #else
        return false
        #endif
    }
}
