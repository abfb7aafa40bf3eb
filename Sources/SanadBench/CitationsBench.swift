import Foundation
import SanadCitations
import SanadCompiler

/// `sanad-bench --citations TANZIL-DIR [PROSE-FILE] [--stride N]`: measurements of the Qur'an
/// verifier on the full Tanzil texts (a release build; see `make bench-citations`):
/// - false mismatches over every ayah of both editions in raw, NFC and NFD form (expected 0);
/// - single-haraka changes caught: each fatha, damma, kasra or tanween of every Nth ayah replaced
///   by each other one of its group, and a mark added where a letter has none;
/// - the time a mismatching quotation costs, index lookup included;
/// - uncited-quotation findings on generated prose (expected 0) and the time per paragraph.
func runCitationsBench(_ arguments: [String]) {
    let folder = arguments[0]
    let stride = arguments.firstIndex(of: "--stride").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? 1
    var editions: [QuranVerifier.Edition] = []
    let loading = Stopwatch()
    for name in ["simple", "uthmani"] {
        let path = "\(folder)/quran-\(name).xml"
        guard let data = FileManager.default.contents(atPath: path) else { benchFailure("cannot read \(path)") }
        do { editions.append(.init(name: name, text: try TanzilText(xml: [UInt8](data)))) } catch { benchFailure("\(path): \(error)") }
    }
    print(String(format: "read and index both editions      %9.1f ms", loading.elapsedMilliseconds))
    let verifier = QuranVerifier(editions: editions)

    // 1. Canonical forms.
    var checked = 0, falseMismatches = 0
    let forms = Stopwatch()
    for edition in editions {
        forEachAyah(edition) { reference, text in
            for variant in [text, text.precomposedStringWithCanonicalMapping, text.decomposedStringWithCanonicalMapping] {
                checked += 1
                if case .mismatch = verifier.verify(variant, against: reference) { falseMismatches += 1 }
            }
        }
    }
    print(String(format: "raw, NFC and NFD of every ayah    %9d checked, %d false mismatches, %.1f µs each",
                 checked, falseMismatches, forms.elapsedMilliseconds * 1000 / Double(checked)))

    // 2. Single-haraka changes.
    let groups: [[Unicode.Scalar]] = [["\u{064E}", "\u{064F}", "\u{0650}"], ["\u{064B}", "\u{064C}", "\u{064D}"]]
    var changes = 0, caught = 0, additions = 0, additionsCaught = 0
    let showMissed = arguments.firstIndex(of: "--show-missed").flatMap { Int(arguments[$0 + 1]) } ?? 0
    var missed: [String] = []
    for edition in editions {
        var number = 0
        forEachAyah(edition) { reference, text in
            number += 1
            guard number % stride == 0 else { return }
            let scalars = Array(text.unicodeScalars)
            for (index, scalar) in scalars.enumerated() {
                guard let group = groups.first(where: { $0.contains(scalar) }) else { continue }
                for other in group where other != scalar {
                    var changed = scalars
                    changed[index] = other
                    changes += 1
                    if case .mismatch = verifier.verify(String(String.UnicodeScalarView(changed)), against: reference) {
                        caught += 1
                    } else if missed.count < showMissed {
                        missed.append("\(edition.name) \(reference): U+\(String(scalar.value, radix: 16)) → U+\(String(other.value, radix: 16)) in \(word(around: index, in: scalars))")
                    }
                }
            }
            // A kasra added after a letter that carries no mark at all.
            for index in scalars.indices.dropLast() where isLetter(scalars[index]) && isLetter(scalars[index + 1]) {
                var changed = scalars
                changed.insert("\u{0650}", at: index + 1)
                additions += 1
                if case .mismatch = verifier.verify(String(String.UnicodeScalarView(changed)), against: reference) { additionsCaught += 1 }
                break
            }
        }
    }
    print(String(format: "single-haraka substitutions       %9d caught of %d (%.2f%%)", caught, changes, 100 * Double(caught) / Double(max(changes, 1))))
    for line in missed { print("  not caught: \(line)") }
    print(String(format: "a kasra added on a bare letter    %9d caught of %d (%.2f%%)", additionsCaught, additions, 100 * Double(additionsCaught) / Double(max(additions, 1))))

    // 3. Time per mismatch: each ayah of the simple text with its middle word replaced.
    var mismatches = 0
    let timing = Stopwatch()
    forEachAyah(editions[0]) { reference, text in
        var words = text.split(separator: " ").map(String.init)
        guard words.count >= 3 else { return }
        words[words.count / 2] = "كلمة"
        if case .mismatch = verifier.verify(words.joined(separator: " "), against: reference) { mismatches += 1 }
    }
    print(String(format: "mismatching quotations            %9d, %.1f µs each", mismatches, timing.elapsedMilliseconds * 1000 / Double(max(mismatches, 1))))

    // 4. Generated prose.
    guard arguments.count > 1, !arguments[1].hasPrefix("--"), let prose = FileManager.default.contents(atPath: arguments[1]) else { return }
    let sentences = String(decoding: prose, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }
        .compactMap { $0.split(separator: "|").first.map { String($0).trimmingCharacters(in: .whitespaces) } }
    var generator = ProseSearchBench.SplitMix(seed: 1)
    var findings = 0, words = 0
    let paragraphs = 20_000
    let scanning = Stopwatch()
    for _ in 0..<paragraphs {
        let text = (0..<Int.random(in: 2...8, using: &generator)).map { _ in sentences.randomElement(using: &generator)! }.joined(separator: " ")
        let segment = ArabicWord.words(in: text)
        words += segment.count
        findings += verifier.uncitedQuotations(in: segment).count
    }
    print(String(format: "generated prose paragraphs        %9d (%d words), %d findings, %.1f µs a paragraph",
                 paragraphs, words, findings, scanning.elapsedMilliseconds * 1000 / Double(paragraphs)))

    // 5. Planted quotations, and hadith texts as prose.
    var bench = ProseSearchBench(verifier: verifier, prose: sentences)
    let samples = arguments.firstIndex(of: "--samples").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? 200
    print("\nplanted quotations found (seeded, \(samples) a cell; found / planted):")
    for line in bench.run(samples: samples) { print(line) }
    if let flag = arguments.firstIndex(of: "--hadith"), flag + 1 < arguments.count {
        let hadith = hadithProse(arguments[flag + 1])
        var hadithBench = ProseSearchBench(verifier: verifier, prose: hadith)
        let (found, words) = hadithBench.falseFindings(paragraphs: 5_000)
        print("hadith texts as prose (no ayah marked in them): \(hadith.count) texts, 5000 paragraphs (\(words) words), \(found) findings")
        if ProcessInfo.processInfo.environment["SANAD_BENCH_SHOW"] != nil {
            for text in sentences {
                for finding in verifier.uncitedQuotations(in: ArabicWord.words(in: text)) { print("  prose: \(finding.kind) \(finding.change) \(finding.reference): \(text)") }
            }
            for text in hadith {
                let words = ArabicWord.words(in: text)
                for finding in verifier.uncitedQuotations(in: words) {
                    print("  hadith: \(finding.kind) \(finding.change) \(finding.reference): \(finding.words.map { words[$0].original }.joined(separator: " "))")
                }
            }
        }
    }
}

private func forEachAyah(_ edition: QuranVerifier.Edition, _ body: (QuranReference, String) -> Void) {
    for (surahIndex, ayahs) in edition.text.ayahs.enumerated() {
        for (ayahIndex, text) in ayahs.enumerated() {
            body(QuranReference(surah: surahIndex + 1, firstAyah: ayahIndex + 1, lastAyah: ayahIndex + 1), text)
        }
    }
}

/// The word (between spaces) around a scalar index, as text.
private func word(around index: Int, in scalars: [Unicode.Scalar]) -> String {
    var start = index, end = index
    while start > 0, scalars[start - 1] != " " { start -= 1 }
    while end < scalars.count, scalars[end] != " " { end += 1 }
    return String(String.UnicodeScalarView(scalars[start..<end]))
}

private func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    (0x0628...0x064A).contains(scalar.value) && scalar.value != 0x0640
}

/// Stops the benchmark with a message on standard error: its input is missing or not valid.
private func benchFailure(_ message: String) -> Never {
    FileHandle.standardError.write(Data("sanad-bench citations: \(message)\n".utf8))
    exit(1)
}
