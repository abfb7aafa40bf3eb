import Foundation
import SanadBundleFormat
@testable import SanadCitations
@testable import SanadCompiler
import SanadSource
import Testing
import _SanadTestSupport

private let tanzilPath = Fixtures.path("../../../../shared/data/tanzil/quran-simple.xml")

/// The reference-text cache: parsed Qur'an and hadith texts kept on disk between processes
/// (`ReferenceTextCache`). Each test uses its own folder, never the process-wide one.
@Suite struct ReferenceTextCacheTests {
    /// Surahs 1 and 112 of the simple edition as Tanzil writes them (Tanzil Project, CC BY 3.0:
    /// the text is copied verbatim from ../shared/data/tanzil/quran-simple.xml, whose notice applies).
    static let smallXML = """
        <?xml version="1.0" encoding="utf-8" ?>
        <quran>
        <sura index="1" name="الفاتحة">
        <aya index="1" text="بسم الله الرحمن الرحيم" />
        <aya index="2" text="الحمد لله رب العالمين" />
        <aya index="3" text="الرحمن الرحيم" />
        <aya index="4" text="مالك يوم الدين" />
        <aya index="5" text="إياك نعبد وإياك نستعين" />
        <aya index="6" text="اهدنا الصراط المستقيم" />
        <aya index="7" text="صراط الذين أنعمت عليهم غير المغضوب عليهم ولا الضالين" />
        </sura>
        <sura index="112" name="الإخلاص">
        <aya index="1" text="قل هو الله أحد" />
        <aya index="2" text="الله الصمد" />
        <aya index="3" text="لم يلد ولم يولد" />
        <aya index="4" text="ولم يكن له كفوا أحد" />
        </sura>
        </quran>
        """

    static func smallParsed() throws -> QuranTexts.Parsed {
        let text = try TanzilText(xml: Array(smallXML.utf8), requireComplete: false)
        return (text, QuranIndex(text))
    }

    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reference-cache-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func archived(_ parsed: QuranTexts.Parsed) -> [UInt8] {
        var writer = ArchiveWriter()
        QuranTexts.encodeParsed(parsed, into: &writer)
        return writer.bytes
    }

    static func decoded(_ bytes: [UInt8]) -> QuranTexts.Parsed? {
        bytes.withUnsafeBytes { raw in
            var reader = ArchiveReader(raw)
            guard let parsed = QuranTexts.decodeParsed(&reader, requireComplete: false), reader.isAtEnd else { return nil }
            return parsed
        }
    }

    static func same(_ first: QuranTexts.Parsed, _ second: QuranTexts.Parsed) -> Bool {
        first.text.ayahs == second.text.ayahs && first.index.vocabulary == second.index.vocabulary && first.index.words == second.index.words
            && first.index.ayahAt == second.index.ayahAt && first.index.ayahStarts == second.index.ayahStarts
            && first.index.ayahReferences.elementsEqual(second.index.ayahReferences, by: { $0 == $1 })
            && first.index.pairKeys == second.index.pairKeys && first.index.pairPositions == second.index.pairPositions
            && first.index.wordCounts == second.index.wordCounts
    }

    /// A text through the cache in `folder`, counting the parses.
    static func load(_ folder: URL, digest: String = "d1", tool: String = SanadToolIdentity.current, parses: inout Int) throws -> QuranTexts.Parsed {
        let parsed = try smallParsed()
        var count = 0
        let result = ReferenceTextCache.text(
            .quran, digest: digest, in: folder, tool: tool, decode: { QuranTexts.decodeParsed(&$0, requireComplete: false) }, encode: QuranTexts.encodeParsed
        ) {
            count += 1
            return Result<QuranTexts.Parsed, Never>.success(parsed)
        }
        parses += count
        return result.get()
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: tanzilPath), "needs ../shared/data/tanzil"), arguments: ["simple", "uthmani"])
    func aWholeEditionAndItsIndexComeBackAsBuilt(_ edition: String) throws {
        let path = tanzilPath.replacingOccurrences(of: "quran-simple.xml", with: "quran-\(edition).xml")
        let text = try TanzilText(xml: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        let parsed: QuranTexts.Parsed = (text, QuranIndex(text))
        let bytes = Self.archived(parsed)
        let back = try #require(bytes.withUnsafeBytes { raw -> QuranTexts.Parsed? in
            var reader = ArchiveReader(raw)
            return QuranTexts.decodeParsed(&reader).flatMap { reader.isAtEnd ? $0 : nil }
        })
        #expect(Self.same(parsed, back))
        #expect(back.index.firstOccurrence(of: ["قل", "هو", "الله", "أحد"].map { back.index.id(ArabicWord.words(in: $0)[0].bare) })
            == parsed.index.firstOccurrence(of: ["قل", "هو", "الله", "أحد"].map { parsed.index.id(ArabicWord.words(in: $0)[0].bare) }))
    }

    /// The pipeline's texts are complete: an entry holding part of one (surahs 1 and 112) is
    /// refused, as the XML would be.
    @Test func aPartialTextIsRefusedWhereAWholeOneIsRequired() throws {
        let bytes = Self.archived(try Self.smallParsed())
        #expect(Self.decoded(bytes) != nil, "read where a fixture may be partial")
        let strict = bytes.withUnsafeBytes { raw -> QuranTexts.Parsed? in
            var reader = ArchiveReader(raw)
            return QuranTexts.decodeParsed(&reader)
        }
        #expect(strict == nil)
    }

    @Test func invalidUTF8IsRefused() {
        var writer = ArchiveWriter()
        writer.strings(["ok", "xyz"])
        var bytes = writer.bytes
        // "xyz" becomes F0 9F 98: a four-byte sequence cut short, which decoding would repair
        // into one U+FFFD of the same length.
        bytes.replaceSubrange((bytes.count - 3)..., with: [0xF0, 0x9F, 0x98])
        let read = bytes.withUnsafeBytes { raw -> [String]? in
            var reader = ArchiveReader(raw)
            return reader.strings()
        }
        #expect(read == nil)
    }

    @Test func hadithRecordsComeBackInOrderWithTheirNumbers() throws {
        let texts = HadithTexts(rows: [
            .init(collection: "bukhari", number: "1", text: "إنما الأعمال بالنيات"),
            .init(collection: "bukhari", number: "402.2", text: "نص"),
            .init(collection: "muslim", number: "1", text: "حديث"),
        ])
        var writer = ArchiveWriter()
        texts.archive(into: &writer)
        let back = try #require(writer.bytes.withUnsafeBytes { raw -> HadithTexts? in
            var reader = ArchiveReader(raw)
            return HadithTexts(archive: &reader).flatMap { reader.isAtEnd ? $0 : nil }
        })
        #expect(back.records.map(\.collection) == texts.records.map(\.collection))
        #expect(back.records.map(\.numbers) == texts.records.map(\.numbers))
        #expect(back.records.map(\.text) == texts.records.map(\.text))
        #expect(back.collections == texts.collections)
        let reference = try HadithReference(parsing: "bukhari:402b")
        #expect(back.records(for: reference)?.map(\.text) == ["نص"])
    }

    @Test func theSecondLoadReadsTheEntryInsteadOfParsing() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var parses = 0
        let first = try Self.load(folder, parses: &parses)
        #expect(parses == 1)
        #expect(FileManager.default.fileExists(atPath: ReferenceTextCache.entryURL(.quran, digest: "d1", in: folder).path))
        let second = try Self.load(folder, parses: &parses)
        #expect(parses == 1, "answered from the entry")
        #expect(Self.same(first, second))
        // Another file's digest is another entry: an edited text is never answered from the old one.
        _ = try Self.load(folder, digest: "d2", parses: &parses)
        #expect(parses == 2)
    }

    /// Each way an entry can be damaged or foreign: refused, the text parsed again, and a good
    /// entry written in its place.
    @Test(arguments: ["flipped body byte", "truncated", "empty", "garbage", "another tool", "another layout", "another file's digest", "extra bytes"])
    func aDamagedOrForeignEntryIsRefusedAndReplaced(_ damage: String) throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var parses = 0
        let fresh = try Self.load(folder, parses: &parses)
        let url = ReferenceTextCache.entryURL(.quran, digest: "d1", in: folder)
        var bytes = try Data(contentsOf: url)
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n"))!
        let body = bytes[(newline + 1)...]
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ").map(String.init)
        func withHeader(_ parts: [String], _ body: Data) -> Data { Data((parts.joined(separator: " ") + "\n").utf8) + body }
        switch damage {
        case "flipped body byte": bytes[newline + 1 + body.count / 2] ^= 0x20
        case "truncated": bytes = bytes.prefix(bytes.count - 100)
        case "empty": bytes = Data()
        case "garbage": bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        case "another tool": bytes = withHeader([header[0], header[1], SHA256Hex.of(Data("sanad 0.0.1".utf8)), header[3], header[4]], body)
        case "another layout": bytes = withHeader([header[0], "999", header[2], header[3], header[4]], body)
        case "another file's digest": bytes = withHeader([header[0], header[1], header[2], "d9", header[4]], body)
        case "extra bytes":
            let longer = body + Data([0])
            bytes = withHeader([header[0], header[1], header[2], header[3], SHA256Hex.of(longer)], longer)
        default: Issue.record("unknown damage \(damage)")
        }
        try bytes.write(to: url)
        let again = try Self.load(folder, parses: &parses)
        #expect(parses == 2, "the \(damage) entry was not trusted")
        #expect(Self.same(fresh, again))
        _ = try Self.load(folder, parses: &parses)
        #expect(parses == 2, "a good entry replaced the \(damage) one")
    }

    /// An entry whose digests are right but whose body is not what Sanad wrote (as a bug or a
    /// hand-made file could make it) is read safely: each single-byte change of a small archive
    /// is either refused or read back as exactly what its bytes say, with an index whose every
    /// position is in bounds, and none traps.
    @Test func everyByteChangeOfAnArchiveIsReadSafely() throws {
        let original = Self.archived(try Self.smallParsed())
        var refused = 0
        for offset in original.indices {
            for delta: UInt8 in [1, 0x80] {
                var bytes = original
                bytes[offset] &+= delta
                guard let parsed = Self.decoded(bytes) else {
                    refused += 1
                    continue
                }
                // What reads back is usable (every ayah's words in bounds) and is exactly what
                // the bytes say: written again, it gives the same bytes.
                for position in parsed.index.words.indices { _ = parsed.index.ayah(at: position) }
                #expect(Self.archived(parsed) == bytes, "a change at byte \(offset) was read as something else")
            }
        }
        #expect(refused > 0)
    }

    @Test func concurrentLoadsAgreeAndLeaveOneGoodEntry() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try Self.smallParsed()
        let results = Pipeline.parallelMap(Array(0..<16)) { _ -> Bool in
            var parses = 0
            return (try? Self.load(folder, parses: &parses)).map { Self.same($0, expected) } ?? false
        }
        #expect(results.allSatisfy { $0 })
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == [ReferenceTextCache.entryURL(.quran, digest: "d1", in: folder).lastPathComponent], "no temporary file is left: \(names)")
        var parses = 0
        _ = try Self.load(folder, parses: &parses)
        #expect(parses == 0)
    }

    /// A process killed while writing leaves only its temporary file: the entry is still written
    /// by the next process, and the leftover is removed once it is an hour old (a recent one may
    /// still be being written).
    @Test func aKilledWriterLeavesNothingThatIsRead() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entry = ReferenceTextCache.entryURL(.quran, digest: "d1", in: folder)
        let old = folder.appendingPathComponent(".\(entry.lastPathComponent).1-A.tmp"), recent = folder.appendingPathComponent(".\(entry.lastPathComponent).2-B.tmp")
        let half = Data(ReferenceTextCache.entry(Self.archived(try Self.smallParsed()), digest: "d1").prefix(300))
        try half.write(to: old)
        try half.write(to: recent)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: old.path)
        var parses = 0
        _ = try Self.load(folder, parses: &parses)
        #expect(parses == 1)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == [entry.lastPathComponent, recent.lastPathComponent], "the hour-old leftover is gone, the recent one (maybe still being written) stays")
    }

    @Test func theMostRecentlyUsedEntriesAreKeptAndTheLongUnusedGo() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var parses = 0
        let digests = (0..<ReferenceTextCache.keptEntries).map { "d\($0)" }
        func path(_ digest: String) -> String { ReferenceTextCache.entryURL(.quran, digest: digest, in: folder).path }
        for digest in digests { _ = try Self.load(folder, digest: digest, parses: &parses) }
        for (age, digest) in digests.enumerated() {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(Double(-1000 * (digests.count - age)))], ofItemAtPath: path(digest))
        }
        _ = try Self.load(folder, digest: "d0", parses: &parses)  // used: now the newest
        _ = try Self.load(folder, digest: "new", parses: &parses)  // one more than are kept: the least recently used goes
        var names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == Set((digests.filter { $0 != "d1" } + ["new"]).map { URL(fileURLWithPath: path($0)).lastPathComponent }), "d1 is gone")
        // Fewer than are kept, but one unused for 40 days: it goes.
        for digest in digests.dropFirst(2) { try FileManager.default.removeItem(atPath: path(digest)) }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-40 * 24 * 3600)], ofItemAtPath: path("new"))
        _ = try Self.load(folder, digest: "newer", parses: &parses)
        names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == Set(["d0", "newer"].map { URL(fileURLWithPath: path($0)).lastPathComponent }), "the entry unused for 40 days is gone")
    }

    /// Two builds of Sanad sharing the folder (a release and a debug build) keep an entry each,
    /// and neither reads the other's.
    @Test func twoBuildsOfSanadKeepTheirOwnEntries() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var parses = 0
        _ = try Self.load(folder, tool: "sanad 1 /a", parses: &parses)
        _ = try Self.load(folder, tool: "sanad 1 /b", parses: &parses)
        #expect(parses == 2, "the other build's entry was not read")
        _ = try Self.load(folder, tool: "sanad 1 /a", parses: &parses)
        _ = try Self.load(folder, tool: "sanad 1 /b", parses: &parses)
        #expect(parses == 2, "each build still has its own")
        _ = try Self.load(folder, tool: SanadToolIdentity.unknown, parses: &parses)
        _ = try Self.load(folder, tool: SanadToolIdentity.unknown, parses: &parses)
        #expect(parses == 4, "with the executable unknown, the cache is not used")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
    }

    /// Whoever can write an entry decides the text quotations are verified against: an entry or
    /// a folder that others may write is not used.
    @Test(arguments: ["entry", "folder"])
    func whatOthersMayWriteIsNotUsed(_ what: String) throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var parses = 0
        _ = try Self.load(folder, parses: &parses)
        let entry = ReferenceTextCache.entryURL(.quran, digest: "d1", in: folder).path
        #expect(ReferenceTextCache.isPrivate(entry, folder: false) == true, "written for this user alone")
        try FileManager.default.setAttributes([.posixPermissions: what == "entry" ? 0o666 : 0o777], ofItemAtPath: what == "entry" ? entry : folder.path)
        _ = try Self.load(folder, parses: &parses)
        #expect(parses == 2, "the \(what) others may write was not trusted")
        if what == "folder" {
            try FileManager.default.removeItem(atPath: entry)
            _ = try Self.load(folder, parses: &parses)
            #expect(!FileManager.default.fileExists(atPath: entry), "nothing is written into a folder others may write")
        }
    }

    @Test func theFolderComesFromTheEnvironment() {
        #expect(ReferenceTextCache.defaultFolder(environment: ["SANAD_CACHE_DIR": "/x/cache", "HOME": "/home/a"])?.path == "/x/cache")
        #expect(ReferenceTextCache.defaultFolder(environment: ["SANAD_CACHE_DIR": "", "HOME": "/home/a"]) == nil, "empty turns it off")
        #expect(ReferenceTextCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/xdg", "HOME": "/home/a"])?.path == "/xdg/sanad")
        #expect(ReferenceTextCache.defaultFolder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"])?.path == "/home/a/.cache/sanad")
        #expect(ReferenceTextCache.defaultFolder(environment: [:]) == nil)
    }

    /// A reference text's digest is remembered by the file's status: a later process takes it
    /// without reading the file while the status is the same to the nanosecond, and reads and
    /// hashes the file again after any write (even one that puts its size and modification time
    /// back), or when the entry is another path's, another tool's or damaged.
    @Test func aTextsDigestIsRememberedByItsStatusAndAnyWriteIsSeen() throws {
        let folder = Self.folder(), scratch = try ScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try scratch.write("text.xml", "the text")
        let path = try #require(ContentFile.realPath(scratch.path)) + "/text.xml", fake = String(repeating: "a", count: 64)
        let status = try #require(CompilationEngine.FileStatus.of(path))
        ReferenceTextCache.rememberDigest(fake, of: path, status: status, in: folder)
        #expect(ReferenceTextCache.rememberedDigest(of: path, status: status, in: folder) == fake)
        // Through the loaders' read: the file is not read (the remembered digest is not its bytes').
        #expect(ParsedTextCache<Int>().read(path, cacheFolder: folder)?.digest == fake)
        #expect(ReferenceTextCache.rememberedDigest(of: path, status: status, in: folder, tool: "another build") == nil)
        #expect(ReferenceTextCache.rememberedDigest(of: scratch.path + "/other.xml", status: status, in: folder) == nil, "another path")
        #expect(ReferenceTextCache.rememberedDigest(of: path, status: status, in: nil) == nil, "the cache off")
        // The same bytes written again, the modification time put back: the change time differs
        // (written a clock tick later: a file system's change times may be a few milliseconds
        // coarse, which is what the hour a real file must have settled guards against).
        usleep(50_000)
        try scratch.write("text.xml", "the text")
        let modified = timespec(tv_sec: Int(status.stamp.modifiedSeconds), tv_nsec: Int(status.stamp.modifiedNanoseconds))
        var times = [modified, modified]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let rewritten = try #require(CompilationEngine.FileStatus.of(path))
        #expect(rewritten.size == status.size && rewritten.stamp.modifiedNanoseconds == status.stamp.modifiedNanoseconds)
        #expect(ReferenceTextCache.rememberedDigest(of: path, status: rewritten, in: folder) == nil, "a write is seen by its change time")
        #expect(ParsedTextCache<Int>().read(path, cacheFolder: folder)?.digest == SHA256Hex.of(Data("the text".utf8)), "read and hashed again")
        // A damaged entry is not believed.
        let entry = ReferenceTextCache.entryURL(.digest, digest: SHA256Hex.of(Data(path.utf8)), in: folder)
        ReferenceTextCache.rememberDigest(fake, of: path, status: rewritten, in: folder)
        var bytes = try Data(contentsOf: entry)
        bytes[bytes.count - 3] ^= 0x01
        try bytes.write(to: entry)
        #expect(ReferenceTextCache.rememberedDigest(of: path, status: rewritten, in: folder) == nil)
    }

    /// A status is remembered between processes only when the file last changed an hour before
    /// it was read, by this machine's clock: a file written in the tick it is read never is.
    @Test func onlyASettledStatusIsRememberedForLater() throws {
        let scratch = try ScratchFolder()
        try scratch.write("new.xml", "just written")
        let fresh = try #require(CompilationEngine.FileStatus.of(scratch.path + "/new.xml"))
        #expect(!ReferenceTextCache.isSettled(fresh))
        var old = fresh
        old.takenAt = fresh.changedAt + ReferenceTextCache.settleMargin
        #expect(ReferenceTextCache.isSettled(old))
    }

    /// The loaders' read stores a settled file's digest, and a later read takes it without the
    /// file; a file not yet settled, or reached through a link, is hashed every time.
    @Test func theLoadersReadStoresASettledDigestAndUsesIt() throws {
        let folder = Self.folder(), scratch = try ScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = try #require(ContentFile.realPath(scratch.path))
        try scratch.write("text.xml", "the text")
        let path = real + "/text.xml", digest = SHA256Hex.of(Data("the text".utf8))
        #expect(ParsedTextCache<Int>().read(path, cacheFolder: folder)?.digest == digest)
        let status = try #require(CompilationEngine.FileStatus.of(path))
        #expect(ReferenceTextCache.rememberedDigest(of: path, status: status, in: folder) == nil, "just written: not remembered")
        #expect(ParsedTextCache<Int>().read(path, cacheFolder: folder, settleMargin: -3600)?.digest == digest)
        #expect(ReferenceTextCache.rememberedDigest(of: path, status: status, in: folder) == digest, "settled (by the margin a test gives): remembered")
        // Through a link, the file is hashed and nothing is remembered for the link's path.
        try FileManager.default.createSymbolicLink(atPath: real + "/link.xml", withDestinationPath: path)
        #expect(ParsedTextCache<Int>().read(real + "/link.xml", cacheFolder: folder, settleMargin: -3600)?.digest == digest)
        #expect(ReferenceTextCache.rememberedDigest(of: real + "/link.xml", status: status, in: folder) == nil)
    }
}
