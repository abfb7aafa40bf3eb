import SanadCitations
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Project {
    /// The gradings an audience's `hadith-grades` allows: the weakest it names (one grading, or
    /// the weakest of a list) and every stronger one, strongest first.
    static func allowedGrades(_ node: Node?) -> [String] {
        let named = (node?.elements ?? node.map { [$0] } ?? []).compactMap { $0.string.flatMap(HadithGrade.init(rawValue:)) }
        guard let weakest = named.min(by: { $0.strength < $1.strength }) else { return [] }
        return HadithGrade.atLeast(weakest).map(\.rawValue)
    }

    /// The project file, lowered.
    static func model(_ node: Node) -> ProjectModel {
        func window(_ node: Node?) -> DurationWindow? {
            guard let node, let min = node.duration("min")?.value, let max = node.duration("max")?.value else { return nil }
            return DurationWindow(min: min, max: max)
        }
        func phaseWindows(_ node: Node?) -> [PhaseKind: DurationWindow] {
            var windows: [PhaseKind: DurationWindow] = [:]
            for phase in PhaseKind.allCases {
                if let override = window(node?[phase.rawValue]) { windows[phase] = override }
            }
            return windows
        }
        let audiences = (node["audiences"]?.members ?? []).map { member in
            var audience = ProjectModel.Audience(
                id: member.key, idRange: member.keyRange, title: member.value.text("title") ?? member.key,
                hadithGrades: Self.allowedGrades(member.value["hadith-grades"]), isChildren: member.value.flag("children") ?? false)
            if let min = member.value["ages"]?.integer("min")?.value, let max = member.value["ages"]?.integer("max")?.value, min <= max {
                audience.ages = min...max
            }
            if case .bool(let waiver)? = member.value["narration-waiver"]?.value {
                audience.narrationWaiver = Located(waiver, at: member.value["narration-waiver"]!.range)
            }
            audience.humaneGamification = member.value.flag("humane-gamification") ?? false
            audience.quotationLevel = member.value.text("quotation-level").flatMap(QuranVerifier.Level.init(rawValue:))
            audience.lessonWindow = window(member.value["lesson-duration"])
            audience.phaseWindows = phaseWindows(member.value["phase-durations"])
            return audience
        }
        let texts = (node["quran"]?.objects("texts") ?? []).compactMap { text -> ProjectModel.QuranText? in
            guard let edition = text.text("edition"), let path = text.located("path"), let sha = text.located("sha256") else { return nil }
            return ProjectModel.QuranText(edition: edition, path: path, sha256: sha)
        }
        var model = ProjectModel(
            id: node.text("id") ?? "", title: node.text("title") ?? "", contentVersion: node.located("content-version"),
            locales: node.strings("locales").map(\.value), audiences: audiences,
            lessonWindow: window(node["lesson-duration"]) ?? PhaseKind.defaultLessonWindow, phaseWindows: phaseWindows(node["phase-durations"]),
            milestoneInterval: node.integer("milestone-interval")?.value ?? 5,
            videoHosts: node.strings("video-hosts").map(\.value), trustedDomains: node.strings("trusted-domains").map(\.value),
            quranTexts: texts, reviewValidFor: node.text("review-valid-for").flatMap(ReviewValidity.init))
        model.allowsUnverifiedQuran = node["quran"]?.flag("allow-unverified") ?? false
        model.lessonsPerDay = node.integer("lessons-per-day")?.value
        if node["tags"] != nil { model.tagVocabulary = node.strings("tags") }
        model.entitlements = node.objects("entitlements").compactMap { entry in
            entry.located("id").map { id in
                Entitlement(id: id, level: entry.integer("level"), isPurchase: entry.flag("purchase") ?? false,
                            categories: entry["categories"] != nil ? entry.strings("categories") : [], lessons: entry["lessons"] != nil ? entry.strings("lessons") : [])
            }
        }
        if let approvals = node["approvals"] {
            model.approvals = .init(
                requireSignatures: approvals.flag("require-signatures") ?? false,
                quorum: Dictionary((approvals["quorum"]?.members ?? []).compactMap { member in member.value.integerValue.map { (member.key, $0) } },
                                   uniquingKeysWith: { first, _ in first }))
        }
        model.hadithTexts = (node["hadith"]?.objects("texts") ?? []).compactMap { text in
            guard let path = text.located("path"), let sha = text.located("sha256") else { return nil }
            return ProjectModel.HadithText(path: path, sha256: sha, notice: text.located("notice"))
        }
        model.bundleValidFor = node.text("bundle-valid-for").flatMap(ReviewValidity.init)
        model.bundleValidForRange = node["bundle-valid-for"]?.range
        model.media = Lowering.mediaPolicy(node["media"])
        model.notices = node.strings("notices")
        model.credits = node.objects("credits").compactMap { entry in
            guard let author = entry.located("author"), let licence = entry.located("licence") else { return nil }
            var placeholder: Located<Bool>?
            if case .bool(let value)? = entry["placeholder"]?.value { placeholder = Located(value, at: entry["placeholder"]!.range) }
            return MediaCredit(files: entry.strings("files"), author: author, licence: licence, source: entry.located("source"), placeholder: placeholder)
        }
        if let math = node["math"] {
            let standard = TeXSubset.standard
            model.math = TeXSubset(
                commands: math["commands"] == nil ? standard.commands : Set(math.strings("commands").map(\.value)),
                environments: math["environments"] == nil ? standard.environments : Set(math.strings("environments").map(\.value)))
        }
        model.translationTargets = model.locales.dropFirst().map { locale in
            let settings = node["translations"]?[locale]
            return TranslationTarget(locale: locale, required: settings?.flag("required") ?? false,
                                     paths: settings?["paths"] == nil ? nil : settings?.strings("paths").map(\.value))
        }
        if node["code-languages"] != nil { model.codeLanguages = Set(node.strings("code-languages").map(\.value)) }
        model.tone = (node["tone"]?.members ?? []).flatMap { locale in
            (locale.value.elements ?? []).compactMap { entry in
                entry.located("refuse").map { TonePhrase(locale: locale.key, refuse: $0, prefer: entry.text("prefer")) }
            }
        }
        model.curriculum = (node["curriculum"]?.members ?? []).compactMap { member -> PlannedCategory? in
            let plan = member.value
            let lessons: ClosedRange<Int>
            if let count = plan.integer("lessons")?.value {
                lessons = count...count
            } else if let min = plan["lessons"]?.integer("min")?.value, let max = plan["lessons"]?.integer("max")?.value, min <= max {
                lessons = min...max
            } else {
                return nil
            }
            return PlannedCategory(id: Located(member.key, at: member.keyRange), title: plan.text("title"), lessons: lessons,
                                   requires: plan.strings("requires"), method: plan.text("method"))
        }
        model.streaks = Lowering.streakPolicy(node["streaks"])
        if let activities = window(node["activity-duration"]) { model.activityWindow = activities }
        if let core = node["packs"]?["core"], core["categories"] != nil || core["lessons"] != nil {
            model.corePack = CorePackPlan(categories: core["categories"] != nil ? core.strings("categories") : [], lessons: core.integer("lessons"))
        }
        return model
    }
}
