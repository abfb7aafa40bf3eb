import SanadBundleFormat
import SanadDiagnostics

extension BundleChange.Subject {
    /// A family activity.
    public static let activity = BundleChange.Subject(rawValue: "activity")
}

extension ContentKinds.Activity {
    /// `activities.json`, in rotation order (then by id), when the project has activities.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        let activities = builder.corpus.activities.sorted { ($0.rotation?.value ?? .max, $0.id.value) < ($1.rotation?.value ?? .max, $1.id.value) }
        guard !activities.isEmpty else { return [] }
        let file = BundleActivities(activities: activities.map { activity in
            let folder = activity.categoryFolder
            func blocks(_ body: CompiledBody?) -> [Block]? { body.map { builder.gated($0.blocks, categoryFolder: folder) } }
            return BundleActivities.Activity(
                id: activity.id.value, title: activity.title, rotation: activity.rotation?.value ?? 0, minutes: activity.stepMinutes,
                materials: activity.materials, follows: activity.follows.map(\.value),
                steps: activity.steps.enumerated().map { index, step in
                    BundleActivities.Step(number: index + 1, minutes: step.minutes?.value ?? 0, blocks: blocks(step.text) ?? [], say: blocks(step.say), tip: blocks(step.tip))
                },
                questions: activity.questions.map { builder.gated($0.blocks, categoryFolder: folder) },
                video: activity.video.map { BundleLessons.Video(url: $0.value.url, title: $0.value.title, captions: $0.value.captions?.value) },
                citations: activity.citations.map(\.key), parentalGate: builder.isForChildren(folder) ? true : nil,
                description: blocks(activity.description), image: activity.image?.bundled)
        })
        return [try builder.encode(file, path: "activities.json", kind: .activities)]
    }

    /// Throws when the snapshot's `activities.json` does not decode as `BundleActivities`.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.activities] ?? [] { _ = try BundleJSONDecoder().decode(BundleActivities.self, from: data) }
    }

    /// Removing an activity is major (family progress is keyed by its id), adding one minor; a new
    /// place in the rotation or new lessons followed minor; text, steps and times a patch.
    public static func compare(_ diff: inout BundleDiff) {
        let before = diff.old.decoded(.activities, as: BundleActivities.self).flatMap(\.activities)
        let after = diff.new.decoded(.activities, as: BundleActivities.self).flatMap(\.activities)
        diff.compareKeyed(.activity, before, after, key: \.id, removed: .major) { a, b in
            [
                ("rotation", .minor, a.rotation == b.rotation), ("follows", .minor, a.follows == b.follows),
                ("title", .patch, a.title == b.title), ("steps", .patch, a.steps == b.steps), ("minutes", .patch, a.minutes == b.minutes),
                ("materials", .patch, a.materials == b.materials), ("questions", .patch, a.questions == b.questions),
                ("video", .patch, a.video == b.video), ("citations", .patch, a.citations == b.citations),
                ("description", .patch, a.description == b.description), ("image", .patch, a.image == b.image),
            ]
        }
    }
}
