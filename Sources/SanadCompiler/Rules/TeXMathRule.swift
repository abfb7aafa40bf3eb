import SanadDiagnostics

/// A formula (`$…$`, `$$…$$`, a ```` ```math ```` block) in any learner-facing text uses only
/// the TeX the project's apps can typeset, with its braces and environments balanced.
public struct TeXMathRule: BodyRule {
    /// L0027 `tex-math`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0027", name: .texMath,
        summary: "A TeX formula has an unbalanced brace, a command or environment outside the project's `math:` subset, or an environment that is not ended in order.",
        rationale: "The app typesets formulas on the learner's device with a renderer that knows a fixed subset of TeX; a formula it cannot read shows as raw code, or as nothing, in the middle of a lesson.",
        triggering: [
            .lesson(body: "## Hook\n\nHalf is $\\frac{1}1️⃣{2$.\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .lesson(body: "## Hook\n\nHalf is $1️⃣\\fracc{1}{2}$.\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .overview("A third of a share:\n\n$$\n\\begin{pmatrix} 1 & 2 1️⃣\\end{matrix}\n$$\n"),
            .overview("Spacing: $a1️⃣\\@b$.\n"),
            .overview("```math\nx = 1️⃣\\sqrtt{2}\n```\n"),
        ],
        nonTriggering: [
            .lesson(body: "## Hook\n\nHalf is $\\frac{1}{2}$ and $3\\,\\text{kg}$; it costs $5 and $10.\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .overview("$$\n\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}\n$$\n\nCode keeps its dollars: `$\\fracc$`.\n"),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each problem `TeXChecker` finds in the body's formulas against the project's `math:`
    /// subset (the standard one when it sets none), with a fix-it where the source spells the TeX as it reads.
    public func check(_ body: MarkdownBody, in context: RuleContext) -> [Diagnostic] {
        let subset = context.project?.math ?? .standard
        return body.body.math.flatMap { math in
            TeXChecker.problems(in: math.tex, subset: subset).map { problem in
                let range = math.sourceRange(of: problem.range)
                // The fix-it only where the source spells the TeX as it reads (no YAML escapes).
                let fixIt = problem.replacement.flatMap { replacement in
                    Diagnostic.FixIt.didYouMean(replacement, replacing: String(decoding: Array(math.tex.utf8)[problem.range], as: UTF8.self), at: range)
                }
                return diagnostic(problem.message, at: range, help: problem.help, fixIts: fixIt.map { [$0] } ?? [])
            }
        }
    }
}
