/// The TeX a project's apps can typeset: the commands and environments a formula may use.
///
/// `sanad.yaml`'s `math:` declares it (`commands`, `environments`, each without the backslash);
/// what it leaves out is `standard`'s: school mathematics that KaTeX and MathJax both render.
public struct TeXSubset: Sendable {
    /// Command names (`frac`, `alpha`), without the backslash.
    public var commands: Set<String>
    /// Environment names (`matrix`, `cases`).
    public var environments: Set<String>

    /// One-character control symbols every renderer knows: spacing (`\,` `\;` `\:` `\!` `\ `),
    /// escaped specials (`\{` `\}` `\$` `\%` `\&` `\#` `\_`), the row break `\\` and `\|`.
    public static let controlSymbols: Set<Character> = [",", ";", ":", "!", " ", "{", "}", "$", "%", "&", "#", "_", "\\", "|"]

    /// The default subset.
    public static let standard = TeXSubset(
        commands: Set(("alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi pi varpi rho "
            + "sigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi Psi Omega "
            + "frac dfrac tfrac sqrt binom sum prod int oint lim sin cos tan cot sec csc arcsin arccos arctan log ln exp min max gcd "
            + "times cdot div pm mp le leq ge geq neq ne approx equiv sim simeq cong propto in notin ni subset subseteq supset supseteq "
            + "cup cap setminus emptyset varnothing infty partial nabla forall exists neg land lor "
            + "to rightarrow leftarrow leftrightarrow Rightarrow Leftarrow Leftrightarrow mapsto implies iff "
            + "circ angle triangle parallel perp mid colon ldots cdots dots vdots ddots prime degree "
            + "text textbf mathrm mathbf mathit mathbb mathcal operatorname "
            + "left right big Big bigg Bigg langle rangle lfloor rfloor lceil rceil vert Vert lvert rvert "
            + "hat bar vec dot ddot overline underline overbrace underbrace tilde widehat widetilde "
            + "quad qquad not begin end over cancel boxed hline").split(separator: " ").map(String.init)),
        environments: ["matrix", "pmatrix", "bmatrix", "vmatrix", "cases", "aligned", "gathered", "array"])

    /// A subset of commands and environments.
    public init(commands: Set<String>, environments: Set<String>) {
        self.commands = commands
        self.environments = environments
    }
}
