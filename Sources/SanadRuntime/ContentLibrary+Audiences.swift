import SanadBundleFormat

extension ContentLibrary {
    /// The audiences a child born in `birthYear` may belong to on `day`, by their ages (the app
    /// stores the birth year only, Sidrat US-102). An audience without ages is for everyone.
    public func audiences(forBirthYear birthYear: Int, on day: LocalDate) -> [BundleProject.Audience] {
        project.audiences.filter { $0.includes(birthYear: birthYear, on: day) }
    }

    /// The categories for a child born in `birthYear`, on `day`: those whose audience the child
    /// may belong to, in order. A category whose audience the project does not declare is left
    /// out.
    public func categories(forBirthYear birthYear: Int, on day: LocalDate) -> [BundleIndex.Category] {
        let audiences = Set(audiences(forBirthYear: birthYear, on: day).map(\.id))
        return categories.filter { audiences.contains($0.audience) }
    }
}

extension ContentLibrary {
    /// The achievements for a learner of one of `audiences`: those for every audience, and those
    /// for one of these.
    public func achievements(forAudiences audiences: Set<String>) throws(BundleError) -> [BundleAchievements.Achievement] {
        try achievements().filter { $0.audience.map(audiences.contains) ?? true }
    }

    /// The memorisation units for a learner of one of `audiences`: those for every audience, and
    /// those for one of these.
    public func memorisationUnits(forAudiences audiences: Set<String>) throws(BundleError) -> [BundleMemorisation.Unit] {
        try memorisationUnits().filter { $0.audience.map(audiences.contains) ?? true }
    }
}
