import ArgumentParser
import Foundation
import SanadLanguageServer

/// `sanad lsp`: the language server on standard input and output.
struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17) on standard input and output.",
        discussion: "Editors start it; see docs/authoring.md for Neovim and VS Code. Diagnostics, completion, hover, go to definition, quick fixes and document symbols for lessons and every YAML source. It never writes a file.")

    @Flag(help: "Talk over standard input and output (the default and only transport; accepted because editors pass it).")
    var stdio = false

    func run() throws {
        // A closed pipe must not kill the server with SIGPIPE before it can exit cleanly.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(output: MessageWriter(descriptor: 1))
        let status = server.run(input: FileDescriptorInput(descriptor: 0))
        Foundation.exit(status)
    }
}
