/// A buffer each concurrent iteration writes one distinct slot of (the bare texts of hadith
/// records, of ayat), so it may cross into `DispatchQueue.concurrentPerform`'s closure.
struct UnsafeMutableSendableBuffer: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<[UInt8]>
    init(_ base: UnsafeMutableBufferPointer<[UInt8]>) { self.base = base }
}
