import ArgumentParser
import Foundation
import SanadCompiler
import SanadTools

/// `sanad fix`.
struct Fix: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply the fix-its of the problems lint finds (a did-you-mean key, id, value, callout or phase heading), changing nothing else.",
        discussion: "A problem with more than one possible fix is left to you. Run it again until it reports nothing to fix when fixes overlap.")

    @Option(name: .customLong("code"), help: "Only problems with this code (id or name); repeatable.")
    var codes: [String] = []

    @Flag(help: "Print the changes as a unified diff; write nothing.")
    var dryRun = false

    @OptionGroup var folder: FolderArguments

    func run() throws {
        var options = FixAction.Options()
        options.codes = codes
        options.dryRun = dryRun
        options.source = folder.value
        try finish(FixAction(options: options, workingDirectory: FileManager.default.currentDirectoryPath).run())
    }
}
