import SanadBundleFormat

// Members are written in sorted key order, as `JSONEncoder` with `.sortedKeys` does; a test
// compares both encoders on the sample bundle.

extension Inline: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("children", children)
            w.member("parentalGate", parentalGate)
            w.member("text", text)
            w.member("type", type)
            w.member("url", url)
        }
    }
}

extension Block: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("alt", alt)
            w.member("blocks", blocks)
            w.member("header", nested: header)
            w.member("inlines", inlines)
            w.member("items", nested: items)
            w.member("language", language)
            w.member("level", level)
            w.member("ordered", ordered)
            w.member("reference", reference)
            w.member("rows", nested3: rows)
            w.member("source", source)
            w.member("start", start)
            w.member("text", text)
            w.member("title", title)
            w.member("translation", translation)
            w.member("translations", translations)
            w.member("type", type)
            w.member("url", url)
        }
    }
}

extension Block.Translation: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("language", language)
            w.member("text", text)
        }
    }
}

extension BundleLessons: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("category", category)
            w.member("lessons", lessons)
        }
    }
}

extension BundleLessons.Lesson: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("attempts", attempts)
            w.member("audio", audio)
            w.member("citations", citations)
            w.member("completion", completion)
            w.member("duration", duration)
            w.member("id", id)
            w.member("order", order)
            w.member("phases", phases)
            w.member("questions", questions)
            w.member("replaces", replaces)
            w.member("requires", requires)
            w.member("review", review)
            w.member("subtopic", subtopic)
            w.member("tags", tags)
            w.member("takeaway", takeaway)
            w.member("title", title)
            w.member("videos", videos)
        }
    }
}

extension BundleLessons.Phase: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("blocks", blocks)
            w.member("duration", duration)
            w.member("kind", kind)
        }
    }
}

extension BundleLessons.Question: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("answer", answer)
            w.member("attempts", attempts)
            w.member("choices", choices)
            w.member("explanation", explanation)
            w.member("feedback", feedback)
            w.member("feedbackCorrect", feedbackCorrect)
            w.member("feedbackIncorrect", feedbackIncorrect)
            w.member("id", id)
            w.member("items", items)
            w.member("modelAnswer", modelAnswer)
            w.member("multiSelect", multiSelect)
            w.member("pairs", pairs)
            w.member("prompt", prompt)
            w.member("type", type)
        }
    }
}

extension BundleLessons.Choice: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("correct", correct)
            w.member("feedback", feedback)
            w.member("text", text)
        }
    }
}

extension BundleLessons.Pair: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("left", left)
            w.member("right", right)
        }
    }
}

extension BundleLessons.Audio: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("dhikr", dhikr)
            w.member("duration", duration)
            w.member("narration", narration)
            w.member("waiver", waiver)
        }
    }
}

extension BundleLessons.Video: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("captions", captions)
            w.member("title", title)
            w.member("url", url)
        }
    }
}

extension BundleLessons.Review: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("date", date)
            w.member("fingerprint", fingerprint)
            w.member("reviewer", reviewer)
            w.member("status", status)
        }
    }
}

extension BundleCategories: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in w.member("categories", categories) }
    }
}

extension BundleCategories.Category: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("arabic", arabic)
            w.member("audience", audience)
            w.member("goalDays", goalDays)
            w.member("icon", icon)
            w.member("id", id)
            w.member("kind", kind)
            w.member("lessons", lessons)
            w.member("lessonsFile", lessonsFile)
            w.member("milestoneInterval", milestoneInterval)
            w.member("order", order)
            w.member("overview", overview)
            w.member("requires", requires)
            w.member("subtopics", subtopics)
            w.member("summary", summary)
            w.member("title", title)
        }
    }
}

extension BundleCategories.Subtopic: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("id", id)
            w.member("title", title)
        }
    }
}

extension BundleCategories.LessonOutline: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("available", available)
            w.member("duration", duration)
            w.member("id", id)
            w.member("order", order)
            w.member("replaces", replaces)
            w.member("requires", requires)
            w.member("reviewStatus", reviewStatus)
            w.member("subtopic", subtopic)
            w.member("suitability", suitability)
            w.member("tags", tags)
            w.member("thumbnail", thumbnail)
            w.member("title", title)
        }
    }
}

extension BundleImage: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("alt", alt)
            w.member("path", path)
        }
    }
}

extension Availability: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("from", from)
            w.member("hijriFrom", hijriFrom)
            w.member("hijriTo", hijriTo)
            w.member("to", to)
        }
    }
}

extension Suitability: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("animation", animation)
            w.member("audioOnly", audioOnly)
            w.member("nasheed", nasheed)
        }
    }
}
