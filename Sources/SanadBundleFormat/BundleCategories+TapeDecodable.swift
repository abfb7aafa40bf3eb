/// Lesson outlines are the most numerous objects in a bundle (one per lesson, all in
/// `categories.json`), so they decode in one pass over their members. Keys and requirements
/// match the synthesized `Decodable`: `subtopic`, `replaces`, `available` and `suitability` may be absent or null; the rest
/// are required; unknown keys are ignored.
extension BundleCategories.LessonOutline: TapeDecodable {
    package init(tapeDecoder decoder: TapeDecoder) throws {
        self.init()
        let tape = decoder.tape
        var seen: UInt16 = 0
        func path(_ key: String) -> () -> [any CodingKey] { { decoder.codingPath + [NamedKey(key)] } }
        try decoder.forEachMember { key, value in
            if tape.stringEquals(key, "id") {
                id = try tape.string(at: value, path("id")); seen |= 1
            } else if tape.stringEquals(key, "title") {
                title = try tape.string(at: value, path("title")); seen |= 2
            } else if tape.stringEquals(key, "order") {
                order = try tape.integer(Int.self, at: value, path("order")); seen |= 4
            } else if tape.stringEquals(key, "tags") {
                tags = try decoder.strings(at: value, key: "tags"); seen |= 8
            } else if tape.stringEquals(key, "requires") {
                requires = try decoder.strings(at: value, key: "requires"); seen |= 16
            } else if tape.stringEquals(key, "duration") {
                duration = try tape.integer(Int.self, at: value, path("duration")); seen |= 32
            } else if tape.stringEquals(key, "reviewStatus") {
                reviewStatus = OpenEnum(rawValue: try tape.string(at: value, path("reviewStatus"))); seen |= 64
            } else if tape.stringEquals(key, "subtopic") {
                subtopic = tape[value].kind == .null ? nil : try tape.string(at: value, path("subtopic"))
            } else if tape.stringEquals(key, "replaces") {
                replaces = tape[value].kind == .null ? nil : try tape.string(at: value, path("replaces"))
            } else if tape.stringEquals(key, "available") {
                available = tape[value].kind == .null ? nil : try Availability(from: decoder.child(value, NamedKey("available")))
            } else if tape.stringEquals(key, "suitability") {
                suitability = tape[value].kind == .null ? nil : try Suitability(from: decoder.child(value, NamedKey("suitability")))
            } else if tape.stringEquals(key, "thumbnail") {
                thumbnail = tape[value].kind == .null ? nil : try BundleImage(from: decoder.child(value, NamedKey("thumbnail")))
            }
        }
        let required = ["id", "title", "order", "tags", "requires", "duration", "reviewStatus"]
        for (bit, name) in required.enumerated() where seen & (1 << bit) == 0 { throw decoder.missing(name) }
    }
}
