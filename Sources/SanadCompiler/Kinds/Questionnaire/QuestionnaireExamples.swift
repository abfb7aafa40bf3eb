/// The questionnaire the flow rules' examples change, one line at a time.
public enum QuestionnaireExamples {
    /// A valid questionnaire: a branch on the first answer, a skippable free-text question and a
    /// choice that sets a field with a default.
    public static let base = """
        id: onboarding
        title: Getting started
        profile:
          consistency: {}
          time: { default: five-minutes }
          pace: { default: gentle }
        questions:
          - id: start
            type: single-choice
            prompt: Where are you starting from?
            progress: 1 of 3
            skippable: false
            sets: consistency
            choices:
              - { id: fresh_start, text: A fresh start, next: intention }
              - { id: steady, text: Steady most days }
          - id: intention
            type: free-text
            prompt: What do you hope for?
            progress: 2 of 3
            next: reflection
          - id: reflection
            type: single-choice
            prompt: How much time do you have each day?
            progress: 3 of 3
            sets: time
            choices:
              - { id: five-minutes, text: Five minutes }
              - { id: fifteen-minutes, text: Fifteen minutes }
            next: end

        """

    /// The base with one piece of text replaced (it must be there).
    public static func replacing(_ old: String, with new: String) -> String {
        precondition(base.contains(old), "'\(old)' is not in the base questionnaire")
        return base.replacingOccurrences(of: old, with: new)
    }
}
