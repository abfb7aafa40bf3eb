import SanadBundleFormat
import SanadDiagnostics

extension BundleChange.Subject {
    /// A lecture subject.
    public static let lecture = BundleChange.Subject(rawValue: "lecture")
    /// A topic of a lecture subject.
    public static let lectureTopic = BundleChange.Subject(rawValue: "lecture topic")
}

extension ContentKinds.Lecture {
    /// `lectures.json`, by id, when the project has lecture subjects.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        let lectures = builder.corpus.lectures.sorted { $0.id.value < $1.id.value }
        guard !lectures.isEmpty else { return [] }
        func blocks(_ body: CompiledBody?) -> [Block] { body.map { builder.gated($0.blocks, categoryFolder: "") } ?? [] }
        let file = BundleLectures(lectures: lectures.map { lecture in
            let topics = lecture.topics.enumerated().map { index, topic in
                BundleLectures.Topic(
                    id: topic.id.value, number: index + 1, title: topic.title, scene: blocks(topic.scene),
                    engagement: topic.engagement.map { question in
                        BundleLectures.Engagement(
                            type: question.type.map(OpenEnum.known) ?? .unknown(""), prompt: blocks(question.prompt),
                            choices: question.choices.map { .init(id: $0.id.value, text: blocks($0.text), feedback: $0.feedback.map { blocks($0) }) },
                            feedback: blocks(question.feedback))
                    })
            }
            let contents = lecture.topics.enumerated().map { index, topic in
                BundleLectures.ContentsEntry(topic: topic.id.value, number: index + 1, title: topic.title,
                                             sections: (topic.scene?.sections ?? []).map(\.title).filter { !$0.isEmpty })
            }
            return BundleLectures.Lecture(id: lecture.id.value, title: lecture.title, summary: lecture.summary.map { blocks($0) },
                                          topics: topics, contents: contents, citations: lecture.citations.map(\.key))
        })
        return [try builder.encode(file, path: "lectures.json", kind: .lectures)]
    }

    /// Throws when the snapshot's `lectures.json` does not decode as `BundleLectures`.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.lectures] ?? [] { _ = try BundleJSONDecoder().decode(BundleLectures.self, from: data) }
    }

    /// Progress is keyed by subjects and topics, saved answers by choices: removing any is major,
    /// adding one minor, as is a topic moved (the order topics open in changes); text a patch.
    public static func compare(_ diff: inout BundleDiff) {
        let before = diff.old.decoded(.lectures, as: BundleLectures.self).flatMap(\.lectures)
        let after = diff.new.decoded(.lectures, as: BundleLectures.self).flatMap(\.lectures)
        diff.compareKeyed(.lecture, before, after, key: \.id, removed: .major) { a, b in
            // Each list and check is typed on its own: the literal as one expression took the
            // type checker almost two seconds.
            let (topicsBefore, topicsAfter): ([String], [String]) = (a.topics.map(\.id), b.topics.map(\.id))
            let sameOrder: Bool = topicsBefore.filter(Set(topicsAfter).contains) == topicsAfter.filter(Set(topicsBefore).contains)
            let checks: [(String, VersionBump, Bool)] = [
                ("topic order", .minor, sameOrder), ("title", .patch, a.title == b.title), ("summary", .patch, a.summary == b.summary),
                ("citations", .patch, a.citations == b.citations),
            ]
            return checks
        }
        diff.compareKeyed(.lectureTopic, before.flatMap(\.topics), after.flatMap(\.topics), key: \.id, removed: .major) { a, b in
            let x = a.engagement, y = b.engagement
            let old: Set<String> = Set((x?.choices ?? []).map(\.id))
            let new: Set<String> = Set((y?.choices ?? []).map(\.id))
            let sameChoices: Bool = BundleDiff.sameShared(x?.choices ?? [], y?.choices ?? []) { $0.text == $1.text && $0.feedback == $1.feedback }
            let sameQuestion: Bool = x?.prompt == y?.prompt && x?.feedback == y?.feedback && sameChoices
            let checks: [(String, VersionBump, Bool)] = [
                ("choices removed", .major, old.isSubset(of: new)), ("choices added", .minor, new.isSubset(of: old)),
                ("question type", .minor, x?.type == y?.type),
                ("title", .patch, a.title == b.title), ("scene", .patch, a.scene == b.scene),
                ("engagement question", .patch, sameQuestion),
            ]
            return checks
        }
    }
}
