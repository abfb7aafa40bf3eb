import SanadBundleFormat

extension BundleIndex: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("categories", categories)
            w.key("renames")
            w.object { w in
                for (old, new) in renames.sorted(by: { $0.key < $1.key }) { w.member(old, new) }
            }
        }
    }
}

extension BundleIndex.Category: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("arabic", arabic)
            w.member("audience", audience)
            w.member("goalDays", goalDays)
            w.member("icon", icon)
            w.member("id", id)
            w.member("kind", kind)
            w.member("lessonCount", lessonCount)
            w.member("lessonsFile", lessonsFile)
            w.member("milestoneInterval", milestoneInterval)
            w.member("order", order)
            w.member("outlinesFile", outlinesFile)
            w.member("overview", overview)
            w.member("requires", requires)
            w.member("subtopics", subtopics)
            w.member("summary", summary)
            w.member("title", title)
        }
    }
}

extension BundleOutlines: JSONWritable {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("category", category)
            w.member("lessons", lessons)
        }
    }
}
