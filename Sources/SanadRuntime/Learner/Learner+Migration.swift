import SanadBundleFormat

extension Learner {
    /// The learner with the progress of renamed lessons moved to their new ids (`replaces:` in
    /// the bundle, `ContentLibrary.renames`): the lesson's record, its reviews and its quiz
    /// questions. Progress already under a new id is merged with the old, record by record, as
    /// two devices' would be. Migrating twice changes nothing.
    public func migrated(renames: [String: String]) -> Learner {
        var result = self
        for (old, new) in renames.sorted(by: { $0.key < $1.key }) {
            var moved = Learner()
            if let record = result.lessons.removeValue(forKey: old) { moved.lessons[new] = record }
            for key in result.reviewDays.keys where key.hasPrefix(old + "#") {
                let renamed = new + key.dropFirst(old.count)
                moved.reviewDays[renamed] = result.reviewDays.removeValue(forKey: key)
                moved.reviewXP[renamed] = result.reviewXP.removeValue(forKey: key)
            }
            for key in result.quiz.keys where key.hasPrefix(old + "#") {
                moved.quiz[new + key.dropFirst(old.count)] = result.quiz.removeValue(forKey: key)
            }
            result = result.merged(with: moved)
        }
        return result
    }
}
