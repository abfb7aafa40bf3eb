import ArgumentParser
import Foundation
import SanadCompiler
import SanadTools

/// `sanad l10n`: the translator's round trip (docs/localisation.md).
struct L10n: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n",
        abstract: "Export texts for translation as XLIFF 1.2, and import the translations back beside their sources.",
        subcommands: [Export.self, Import.self, XCStrings.self])

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the XLIFF of every text a target locale covers, with the current translations as targets.")

        @Option(help: "The target locale, one of sanad.yaml's locales after the first.")
        var locale: String

        @Option(help: "Write the XLIFF to this file instead of printing it.")
        var output: String?

        @OptionGroup var folder: FolderArguments

        func run() throws {
            try finish(L10nAction(source: folder.value, workingDirectory: FileManager.default.currentDirectoryPath).export(locale: locale, output: output))
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write an XLIFF file's translations into <stem>.<locale>.yaml beside each source, changing nothing else; nothing at all when any of it is wrong.")

        @Argument(help: "The translated .xlf file.")
        var file: String

        @OptionGroup var folder: FolderArguments

        func run() throws {
            try finish(L10nAction(source: folder.value, workingDirectory: FileManager.default.currentDirectoryPath).importXLIFF(path: file))
        }
    }

    struct XCStrings: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "xcstrings",
            abstract: "Write the app copy and its translations as an Xcode String Catalog (.xcstrings).")

        @Option(help: "Write the catalog to this file instead of printing it.")
        var output: String?

        @OptionGroup var folder: FolderArguments

        func run() throws {
            try finish(L10nAction(source: folder.value, workingDirectory: FileManager.default.currentDirectoryPath).stringCatalog(output: output))
        }
    }
}
