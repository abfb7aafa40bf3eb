import SanadBundleFormat

extension ContentLibrary {
    /// The lecture subjects, by id; empty when the bundle has none.
    public func lectures() throws(BundleError) -> [BundleLectures.Lecture] {
        guard let entry = reader.manifest.files.first(where: { $0.kind == .lectures }) else { return [] }
        return try reader.decode(BundleLectures.self, from: entry).lectures
    }

    /// The lecture subject with an id, if the bundle has it.
    public func lecture(id: String) throws(BundleError) -> BundleLectures.Lecture? {
        try lectures().first { $0.id == id }
    }

    /// The daily-quiz banks; empty when the bundle has none.
    public func quizBanks() throws(BundleError) -> [BundleQuizzes.Bank] {
        guard let entry = reader.manifest.files.first(where: { $0.kind == .quizzes }) else { return [] }
        return try reader.decode(BundleQuizzes.self, from: entry).banks
    }

    /// The quiz items a lecture topic's or a lesson's completion adds to the pool, in the banks'
    /// order.
    public func quizItems(for source: String) throws(BundleError) -> [BundleQuizzes.Item] {
        try quizBanks().flatMap(\.items).filter { $0.source == source }
    }

    /// The question behind a daily-quiz pool key: a bank item (`fractions/two-quarters`) or a
    /// lesson's practice question (`backbiting.what-is-ghibah#q1`); nil for a key the bundle no
    /// longer has. With a `level` (`Learner.quizLevel(of:)`), a bank item's variant for that
    /// level: its format and difficulty follow the level (Learnable); without one, its lowest.
    public func quizQuestion(forKey key: String, level: Int? = nil) throws(BundleError) -> BundleLessons.Question? {
        if let hash = key.lastIndex(of: "#") {
            let lessonID = String(key[..<hash]), questionID = String(key[key.index(after: hash)...])
            return try lesson(lessonID)?.questions.first { $0.id == questionID }
        }
        guard let item = try quizBanks().flatMap(\.items).first(where: { $0.id == key }) else { return nil }
        return level.map(item.question(atLevel:)) ?? item.question
    }
}
