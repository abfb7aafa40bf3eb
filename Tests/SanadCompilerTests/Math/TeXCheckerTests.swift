@testable import SanadCompiler
@testable import SanadTools
import Testing

@Suite struct TeXCheckerTests {
    func messages(_ tex: String, _ subset: TeXSubset = .standard) -> [String] { TeXChecker.problems(in: tex, subset: subset).map(\.message) }

    @Test func wellFormedSchoolMathHasNoProblems() {
        #expect(messages("f(x) = \\begin{cases} x^{2} & x \\ge 0 \\\\ -x & x < 0 \\end{cases}").isEmpty)
        #expect(messages("\\left( \\frac{a}{b} \\right)\\, \\% % a comment with a stray {").isEmpty)
    }

    @Test func eachProblemIsFoundAtItsPlace() {
        let problems = TeXChecker.problems(in: "}{x", subset: .standard)
        #expect(problems.map(\.range) == [0..<1, 1..<2])
        #expect(messages("\\end{cases}") == ["'\\end{cases}' ends no environment"])
        #expect(messages("\\begin{cases} x") == ["'\\begin{cases}' is never ended"])
        #expect(messages("x\\") == ["the formula ends with a lone backslash"])
        #expect(messages("a\\é b") == ["'\\é' is not a control symbol the apps can typeset"])
        #expect(messages("a $ b") == ["a '$' inside a formula"])
    }

    @Test func unknownNamesSuggestTheClosest() {
        let problem = TeXChecker.problems(in: "\\sqrtt{2}", subset: .standard).first
        #expect(problem?.help == "did you mean '\\sqrt'?")
        #expect(problem?.range == 0..<6)
        #expect(TeXChecker.problems(in: "\\begin{matrx}1\\end{matrx}", subset: .standard).first?.help == "did you mean 'matrix'?")
        // The fix offers the environment as it should be written, spaces in the braces or not.
        #expect(TeXChecker.problems(in: "\\begin{ matrx }1\\end{ matrx }", subset: .standard).first?.replacement == "\\begin{matrix}")
        #expect(TeXChecker.problems(in: "\\fracc{1}{2}", subset: .standard).first?.replacement == "\\frac")
    }

    @Test func theProjectsSubsetReplacesTheStandardOne() {
        let small = TeXSubset(commands: ["frac"], environments: [])
        #expect(messages("\\frac{1}{2}", small).isEmpty)
        #expect(messages("\\sqrt{2}", small) == ["'\\sqrt' is not a TeX command the apps can typeset"])
    }
}
