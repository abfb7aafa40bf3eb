extension BundleManifest {
    /// The kinds a bundle has exactly one file of.
    static let singularKinds: Set<FileKind> = [.project, .categories, .citations, .achievements, .reviewers, .activities, .memorisation, .questionnaires, .worship, .lectures, .quizzes, .copy, .index]

    /// Checks what decoding does not: every path in its one canonical spelling (relative,
    /// `/`-separated, no empty, `.` or `..` segment, no trailing slash, no backslash), no path
    /// twice, one entry of each singular kind and one per category of the per-category kinds,
    /// and a creation time in the form `YYYY-MM-DDTHH:MM:SSZ`.
    public func validate() throws(BundleError) {
        var paths = Set<String>()
        var singular = Set<FileKind>()
        var perCategory = Set<String>()
        for file in files {
            guard Self.isCanonical(file.path), file.path != BundleFormat.manifestName else { throw .invalidPath(file.path) }
            guard paths.insert(file.path).inserted else { throw .invalidManifest("\(file.path) is listed twice") }
            guard let kind = file.kind.known else { continue }
            if Self.singularKinds.contains(kind) {
                guard singular.insert(kind).inserted else { throw .invalidManifest("two files of kind '\(kind.rawValue)'") }
            } else if let category = file.category {
                guard perCategory.insert(kind.rawValue + "/" + category).inserted else {
                    throw .invalidManifest("two files of kind '\(kind.rawValue)' for the category '\(category)'")
                }
            }
        }
        guard Self.isTimestamp(createdAt) else { throw .invalidManifest("createdAt '\(createdAt)' is not a time YYYY-MM-DDTHH:MM:SSZ") }
        if let expiresAt, !Self.isTimestamp(expiresAt) { throw .invalidManifest("expiresAt '\(expiresAt)' is not a time YYYY-MM-DDTHH:MM:SSZ") }
        try validatePacks()
    }

    /// The core pack first, then each pack once, with an id that is one path segment; every file
    /// in a listed pack, in its folder (`packs/<id>/`, or outside `packs/` for the core pack,
    /// which files name by leaving `pack` out); each pack's size, count and digest those of its
    /// files.
    func validatePacks() throws(BundleError) {
        guard packs.first?.id == Pack.coreID else { throw .invalidManifest("the first pack is not '\(Pack.coreID)'") }
        var ids = Set<String>()
        for pack in packs {
            guard Self.isCanonical(pack.id), !pack.id.contains("/") else { throw .invalidManifest("'\(pack.id)' is not a pack id") }
            guard ids.insert(pack.id).inserted else { throw .invalidManifest("the pack '\(pack.id)' is listed twice") }
        }
        var byPack: [String: [File]] = [:]
        for file in files {
            if file.pack == Pack.coreID { throw .invalidManifest("\(file.path) names the core pack, which files name by leaving 'pack' out") }
            let id = packID(of: file)
            guard ids.contains(id) else { throw .invalidManifest("\(file.path) is in the pack '\(id)', which the manifest does not list") }
            let inPacksFolder = file.path.hasPrefix("packs/")
            guard id == Pack.coreID ? !inPacksFolder : file.path.hasPrefix(Pack.folder(of: id)) else {
                throw .invalidManifest("\(file.path) is not in the folder of its pack '\(id)'")
            }
            byPack[id, default: []].append(file)
        }
        for pack in packs {
            let expected = Pack.summary(id: pack.id, categories: pack.categories, files: byPack[pack.id] ?? [])
            guard pack == expected else { throw .invalidManifest("the pack '\(pack.id)' does not match its files (size, count or digest)") }
        }
    }

    /// Whether a path is relative and spelt one way only: `/`-separated segments, none empty, `.`
    /// or `..`, and no backslash. One pass over its bytes: every open checks every path.
    static func isCanonical(_ path: String) -> Bool {
        var length = 0, onlyDots = true
        func segmentIsValid() -> Bool { length > 0 && !(onlyDots && length <= 2) }
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "\\"):
                return false
            case UInt8(ascii: "/"):
                guard segmentIsValid() else { return false }
                (length, onlyDots) = (0, true)
            default:
                length += 1
                if byte != UInt8(ascii: ".") { onlyDots = false }
            }
        }
        return segmentIsValid()
    }

    /// Whether a text is a UTC time `YYYY-MM-DDTHH:MM:SSZ` of a real day.
    static func isTimestamp(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == 20, characters[10] == "T", characters[19] == "Z", characters[13] == ":", characters[16] == ":",
            LocalDate(iso: String(characters[0..<10])) != nil else { return false }
        func number(_ range: Range<Int>) -> Int? {
            let digits = characters[range]
            return digits.allSatisfy { $0.isASCII && $0.isNumber } ? Int(String(digits)) : nil
        }
        guard let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19) else { return false }
        return hour < 24 && minute < 60 && second < 60
    }
}
