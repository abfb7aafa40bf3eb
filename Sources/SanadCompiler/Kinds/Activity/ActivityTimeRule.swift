import SanadDiagnostics

/// A family activity takes about fifteen minutes (Sidrat US-401): every step is timed, the steps
/// add up to the project's window, and a declared total is their sum.
public struct ActivityTimeRule: ContentRule {
    /// L0016 `activity-time`, an error: its summary, rationale and the examples that test and
    /// document it.
    public static let description = RuleDescription(
        id: "L0016", name: .activityTime,
        summary: "A family activity's steps do not add up to the project's `activity-duration` window (10 to 20 minutes by default), or its declared `minutes` is not their sum.",
        rationale: "Parents plan around the time an activity says it takes; a 40-minute activity sold as 15 loses them, and children of 5 to 7 lose interest.",
        triggering: [
            .activity(["steps": "[{ minutes: 1️⃣30, text: Sit together., say: \"Today we only say kind things.\" }, { minutes: 10, text: Draw a kind word. }]"]),
            .activity(["minutes": "1️⃣20"]),
        ],
        nonTriggering: [.activity([:]), .activity(["minutes": "15"])])

    /// The rule, which has no settings.
    public init() {}

    /// Reports steps whose minutes add up to less or more than the project's `activity-duration`
    /// window (at the longest step), and a declared `minutes` that is not their sum.
    public func check(_ activity: ActivityModel, in context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let window = context.project?.activityWindow ?? ProjectModel.defaultActivityWindow
        let total = activity.stepMinutes * 60
        if !activity.steps.isEmpty, !(window.min...window.max).contains(total) {
            let longest = activity.steps.compactMap(\.minutes).max { $0.value < $1.value }
            diagnostics.append(diagnostic(
                "the steps take \(activity.stepMinutes) minutes; an activity takes \(window.min / 60) to \(window.max / 60)",
                at: longest?.range ?? activity.id.range, help: "shorten the steps, or set 'activity-duration' in sanad.yaml"))
        }
        if let declared = activity.minutes, declared.value != activity.stepMinutes {
            diagnostics.append(diagnostic("the activity declares \(declared.value) minutes but its steps take \(activity.stepMinutes)", at: declared.range,
                                          help: "set 'minutes: \(activity.stepMinutes)' or leave it out"))
        }
        return diagnostics
    }
}
