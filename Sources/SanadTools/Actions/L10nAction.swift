import SanadBundleFormat
import Foundation
import SanadDiagnostics
import SanadReporting
import SanadSource
import SanadCompiler

/// `sanad l10n export` and `sanad l10n import`: the translator's round trip through XLIFF 1.2.
public struct L10nAction: Sendable {
    /// The outcome: text and exit status.
    public typealias Outcome = ActionOutcome<Void>

    /// The content folder, the one holding `sanad.yaml`; nil: `content-src/`, else the nearest
    /// folder above with a `sanad.yaml`.
    public var source: String?
    /// Where relative paths (the content folder, XLIFF files, `output`) start.
    public var workingDirectory: String

    /// The localisation commands for the project at `source`.
    public init(source: String?, workingDirectory: String) {
        self.source = source
        self.workingDirectory = workingDirectory
    }

    private func check() -> Result<Pipeline.Result, Diagnostic> {
        ContentDiscovery(workingDirectory: workingDirectory).checkedProject(source, command: "l10n")
    }

    /// `text` printed, or written to `output` with `summary` printed instead.
    private func deliver(_ text: String, to output: String?, summary: String) -> Outcome {
        let delivered = ReportAction.deliver(text, to: output, discovery: ContentDiscovery(workingDirectory: workingDirectory))
        guard output != nil, delivered.exitCode == ExitStatus.success else { return delivered }
        return Outcome(output: summary, exitCode: ExitStatus.success)
    }

    /// The XLIFF of every text the locale covers: one `file` per source, one unit per text with
    /// its key, its source fingerprint and notes, the current translation as the target, and
    /// citation blocks protected. Written to `output` (a path) when given, else returned as output.
    public func export(locale: String, output: String?) -> Outcome {
        let result: Pipeline.Result
        switch check() {
        case .failure(let diagnostic): return Outcome(output: TextRenderer().render([diagnostic]), exitCode: ExitStatus.usage)
        case .success(let checked): result = checked
        }
        guard let project = result.corpus.project, let target = project.translationTargets.first(where: { $0.locale == locale }) else {
            let known = result.corpus.project?.translationTargets.map(\.locale) ?? []
            return Outcome(output: "error: '\(locale)' is not a target locale of the project" + (known.isEmpty ? " (it has none: add locales to sanad.yaml)" : " (\(known.joined(separator: ", ")))") + "\n",
                           exitCode: ExitStatus.usage)
        }
        let document = Self.document(result.corpus, target: target, sourceLocale: project.sourceLocale)
        let units = document.files.map(\.units.count).reduce(0, +)
        let translated = document.files.flatMap(\.units).filter { $0.target != nil }.count
        return deliver(document.encoded(), to: output,
                       summary: "exported \(units) texts of \(document.files.count) files for '\(locale)' (\(translated) already translated) to \(output ?? "")\n")
    }

    /// The project's app copy with its translations as an Xcode String Catalog, written to
    /// `output` when given, else returned as output.
    public func stringCatalog(output: String?) -> Outcome {
        let result: Pipeline.Result
        switch check() {
        case .failure(let diagnostic): return Outcome(output: TextRenderer().render([diagnostic]), exitCode: ExitStatus.usage)
        case .success(let checked): result = checked
        }
        guard !result.corpus.appCopy.isEmpty else { return Outcome(output: "error: the project has no app copy (copy/<id>.yaml)\n", exitCode: ExitStatus.usage) }
        let catalog = StringCatalog.of(result.corpus)
        guard let data = try? catalog.encoded() else { return Outcome(output: "error: cannot encode the string catalog\n", exitCode: ExitStatus.failure) }
        let locales = Set(catalog.strings.values.flatMap(\.localizations.keys)).count
        // What the catalogue holds that no reviewer approved as it is: said, not hidden.
        let unreviewed = ContentKinds.AppCopy.allReviewedItems(in: result.corpus).filter { !$0.isPublishable(root: result.corpus.root) }
            .map { "warning: \($0.approvalID) is \($0.review.isApproved ? "changed since its approval" : $0.review.status.rawValue): review it before an app ships it\n" }
        let omitted = result.corpus.translations.filter { $0.relativePath.hasPrefix("copy/") }
            .filter { !ContentKinds.Translation.reviewedItems(of: $0).allSatisfy { $0.isPublishable(root: result.corpus.root) } }
            .map { "warning: \($0.relativePath) is left out: it is not approved as it is\n" }
        // What Sanad does not write yet, said plainly: Xcode keeps such a string as substitutions.
        let substitutions = result.corpus.appCopy.flatMap { catalogue in
            catalogue.strings.filter { $0.isCounted && LocalisationCheck.placeholders(inOrder: $0.text.value).count > 1 }
                .map { "warning: \(catalogue.id.value).\($0.id.value) is counted and has other placeholders: written as plural variations, where Xcode writes substitutions, which Sanad does not write yet\n" }
        }
        let delivered = deliver(String(decoding: data, as: UTF8.self) + "\n", to: output,
                                summary: "wrote \(catalog.strings.count) strings in \(locales) locales to \(output ?? "")\n")
        return output == nil ? delivered : Outcome(output: (unreviewed + omitted + substitutions).joined() + delivered.output, exitCode: delivered.exitCode)
    }

    /// The XLIFF document of a target locale.
    static func document(_ corpus: Corpus, target: TranslationTarget, sourceLocale: String) -> XLIFFDocument {
        // The locale's translation files by the path of the source each translates.
        let translations = Dictionary(corpus.sources.filter { $0.kind == .translation && $0.texts.first?.locale == target.locale }.flatMap { translation in
            TranslatedTexts.candidates(of: translation.relativePath).map { ($0, translation) }
        }, uniquingKeysWith: { first, _ in first })
        let files = corpus.sources.filter { $0.kind != .translation && target.covers($0.relativePath) }.compactMap { source -> XLIFFDocument.File? in
            let texts = source.translatedTexts(for: target.locale)
            guard !texts.isEmpty else { return nil }
            let existing = Dictionary((translations[source.relativePath]?.texts ?? []).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            let units = texts.map { text -> XLIFFDocument.Unit in
                let current = existing[text.key]
                let format = text.field.format == .plain ? "" : text.field.format == .markdown ? " (Markdown)" : " (inline Markdown)"
                var notes = ["\(source.kind.name) \(source.relativePath), text '\(text.key)'\(format), source fingerprint \(text.fingerprint)"]
                if text.field.isPlural, let category = text.key.split(separator: "/").last.flatMap({ PluralCategory(rawValue: String($0)) }) {
                    let numbers = PluralRules(locale: target.locale).map { PluralCheck.describe($0.samples(of: category)) } ?? "every number"
                    notes.append("a counted text: its '\(category.rawValue)' form in '\(target.locale)', for \(numbers) (CLDR plural rules)")
                }
                if let made = current?.translatedFrom?.value, made != text.fingerprint { notes.append("the current translation was made from an earlier text (\(made)): check it against the source") }
                var unit = XLIFFDocument.Unit(
                    id: text.key, fingerprint: text.fingerprint, source: XLIFFSegments.segments(of: text), target: current.map(XLIFFSegments.segments(of:)), notes: notes)
                if let current { unit.targetState = current.translatedFrom?.value == text.fingerprint ? "translated" : "needs-review-translation" }
                return unit
            }
            return XLIFFDocument.File(original: source.relativePath, sourceLanguage: sourceLocale, targetLanguage: target.locale, units: units)
        }
        return XLIFFDocument(files: files)
    }

    /// Writes the targets of an XLIFF file into the translation files beside their sources,
    /// changing nothing else in them. Every file and unit is checked first: one problem, and
    /// nothing is written.
    public func importXLIFF(path: String) -> Outcome {
        let renderer = TextRenderer()
        let result: Pipeline.Result
        switch check() {
        case .failure(let diagnostic): return Outcome(output: renderer.render([diagnostic]), exitCode: ExitStatus.usage)
        case .success(let checked): result = checked
        }
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory)).path
        let xliff: SourceFile
        switch SourceReader.read(path: absolute, displayPath: path, limit: SourceLimits.maxXLIFFBytes) {
        case .failure(let diagnostic): return Outcome(output: renderer.render([diagnostic]), exitCode: ExitStatus.failure, diagnostics: [diagnostic])
        case .success(let file): xliff = file
        }
        let (plan, problems) = Self.plan(XLIFFReader.read(xliff), xliff: xliff, corpus: result.corpus)
        guard problems.isEmpty else { return Outcome(output: renderer.render(problems), exitCode: ExitStatus.failure, diagnostics: problems) }
        var written = 0
        for file in plan {
            let url = URL(fileURLWithPath: result.corpus.root).appendingPathComponent(file.path)
            if let current = try? Data(contentsOf: url), Array(current) == file.bytes { continue }
            do {
                try Data(file.bytes).write(to: url, options: .atomic)
                written += 1
            } catch {
                return Outcome(output: "error: cannot write \(file.path): \(error.localizedDescription)\n", exitCode: ExitStatus.failure)
            }
        }
        return Outcome(output: "imported \(path): \(written) translation file\(written == 1 ? "" : "s") written, \(plan.count - written) unchanged\n", exitCode: ExitStatus.success)
    }

    /// The translation files an XLIFF document makes, and every problem with it (when there is
    /// one, nothing may be written).
    static func plan(_ read: Result<XLIFFDocument, Diagnostic>, xliff: SourceFile, corpus: Corpus) -> (plan: [(path: String, bytes: [UInt8])], problems: [Diagnostic]) {
        let document: XLIFFDocument
        switch read {
        case .failure(let diagnostic): return ([], [diagnostic])
        case .success(let parsed): document = parsed
        }
        func at(_ line: Int) -> SourceRange { .line(line, of: xliff) }
        let sources = Dictionary(corpus.sources.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        let targets = corpus.project?.translationTargets.map(\.locale) ?? []
        var problems: [Diagnostic] = []
        var plan: [(path: String, bytes: [UInt8])] = []
        // Units of one source and locale, in whichever <file> they are, are planned together.
        var grouped: [(original: String, locale: String, line: Int, units: [XLIFFDocument.Unit])] = []
        for file in document.files {
            if let index = grouped.firstIndex(where: { $0.original == file.original && $0.locale == file.targetLanguage }) {
                grouped[index].units += file.units
            } else {
                grouped.append((file.original, file.targetLanguage, file.line, file.units))
            }
        }
        for file in grouped {
            guard let source = sources[file.original], source.kind != .translation else {
                problems.append(Diagnostic(LocalisationDiagnostics.invalidXLIFF, "no source '\(file.original)' in the content", at: at(file.line),
                                           help: Suggestion.closest(to: file.original, in: sources.keys.sorted()).map { "did you mean '\($0)'?" }))
                continue
            }
            guard targets.contains(file.locale) else {
                problems.append(Diagnostic(LocalisationDiagnostics.invalidXLIFF, "'\(file.locale)' is not a target locale of the project", at: at(file.line)))
                continue
            }
            let texts = source.translatedTexts(for: file.locale)
            let keys = Set(texts.map(\.key))
            let stem = file.original.split(separator: ".").dropLast().joined(separator: ".")
            let path = "\(stem).\(file.locale).yaml"
            let url = URL(fileURLWithPath: corpus.root).appendingPathComponent(path)
            let existing = (try? Data(contentsOf: url)).map { SourceFile(path: path, bytes: Array($0)) }
            let current = Dictionary((existing.flatMap(TranslationEditor.entries(in:)) ?? []).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            var entries: [TranslationEditor.Entry] = []
            var seen: Set<String> = []
            for unit in file.units {
                guard keys.contains(unit.id) else {
                    problems.append(Diagnostic(LocalisationDiagnostics.invalidXLIFF, "\(file.original) has no text '\(unit.id)'", at: at(unit.line),
                                               help: Suggestion.closest(to: unit.id, in: keys.sorted()).map { "did you mean '\($0)'?" }))
                    continue
                }
                guard let target = unit.target.map(XLIFFDocument.text(of:)), !target.isEmpty else { continue }
                // A stale translation given back untouched and unconfirmed stays as it was: stale.
                if unit.targetState == "needs-review-translation", current[unit.id]?.text == target { continue }
                guard seen.insert(unit.id).inserted else {
                    problems.append(Diagnostic(LocalisationDiagnostics.invalidXLIFF, "the text '\(unit.id)' of \(file.original) is translated twice", at: at(unit.line),
                                               help: "keep one <trans-unit> for it"))
                    continue
                }
                guard unit.fingerprint.count == 12, unit.fingerprint.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
                    problems.append(Diagnostic(LocalisationDiagnostics.invalidXLIFF, "'\(unit.id)' has no source fingerprint Sanad wrote (extradata='\(unit.fingerprint)')",
                                               at: at(unit.line), help: "translate the file `sanad l10n export` wrote, keeping each unit's extradata"))
                    continue
                }
                if let control = target.unicodeScalars.first(where: { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }) {
                    problems.append(Diagnostic(LocalisationDiagnostics.invalidXLIFF,
                                               "the translation of '\(unit.id)' holds an invisible bidirectional control U+\(String(control.value, radix: 16, uppercase: true))",
                                               at: at(unit.line), help: "remove it: it can make the text display differently from what it says"))
                    continue
                }
                entries.append(.init(key: unit.id, text: target, source: unit.fingerprint))
            }
            let order = Dictionary(texts.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            entries.sort { (order[$0.key] ?? 0) < (order[$1.key] ?? 0) }
            guard !entries.isEmpty else { continue }
            guard let bytes = TranslationEditor.apply(entries, to: existing) else {
                problems.append(Diagnostic(LocalisationDiagnostics.invalidXLIFF, "\(path) cannot be written so that it reads back as these translations", at: at(file.line),
                                           help: "check that \(path) is a translation file Sanad reads (`sanad lint`)"))
                continue
            }
            plan.append((path, bytes))
        }
        return (plan, problems)
    }
}
