import Foundation

/// Every file below `folder`, by its path relative to it, with its bytes (folders left out): to
/// compare two bundles byte for byte.
public func folderContents(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
            files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
        }
    }
    return files
}
