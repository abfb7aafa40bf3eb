import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension BundleBuilder {
    /// Each credit with the media it covers (a medium covered by several credits is listed in
    /// each: it has several authors, or parts under several licences); nil when none covers any.
    func credits(_ credits: [MediaCredit]) -> [BundleProject.Credit]? {
        let paths = Set(ContentKinds.all.flatMap { $0.allMediaReferences(in: corpus) }.map(\.path.value))
        var covered: [Int: [String]] = [:]
        for path in paths {
            for index in credits.indices where credits[index].pattern(covering: path) != nil { covered[index, default: []].append(path) }
        }
        let result = credits.indices.compactMap { index -> BundleProject.Credit? in
            guard let media = covered[index] else { return nil }
            let credit = credits[index]
            return BundleProject.Credit(author: credit.author.value, licence: credit.licence.value, source: credit.source?.value,
                                        placeholder: credit.isPlaceholder ? true : nil, media: media.sorted())
        }
        return result.isEmpty ? nil : result
    }

    func project(notices: [String]) -> BundleProject {
        let model: ProjectModel? = corpus.project
        var rules = ProgressRules.defaults
        rules.milestoneInterval = model?.milestoneInterval ?? rules.milestoneInterval
        let streaks = model?.streaks ?? StreakPolicyModel()
        rules.freezesPerWeek = streaks.project.freezesPerWeek ?? 0
        rules.mercyDaysPerWeek = streaks.project.mercyDaysPerWeek ?? 0
        // One mercy policy: the project's days by pace, else the worship plan's (`mercy-days`).
        rules.mercyDaysByPace = ContentKinds.WorshipPlan.mercyDaysByPace(in: corpus)
        rules.lessonsPerDay = model?.lessonsPerDay
        rules.freezeEarnedByActiveDays = streaks.project.freezeEarnedByActiveDays
        rules.mercyCountsAsOnPath = streaks.project.mercyCountsAsOnPath
        rules.weekStartsOn = streaks.weekStartsOn
        rules.streakMilestones = streaks.milestones
        rules.streakMilestoneXP = streaks.milestoneXP
        let overrides = streaks.audiences.mapValues {
            ProgressRules.StreakOverride(freezesPerWeek: $0.freezesPerWeek, mercyDaysPerWeek: $0.mercyDaysPerWeek, mercyDaysByPace: $0.mercyDaysByPace,
                                         mercyCountsAsOnPath: $0.mercyCountsAsOnPath, freezeEarnedByActiveDays: $0.freezeEarnedByActiveDays)
        }
        rules.audienceStreaks = overrides.isEmpty ? nil : overrides
        let audiences: [BundleProject.Audience] = (model?.audiences ?? []).sorted { $0.id < $1.id }.map {
            BundleProject.Audience(id: $0.id, title: $0.title, hadithGrades: $0.hadithGrades, minAge: $0.ages?.lowerBound, maxAge: $0.ages?.upperBound,
                                   children: $0.isChildren ? true : nil)
        }
        var project = BundleProject(
            id: model?.id ?? "", title: model?.title ?? "", contentVersion: model?.contentVersion?.value ?? "0.0.0",
            locales: model?.locales ?? [], audiences: audiences, rules: rules, notices: notices)
        let hasHijri = corpus.lessons.contains { $0.available?.hijriFrom != nil } || corpus.achievements.contains { $0.hijriFrom != nil }
        project.hijriCalendar = hasHijri ? Availability.hijriCalendarName : nil
        let entitlements = (model?.entitlements ?? []).map {
            BundleProject.Entitlement(id: $0.id.value, level: $0.level?.value, purchase: $0.isPurchase ? true : nil,
                                      categories: $0.categories.map(\.value), lessons: $0.lessons.map(\.value))
        }
        project.entitlements = entitlements.isEmpty ? nil : entitlements
        project.credits = credits(model?.credits ?? [])
        return project
    }

    func category(_ model: CategoryModel, lessons: [LessonModel]) -> BundleCategories.Category {
        var category = BundleCategories.Category()
        category.id = model.id.value
        category.kind = model.kind.map(OpenEnum.known) ?? .unknown("")
        category.title = model.title
        category.arabic = model.arabic
        category.summary = model.summary
        if let overview = model.overviewBody {
            category.overview = gated(overview.blocks, categoryFolder: model.folder)
        }
        category.order = model.order?.value ?? 0
        category.audience = model.audience?.value ?? ""
        category.subtopics = model.subtopics.map { .init(id: $0.value.id, title: $0.value.title) }
        category.requires = model.requires.map(\.value)
        category.milestoneInterval = model.milestoneInterval
        category.goalDays = model.goalDays
        category.icon = model.icon?.bundled
        category.lessonsFile = lessonsPath(model.id.value)
        category.lessons = lessons.map { lesson in
            var outline = BundleCategories.LessonOutline()
            outline.id = lesson.id.value
            outline.title = lesson.title
            outline.order = lesson.order?.value ?? 0
            outline.subtopic = lesson.subtopic?.value
            outline.tags = lesson.tags.map(\.value)
            outline.requires = lesson.requires.map(\.value)
            outline.duration = lesson.duration?.value ?? 0
            outline.reviewStatus = .known(lesson.review.status)
            outline.replaces = lesson.replaces?.value
            outline.available = lesson.available
            outline.suitability = lesson.suitability
            outline.thumbnail = lesson.thumbnail?.bundled
            return outline
        }
        return category
    }

    /// `index.json`: the categories without their outlines, each naming its outlines file, and
    /// the renames (a lesson's `replaces:` naming an id no lesson has any more).
    func bundleIndex(_ categories: [BundleCategories.Category]) -> BundleIndex {
        BundleIndex(categories, outlinesFile: outlinesPath)
    }

    /// Blocks of a category for children, with every link that leaves the app marked for a
    /// parental gate; other blocks unchanged.
    func gated(_ blocks: [Block], categoryFolder: String) -> [Block] {
        isForChildren(categoryFolder) ? blocks.map(\.markingExternalLinks) : blocks
    }

    /// Whether a category's audience is for children (links that leave the app are gated).
    func isForChildren(_ categoryFolder: String) -> Bool {
        guard let audience = index.categories[categoryFolder]?.audience?.value else { return false }
        return corpus.project?.audiences.first(where: { $0.id == audience })?.isChildren == true
    }

    /// A lesson as its bundle file holds it. With `phases`, its phases hold no blocks, and the
    /// JSON of each phase's blocks is appended to `phases` instead (`JSONWriter.splicedBlocks`).
    func lesson(_ model: LessonModel, splicing phases: inout [ArraySlice<UInt8>]?) -> BundleLessons.Lesson {
        var lesson = BundleLessons.Lesson()
        lesson.id = model.id.value
        lesson.title = model.title
        lesson.order = model.order?.value ?? 0
        lesson.subtopic = model.subtopic?.value
        lesson.tags = model.tags.map(\.value)
        lesson.duration = model.duration?.value ?? 0
        lesson.takeaway = model.takeaway
        lesson.completion = .known(model.completion)
        lesson.requires = model.requires.map(\.value)
        lesson.replaces = model.replaces?.value
        let sections = model.body?.sections ?? []
        lesson.phases = PhaseKind.allCases.map { phase in
            let section = sections.first { $0.kind == phase }
            let duration = model.phaseDurations[phase]?.value ?? 0
            if phases != nil {
                let json = section.flatMap { section in model.body.map { $0.encodedBlocks.json(section.blockRange) ?? EncodedBlocks.json(of: $0.blocks(in: section)) } }
                phases?.append(json ?? [])
                return .init(kind: .known(phase), duration: duration, blocks: [])
            }
            let blocks = section.flatMap { section in model.body.map { $0.blocks(in: section) } } ?? []
            return .init(kind: .known(phase), duration: duration, blocks: gated(blocks, categoryFolder: model.categoryFolder))
        }
        lesson.questions = model.questions.map(question)
        lesson.attempts = model.attempts ?? ProgressRules.defaults.maxAttempts
        lesson.audio = model.audio.map {
            .init(narration: $0.narration?.value, duration: $0.duration, dhikr: $0.dhikr?.value, waiver: $0.waiver)
        }
        lesson.videos = model.videos.map { .init(url: $0.value.url, title: $0.value.title, captions: $0.value.captions?.value) }
        lesson.citations = model.citations.map(\.key)
        lesson.review.status = .known(model.review.status)
        lesson.review.reviewer = model.review.reviewer?.value
        lesson.review.date = model.review.date
        lesson.review.fingerprint = model.review.fingerprint
        return lesson
    }

    func question(_ model: QuestionModel) -> BundleLessons.Question {
        var question = BundleLessons.Question()
        question.id = model.id.value
        question.type = model.type.map(OpenEnum.known) ?? .unknown("")
        question.prompt = model.prompt
        question.multiSelect = model.multiSelect
        question.choices = model.choices.map { .init(text: $0.text.value, correct: $0.correct, feedback: $0.feedback) }
        question.answer = model.answer
        question.pairs = model.pairs.map { .init(left: $0.left.value, right: $0.right.value) }
        question.items = model.items.map(\.value)
        question.modelAnswer = model.modelAnswer
        question.feedback = model.feedback
        question.feedbackCorrect = model.feedbackCorrect
        question.feedbackIncorrect = model.feedbackIncorrect
        question.explanation = model.explanation
        question.attempts = model.attempts
        return question
    }

    func citations(notice: String?) -> BundleCitations {
        var byKey: [String: BundleCitations.Citation] = [:]
        // What cites each source, by kind: every kind alike.
        var citing: [String: [String: Set<String>]] = [:]
        for use in ContentKinds.all.flatMap({ $0.allCitedTexts(in: corpus) }) {
            for model in use.citations {
                // Computed once: a hadith's key parses its reference.
                let key = model.key
                citing[key, default: [:]][use.kind.name, default: []].insert(use.id)
                guard byKey[key] == nil else { continue }
                var citation = BundleCitations.Citation()
                citation.key = key
                citation.kind = .known(model.kind)
                citation.reference = model.reference.value
                citation.text = model.text
                citation.translation = model.translation
                citation.grade = model.grade
                citation.grader = model.grader
                if model.kind == .work {
                    citation.work = model.reference.value
                    citation.author = model.author
                    citation.book = model.book
                    citation.chapter = model.chapter
                }
                if model.kind == .web { citation.url = model.reference.value }
                citation.title = model.title
                citation.note = model.note
                byKey[key] = citation
            }
        }
        let citations = byKey.values.sorted { $0.key < $1.key }.map { citation -> BundleCitations.Citation in
            var citation = citation
            let uses = (citing[citation.key] ?? [:]).mapValues { $0.sorted() }
            citation.uses = uses
            // The lists of the kinds readers before 2.14 know.
            citation.lessons = uses[SourceKind.lesson.name] ?? []
            citation.categories = uses[SourceKind.category.name]
            citation.supplementary = uses[SourceKind.supplementary.name]
            citation.activities = uses[SourceKind.activity.name]
            citation.lectures = uses[SourceKind.lecture.name]
            citation.memorisation = uses[SourceKind.memorisation.name]
            return citation
        }
        return BundleCitations(citations: citations, notice: notice)
    }

    func achievements() -> BundleAchievements {
        BundleAchievements(achievements: corpus.achievements.sorted { $0.id.value < $1.id.value }.map { model in
            var achievement = BundleAchievements.Achievement()
            achievement.id = model.id.value
            achievement.title = model.title
            achievement.description = model.description
            achievement.trigger.type = model.triggerType.map(OpenEnum.known) ?? .unknown("")
            achievement.trigger.count = model.count
            achievement.trigger.days = model.days
            achievement.trigger.category = model.category?.value
            achievement.trigger.from = model.from
            achievement.trigger.to = model.to
            achievement.trigger.hijriFrom = model.hijriFrom
            achievement.trigger.hijriTo = model.hijriTo
            achievement.trigger.lesson = model.lesson?.value
            achievement.group = model.group.map(OpenEnum.known)
            achievement.xp = model.xp
            achievement.badge = model.badge?.value
            achievement.lockedBadge = model.lockedBadge?.value
            achievement.badgeLabel = model.badgeLabel
            achievement.audience = model.audience?.value
            return achievement
        })
    }

    func reviewers() -> BundleReviewers {
        BundleReviewers(
            sampleData: corpus.reviewersAreSampleData,
            reviewers: corpus.reviewers.sorted { $0.id.value < $1.id.value }.map {
                .init(id: $0.id.value, name: $0.name, credentials: $0.credentials, scopes: $0.scopes)
            })
    }
}
