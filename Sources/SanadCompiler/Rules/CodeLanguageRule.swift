import SanadDiagnostics

/// A code block in learner-facing text names its language, from the project's list, so the app
/// can highlight it and a screen reader can announce it.
public struct CodeLanguageRule: BodyRule {
    /// L0028 `code-language`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0028", name: .codeLanguage,
        summary: "A code block names no language, or one outside the project's `code-languages`, or is indented (and so cannot name one).",
        rationale: "The app highlights code by its language and a screen reader announces it; a misspelt language shows as plain text and an unnamed one cannot be read out for what it is.",
        triggering: [
            .lesson(body: "## Hook\n\n1️⃣```\nprint(1)\n```\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .overview("```1️⃣pyton\nprint(1)\n```\n"),
            .overview("Code:\n\n    1️⃣print(1)\n"),
        ],
        nonTriggering: [
            .lesson(body: "## Hook\n\n```python\nprint(1)\n```\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .overview("```swift\nlet x = 1\n```\n"),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each indented code block, each fence that names no language, and each language
    /// outside the project's `code-languages` (the standard list when it sets none), with a "did you mean".
    public func check(_ body: MarkdownBody, in context: RuleContext) -> [Diagnostic] {
        let languages = context.project?.codeLanguages ?? ProjectModel.standardCodeLanguages
        return body.body.codeBlocks.compactMap { block in
            guard block.isFenced else {
                return diagnostic("an indented code block cannot name its language", at: block.range,
                                  help: "write it as a fenced block with its language: ```python, then the code, then ```")
            }
            guard let language = block.language else {
                return diagnostic("this code block names no language", at: block.range, help: "write the language after the fence, such as ```python, or ```text for plain text")
            }
            let name = String(language.value.prefix { !$0.isWhitespace })
            guard !languages.contains(name) else { return nil }
            let written = SourceRange(file: language.range.file, start: language.range.start, end: language.range.start + name.utf8.count)
            return unknown("'\(name)' is not one of the project's code languages", word: name, at: written,
                           candidates: languages.sorted(), otherwise: "add it to 'code-languages' in sanad.yaml")
        }
    }
}
