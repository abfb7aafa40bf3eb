import ArgumentParser
import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadReporting

/// `sanad init [DIR]`.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a content project: sanad.yaml, a category with a lesson, reviewers, the schemas, .gitignore and a CI workflow.",
        discussion: "Writes only new files; refuses, writing nothing, if any is already there.")

    @Argument(help: "The project folder (default: the current directory); content goes into its content-src/.")
    var folder: String?

    func run() throws {
        try finish(ScaffoldAction(workingDirectory: FileManager.default.currentDirectoryPath).initProject(in: folder))
    }
}

/// `sanad new category|lesson`, and `sanad new KIND [ID]` for every other kind with files of its own.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add a category or a lesson (a complete skeleton whose [[TODO: …]] placeholders lint reports until they are written), or a file of another kind.",
        discussion: "sanad new KIND [ID] writes a file of any other kind from its example, where the kind's files go: lecture, quiz-bank, questionnaire and copy take an id; activity and memorisation a slug (numbered after the last); supplementary a category's id; achievements and worship-plan none.",
        subcommands: [NewLesson.self, NewCategory.self, NewFile.self],
        defaultSubcommand: NewFile.self)

    /// `sanad new [file] KIND [ID]`: the default when KIND is not `lesson` or `category`.
    struct NewFile: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "file", abstract: "Add a file of another kind (quiz-bank, lecture, activity, …) from its example.")

        @Argument(help: "The kind of file (quiz-bank, lecture, activity, …).")
        var kind: String

        @Argument(help: "Its id, slug or category, as the kind needs.")
        var id: String?

        @OptionGroup var content: SourceOption

        func run() throws {
            try finish(ScaffoldAction(workingDirectory: FileManager.default.currentDirectoryPath).newFile(kind: kind, id: id, source: content.source))
        }
    }

    struct NewLesson: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "lesson", abstract: "Add a lesson to a category, with the next free order number.")

        @Argument(help: "The category's id.")
        var category: String

        @Argument(help: "The lesson's title; its id is the category id, a dot and the title's slug (Arabic is transliterated).")
        var title: String

        @Option(help: "The lesson's own part of its id, instead of the title's slug.")
        var slug: String?

        @OptionGroup var content: SourceOption

        func run() throws {
            try finish(ScaffoldAction(workingDirectory: FileManager.default.currentDirectoryPath)
                .newLesson(category: category, title: title, slug: slug, source: content.source))
        }
    }

    struct NewCategory: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "category", abstract: "Add a category, with the next free order number.")

        @Argument(help: "The category's id: lower-case letters, digits and hyphens.")
        var id: String

        @Option(help: "The category's title.")
        var title: String?

        @OptionGroup var content: SourceOption

        func run() throws {
            try finish(ScaffoldAction(workingDirectory: FileManager.default.currentDirectoryPath).newCategory(id: id, title: title, source: content.source))
        }
    }
}

/// `--source FOLDER`, the option of commands whose arguments are not the content folder
/// (`sanad new`).
struct SourceOption: ParsableArguments {
    @Option(help: ArgumentHelp("The content folder (default: content-src/ or the nearest sanad.yaml above).", valueName: "folder"))
    var source: String?
}

/// `sanad schemas export [DIR]`.
struct Schemas: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "The JSON Schemas of the source files, for editors.", subcommands: [Export.self])

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write every source kind's schema into a folder, for editors' YAML support and $schema modelines.")

        @Argument(help: "The folder (default: schemas/).")
        var folder: String?

        func run() throws {
            try finish(ScaffoldAction(workingDirectory: FileManager.default.currentDirectoryPath).exportSchemas(to: folder))
        }
    }
}

/// `sanad keys generate`.
struct Keys: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Signing keys for bundles.", subcommands: [Generate.self, Endorse.self])

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a new Ed25519 key pair: NAME.private.json (mode 0600, never printed) and NAME.public.json.")

        @Argument(help: "The key files' path without extension, e.g. keys/release-2026.")
        var name: String

        func run() throws {
            try finish(KeysAction(workingDirectory: FileManager.default.currentDirectoryPath).generate(name: name))
        }
    }

    struct Endorse: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Endorse a new signing key with a key apps already trust (rotation, or a root key): writes NAME.endorsement.json.",
            discussion: "Build with both --sign NAME.private.json and --endorsement NAME.endorsement.json; apps trusting the endorsing key then accept the new key's signature.")

        @Argument(help: "The new key's public key file, NAME.public.json.")
        var publicKey: String

        @Option(name: .customLong("with"), help: ArgumentHelp("The endorsing key's private key file.", valueName: "private-key"))
        var endorser: String

        @Option(help: ArgumentHelp("The last day the endorsement holds, YYYY-MM-DD (UTC); default: as long as the endorsing key.", valueName: "day"))
        var expires: String?

        func run() throws {
            try finish(KeysAction(workingDirectory: FileManager.default.currentDirectoryPath).endorse(publicKey: publicKey, with: endorser, lastDay: expires))
        }
    }
}
