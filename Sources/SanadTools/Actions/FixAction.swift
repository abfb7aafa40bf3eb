import Foundation
import SanadDiagnostics
import SanadCompiler

/// `sanad fix`: applies the fix-its of the problems lint finds, and changes nothing else: each
/// file's bytes outside the replaced ranges are kept exactly. A problem is fixed only when it has
/// exactly one fix-it (a choice between several is the author's); fixes that overlap in a file
/// are applied one at a time across runs (the first in the file now, the rest when lint sees the
/// result), so running `sanad fix` until it reports nothing left reaches a fixed point. A file
/// that changed on disk since it was read is left alone.
public struct FixAction: Sendable {
    /// What to fix, and whether to write.
    public struct Options: Sendable {
        /// Only problems with these codes (ids or names); empty: every code.
        public var codes: [String] = []
        /// Print the changes as a unified diff instead of writing them.
        public var dryRun = false
        /// The content folder.
        public var source: String?
        /// Every code, written.
        public init() {}
    }

    /// What was (or, with `dryRun`, would be) changed.
    public struct Summary: Sendable, Equatable {
        /// Problems fixed, by file (as shown).
        public var fixed: [String: Int] = [:]
        /// Fixable problems left for a later run (their fix overlaps one applied now).
        public var deferred = 0
        /// The new bytes of each changed file (as shown).
        public var contents: [String: [UInt8]] = [:]
    }

    /// The outcome; its product says what was fixed.
    public typealias Outcome = ActionOutcome<Summary>

    /// What to fix.
    public var options: Options
    /// Where relative paths start.
    public var workingDirectory: String

    /// A fix over the content folder `options.source` names (or the default one).
    public init(options: Options, workingDirectory: String) {
        self.options = options
        self.workingDirectory = workingDirectory
    }

    /// Checks the folder, applies (or with `dryRun` shows) the fixes, and reports them.
    public func run() -> Outcome {
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        let root: String
        switch discovery.projectRoot(options.source, command: "fix") {
        case .success(let found): root = found
        case .failure(let diagnostic): return Outcome(output: "error: \(diagnostic.message)\n", exitCode: ExitStatus.usage, product: Summary())
        }
        var codes: Set<String> = []
        for code in options.codes {
            guard let known = DiagnosticCatalog.code(named: code) else {
                return Outcome(output: "error: unknown diagnostic code '\(code)'\n", exitCode: ExitStatus.usage, product: Summary())
            }
            codes.insert(known.id)
        }
        let diagnostics = Pipeline(discovery: discovery).run(root: root).diagnostics
        let fixable = diagnostics.filter { diagnostic in
            diagnostic.fixIts.count == 1 && (codes.isEmpty || codes.contains(diagnostic.code.id))
                && diagnostic.fixIts[0].replacements.allSatisfy { $0.range.file.embedding == nil }
                && Set(diagnostic.fixIts[0].replacements.map { $0.range.file.path }).count == 1
        }
        var summary = Summary()
        var byFile: [String: (file: SourceFile, replacements: [Diagnostic.FixIt.Replacement], fixed: Int)] = [:]
        for diagnostic in fixable {
            let replacements = diagnostic.fixIts[0].replacements.sorted { $0.range.start < $1.range.start }
            let file = replacements[0].range.file
            var entry = byFile[file.path] ?? (file, [], 0)
            // Ranges that share a byte, or start at the same place (an insertion there would be
            // ordered arbitrarily against the other edit), overlap.
            let overlaps = replacements.contains { new in entry.replacements.contains { old in (new.range.start < old.range.end && old.range.start < new.range.end) || new.range.start == old.range.start } }
            if overlaps {
                // The same edit twice (two problems, one fix) counts once; another edit waits.
                let same = replacements.allSatisfy { new in entry.replacements.contains { $0.range.start == new.range.start && $0.range.end == new.range.end && $0.text == new.text } }
                if same { entry.fixed += 1 } else { summary.deferred += 1 }
                byFile[file.path] = entry
                continue
            }
            entry.replacements += replacements
            entry.fixed += 1
            byFile[file.path] = entry
        }
        var output = ""
        var skipped: [String] = []
        for (shown, entry) in byFile.sorted(by: { $0.key < $1.key }) where !entry.replacements.isEmpty {
            let path = discovery.absolute(shown)
            guard let current = FileManager.default.contents(atPath: path), [UInt8](current) == entry.file.bytes else {
                skipped.append(shown)
                continue
            }
            var bytes = entry.file.bytes
            for replacement in entry.replacements.sorted(by: { $0.range.start > $1.range.start }) {
                bytes.replaceSubrange(replacement.range.start..<replacement.range.end, with: Array(replacement.text.utf8))
            }
            summary.fixed[shown] = entry.fixed
            summary.contents[shown] = bytes
            if options.dryRun {
                output += UnifiedDiff.render(path: shown, old: entry.file.bytes, replacements: entry.replacements)
                continue
            }
            do {
                // A link (discovery reads links whose target is inside the folder) is written
                // through: its target changes, the link stays a link.
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
                let attributes = try? FileManager.default.attributesOfItem(atPath: target.path)
                try Data(bytes).write(to: target, options: .atomic)
                if let permissions = attributes?[.posixPermissions] { try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path) }
            } catch {
                return Outcome(output: output + "error: cannot write \(shown): \(error.localizedDescription)\n", exitCode: ExitStatus.usage, product: summary)
            }
        }
        let count = summary.fixed.values.reduce(0, +)
        let files = summary.fixed.count
        let verb = options.dryRun ? "would fix" : "fixed"
        output += count == 0 ? "nothing to fix\n" : "\(verb) \(count) problem\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")\n"
        if summary.deferred > 0 { output += "\(summary.deferred) more fix\(summary.deferred == 1 ? "" : "es") overlap these: run sanad fix again\n" }
        for shown in skipped { output += "warning: \(shown) changed while it was checked; it was left alone\n" }
        return Outcome(output: output, exitCode: ExitStatus.success, product: summary)
    }
}
