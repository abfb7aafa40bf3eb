extension Array {
    /// The elements in an allocation of their own size. An array grown by appending has room for
    /// up to twice its elements; one kept for the whole build (a file's learner texts) keeps that
    /// room unused unless copied once it is complete.
    func withExactCapacity() -> [Element] {
        guard capacity > count + count / 8 + 1 else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}
