import Foundation
import Testing
import _SanadTestSupport

/// What `make install` puts beside the binary (`scripts/install-extras.sh`): completions for
/// bash, zsh and fish. Bash's is loaded into a real bash and asked to complete; zsh's and fish's
/// are checked for the lines their shells load them by (neither shell is a test dependency).
/// The man pages need a whole build of the package by swift-argument-parser's plugin, so they
/// are made by `make install` alone, not here.
@Suite struct InstallExtrasTests {
    @Test func theCompletionsAreInstalledAndBashCompletesSubcommandsAndOptions() throws {
        let scratch = try ScratchFolder()
        let installed = try VSCodeExtensionTests.run(LintCommandTests.repository + "/scripts/install-extras.sh", [scratch.path, try LintCommandTests.executable().path, "none"])
        #expect(installed.status == 0, "\(installed.stderr)")
        let bash = scratch.path + "/share/bash-completion/completions/sanad"
        let zsh = try String(contentsOfFile: scratch.path + "/share/zsh/site-functions/_sanad", encoding: .utf8)
        let fish = try String(contentsOfFile: scratch.path + "/share/fish/vendor_completions.d/sanad.fish", encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef sanad"))
        #expect(fish.contains("complete -c 'sanad'") && fish.contains("'build'"))

        /// What bash offers for the words typed so far (the last one being completed).
        func complete(_ words: [String]) throws -> [String] {
            let line = words.joined(separator: " ")
            let script = """
                source '\(bash)'
                COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
                COMP_LINE='\(line)'; COMP_POINT=\(line.utf8.count)
                _sanad sanad '\(words.last!)' '\(words[words.count - 2])'
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let run = try VSCodeExtensionTests.run("/bin/bash", ["-c", script])
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["sanad", "bui"]) == ["build"])
        #expect(try complete(["sanad", "preview", "--p"]).contains("--port"))
        #expect(try complete(["sanad", "new", ""]).contains("lesson"), "the new command's kinds")
    }
}
