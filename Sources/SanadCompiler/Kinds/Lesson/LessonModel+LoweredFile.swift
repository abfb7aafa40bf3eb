// The lowered-file cache's coding of a lesson and what it holds many of (`LoweredFileCodable`):
// every lesson of a corpus is read back through it on every build after an edit.

import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadSource

extension LessonModel: LoweredFileCodable {
    static let loweredFields = [
        "id", "categoryFolder", "title", "order", "subtopic", "tags", "duration", "takeaway", "completion", "requires", "replaces", "available",
        "suitability", "thumbnail", "phaseDurations", "audio", "videos", "questions", "attempts", "citations", "review", "phasesKeyRange",
        "hasPracticeKey", "canonicalText", "bodyText", "body", "bodyRegion", "file", "relativePath",
    ]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.encodeValue(id)
        encoder.string(categoryFolder)
        encoder.string(title)
        try encoder.optional(order) { try encoder.encodeValue($0) }
        try encoder.optional(subtopic) { try encoder.encodeValue($0) }
        try encoder.list(tags) { try encoder.encodeValue($0) }
        try encoder.optional(duration) { try encoder.encodeValue($0) }
        encoder.string(takeaway)
        encoder.string(completion.rawValue)
        try encoder.list(requires) { try encoder.encodeValue($0) }
        try encoder.optional(replaces) { try encoder.encodeValue($0) }
        try encoder.optional(available) { try encoder.encodeValue($0) }
        try encoder.optional(suitability) { try encoder.encodeValue($0) }
        try encoder.optional(thumbnail) { try encoder.encodeValue($0) }
        try encoder.encodeValue(phaseDurations)
        try encoder.optional(audio) { try encoder.encodeValue($0) }
        try encoder.list(videos) { try encoder.encodeValue($0) }
        try encoder.list(questions) { try $0.encode(toLoweredFile: encoder) }
        try encoder.optional(attempts) { try encoder.encodeValue($0) }
        try encoder.list(citations) { try $0.encode(toLoweredFile: encoder) }
        try review.encode(toLoweredFile: encoder)
        try encoder.optional(phasesKeyRange) { try encoder.encodeValue($0) }
        try encoder.encodeValue(hasPracticeKey)
        try encoder.optional(canonicalText) { encoder.string($0) }
        try encoder.optional(bodyText) { try encoder.encodeValue($0) }
        try encoder.optional(body) { try encoder.encodeValue($0) }
        try encoder.optional(bodyRegion) { try encoder.encodeValue($0) }
        try encoder.encodeValue(file)
        encoder.string(relativePath)
    }

    convenience init(loweredFile decoder: LoweredFileDecoder) throws {
        // Read in the order written, then made.
        let id = try decoder.locatedString(), categoryFolder = try decoder.string(), title = try decoder.string()
        let order = try decoder.optional { try decoder.decodeValue(Located<Int>.self) }
        let subtopic = try decoder.optional(decoder.locatedString)
        let tags = try decoder.list(decoder.locatedString)
        let duration = try decoder.optional { try decoder.decodeValue(Located<Int>.self) }
        let takeaway = try decoder.string(), completion = try decoder.raw(CompletionMode.self)
        let requires = try decoder.list(decoder.locatedString)
        let replaces = try decoder.optional(decoder.locatedString)
        let available = try decoder.optional { try decoder.decodeValue(Availability.self) }
        let suitability = try decoder.optional { try decoder.decodeValue(Suitability.self) }
        let thumbnail = try decoder.optional { try decoder.decodeValue(CardImageModel.self) }
        let phaseDurations = try decoder.decodeValue([PhaseKind: Located<Int>].self)
        let audio = try decoder.optional { try decoder.decodeValue(AudioModel.self) }
        let videos = try decoder.list { try decoder.decodeValue(Located<VideoModel>.self) }
        let questions = try decoder.list { try QuestionModel(loweredFile: decoder) }
        let attempts = try decoder.optional { try decoder.decodeValue(Int.self) }
        let citations = try decoder.list { try CitationModel(loweredFile: decoder) }
        let review = try ReviewModel(loweredFile: decoder)
        let phasesKeyRange = try decoder.optional(decoder.range)
        let hasPracticeKey = try decoder.decodeValue(Bool.self)
        let canonicalText = try decoder.optional(decoder.string)
        let bodyText = try decoder.optional { try LearnerText(loweredFile: decoder) }
        let body = try decoder.optional { try decoder.decodeValue(CompiledBody.self) }
        let bodyRegion = try decoder.optional { try decoder.decodeValue(Range<Int>.self) }
        let file = try decoder.decodeValue(SourceFile.self), relativePath = try decoder.string()
        self.init(
            id: id, categoryFolder: categoryFolder, title: title, order: order, subtopic: subtopic, tags: tags, duration: duration, takeaway: takeaway,
            completion: completion, requires: requires, replaces: replaces, phaseDurations: phaseDurations, audio: audio, videos: videos,
            questions: questions, attempts: attempts, citations: citations, review: review, phasesKeyRange: phasesKeyRange,
            hasPracticeKey: hasPracticeKey, canonicalText: canonicalText, bodyText: bodyText, body: body, bodyRegion: bodyRegion, file: file,
            relativePath: relativePath, available: available, suitability: suitability, thumbnail: thumbnail)
    }
}

extension QuestionModel: LoweredFileCodable {
    static let loweredFields = [
        "id", "type", "prompt", "multiSelect", "choices", "answer", "pairs", "items", "modelAnswer", "feedback", "feedbackCorrect",
        "feedbackIncorrect", "explanation", "attempts", "choicesKeyRange",
    ]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.encodeValue(id)
        try encoder.optional(type) { encoder.string($0.rawValue) }
        encoder.string(prompt)
        try encoder.encodeValue(multiSelect)
        try encoder.list(choices) { try $0.encode(toLoweredFile: encoder) }
        try encoder.optional(answer) { try encoder.encodeValue($0) }
        // A list of pairs as its left sides, then its right sides.
        try encoder.list(pairs.map(\.left)) { try encoder.encodeValue($0) }
        try encoder.list(pairs.map(\.right)) { try encoder.encodeValue($0) }
        try encoder.list(items) { try encoder.encodeValue($0) }
        for text in [modelAnswer, feedback, feedbackCorrect, feedbackIncorrect, explanation] { try encoder.optional(text) { encoder.string($0) } }
        try encoder.optional(attempts) { try encoder.encodeValue($0) }
        try encoder.optional(choicesKeyRange) { try encoder.encodeValue($0) }
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        id = try decoder.locatedString()
        type = try decoder.optional { try decoder.raw(QuestionType.self) }
        prompt = try decoder.string()
        multiSelect = try decoder.decodeValue(Bool.self)
        choices = try decoder.list { try Choice(loweredFile: decoder) }
        answer = try decoder.optional { try decoder.decodeValue(Bool.self) }
        let lefts = try decoder.list(decoder.locatedString), rights = try decoder.list(decoder.locatedString)
        guard lefts.count == rights.count else { throw LoweredFileDecoder.Malformed() }
        pairs = zip(lefts, rights).map { (left: $0.0, right: $0.1) }
        items = try decoder.list(decoder.locatedString)
        modelAnswer = try decoder.optional(decoder.string)
        feedback = try decoder.optional(decoder.string)
        feedbackCorrect = try decoder.optional(decoder.string)
        feedbackIncorrect = try decoder.optional(decoder.string)
        explanation = try decoder.optional(decoder.string)
        attempts = try decoder.optional { try decoder.decodeValue(Int.self) }
        choicesKeyRange = try decoder.optional(decoder.range)
    }
}

extension QuestionModel.Choice: LoweredFileCodable {
    static let loweredFields = ["text", "correct", "feedback", "range"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.encodeValue(text)
        try encoder.encodeValue(correct)
        try encoder.optional(feedback) { encoder.string($0) }
        try encoder.encodeValue(range)
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        text = try decoder.locatedString()
        correct = try decoder.decodeValue(Bool.self)
        feedback = try decoder.optional(decoder.string)
        range = try decoder.range()
    }
}

extension CitationModel: LoweredFileCodable {
    static let loweredFields = [
        "id", "kind", "reference", "text", "translation", "grade", "grader", "author", "book", "chapter", "title", "note", "textRange", "gradeRange",
    ]
    // A Qur'an reference's parse is not written but parsed again, as lowering parses it.
    static let loweredDerived = ["quranReference"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.encodeValue(id)
        encoder.string(kind.rawValue)
        try encoder.encodeValue(reference)
        for value in [text, translation, grade, grader, author, book, chapter, title, note] { try encoder.optional(value) { encoder.string($0) } }
        try encoder.optional(textRange) { try encoder.encodeValue($0) }
        try encoder.optional(gradeRange) { try encoder.encodeValue($0) }
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        id = try decoder.locatedString()
        kind = try decoder.raw(CitationKind.self)
        reference = try decoder.locatedString()
        text = try decoder.optional(decoder.string)
        translation = try decoder.optional(decoder.string)
        grade = try decoder.optional(decoder.string)
        grader = try decoder.optional(decoder.string)
        author = try decoder.optional(decoder.string)
        book = try decoder.optional(decoder.string)
        chapter = try decoder.optional(decoder.string)
        title = try decoder.optional(decoder.string)
        note = try decoder.optional(decoder.string)
        textRange = try decoder.optional(decoder.range)
        gradeRange = try decoder.optional(decoder.range)
        let reference = reference
        quranReference = kind == .quran ? Result { () throws(QuranReference.ParseError) in try QuranReference(parsing: reference.value) } : nil
    }
}

extension ReviewModel: LoweredFileCodable {
    static let loweredFields = [
        "status", "reviewer", "date", "fingerprint", "range", "statusRange", "dateRange", "fingerprintRange", "texts", "signature", "coApprovals",
    ]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        encoder.string(status.rawValue)
        try encoder.optional(reviewer) { try encoder.encodeValue($0) }
        try encoder.optional(date) { encoder.string($0) }
        try encoder.optional(fingerprint) { encoder.string($0) }
        for range in [range, statusRange, dateRange, fingerprintRange] { try encoder.optional(range) { try encoder.encodeValue($0) } }
        try encoder.optional(texts) { try encoder.encodeValue($0) }
        try encoder.optional(signature) { try encoder.encodeValue($0) }
        try encoder.list(coApprovals) { try $0.encode(toLoweredFile: encoder) }
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        status = try decoder.raw(ReviewStatus.self)
        reviewer = try decoder.optional(decoder.locatedString)
        date = try decoder.optional(decoder.string)
        fingerprint = try decoder.optional(decoder.string)
        range = try decoder.optional(decoder.range)
        statusRange = try decoder.optional(decoder.range)
        dateRange = try decoder.optional(decoder.range)
        fingerprintRange = try decoder.optional(decoder.range)
        texts = try decoder.optional { try decoder.decodeValue([String: String].self) }
        signature = try decoder.optional(decoder.locatedString)
        coApprovals = try decoder.list { try CoApproval(loweredFile: decoder) }
    }
}

extension ReviewModel.CoApproval: LoweredFileCodable {
    static let loweredFields = ["reviewer", "date", "dateRange", "signature"]

    func encode(toLoweredFile encoder: LoweredFileEncoder) throws {
        try encoder.encodeValue(reviewer)
        try encoder.optional(date) { encoder.string($0) }
        try encoder.optional(dateRange) { try encoder.encodeValue($0) }
        try encoder.optional(signature) { try encoder.encodeValue($0) }
    }

    init(loweredFile decoder: LoweredFileDecoder) throws {
        reviewer = try decoder.locatedString()
        date = try decoder.optional(decoder.string)
        dateRange = try decoder.optional(decoder.range)
        signature = try decoder.optional(decoder.locatedString)
    }
}
