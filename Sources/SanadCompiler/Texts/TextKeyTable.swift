import Foundation

/// One copy of each text key (`practice/q1/choices/2/text`) for the whole process. Files of a
/// kind share their keys (most lessons have a `q1`), and a corpus holds hundreds of thousands of
/// texts: a key longer than a string holds inline (15 bytes) would otherwise take an allocation
/// per text. Thread-safe; lowering runs on all cores.
enum TextKeyTable {
    /// The most keys kept: past it a key not seen yet is returned as it is (a language server
    /// that runs for days keeps no more than this many).
    static let limit = 1 << 16
    /// The longest key kept, in bytes. Keys are a field's path and a few ids; a longer one (an id
    /// pasted whole, or typed a letter at a time in an editor) is returned as it is, so the table
    /// never holds more than `limit` times this.
    static let longest = 96

    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var keys: Set<String> = []
    }

    private static let table = Table()

    /// `key`, or an equal key seen before (which shares its storage with every text filed under it).
    static func shared(_ key: String) -> String {
        // A short key is held inline in the text and has no storage to share.
        guard key.utf8.count > 15, key.utf8.count <= longest else { return key }
        let table = self.table
        table.lock.lock()
        defer { table.lock.unlock() }
        if let index = table.keys.firstIndex(of: key) { return table.keys[index] }
        if table.keys.count < limit { table.keys.insert(key) }
        return key
    }
}
