/// Every rule by its name: a closed set, in registry order. Each case names the rule that checks
/// it in one exhaustive `switch`, and a rule's description names its case: a rule cannot be
/// declared without a case, nor a case added without its rule (a test holds that each case's
/// rule names that case back).
public enum RuleName: String, CaseIterable, Sendable {
    case phaseOrder = "phase-order"
    case phaseDuration = "phase-duration"
    case lessonDuration = "lesson-duration"
    case durationMismatch = "duration-mismatch"
    case correctAnswer = "correct-answer"
    case duplicateAnswer = "duplicate-answer"
    case missingFeedback = "missing-feedback"
    case audioAlternative = "audio-alternative"
    case videoHost = "video-host"
    case practiceQuestions = "practice-questions"
    case imageAltText = "image-alt-text"
    case linkScheme = "link-scheme"
    case subtopicLessons = "subtopic-lessons"
    case supplementaryLink = "supplementary-link"
    case supplementaryAudio = "supplementary-audio"
    case activityTime = "activity-time"
    case activityConversation = "activity-conversation"
    case activityVideo = "activity-video"
    case memorisationEdition = "memorisation-edition"
    case humaneAchievement = "humane-achievement"
    case questionnaireBranch = "questionnaire-branch"
    case questionnaireEndless = "questionnaire-endless"
    case unreachableQuestion = "unreachable-question"
    case profileCoverage = "profile-coverage"
    case tone
    case texMath = "tex-math"
    case codeLanguage = "code-language"
    case engagementQuestion = "engagement-question"
    case placeholder
    case badgeLabel = "badge-label"

    /// The rule of this name, as the registry holds it.
    public var rule: AnyContentRule {
        switch self {
        case .phaseOrder: AnyContentRule(PhaseOrderRule())
        case .phaseDuration: AnyContentRule(PhaseDurationRule())
        case .lessonDuration: AnyContentRule(LessonDurationRule())
        case .durationMismatch: AnyContentRule(DurationMismatchRule())
        case .correctAnswer: AnyContentRule(CorrectAnswerRule())
        case .duplicateAnswer: AnyContentRule(DuplicateAnswerRule())
        case .missingFeedback: AnyContentRule(AnswerFeedbackRule())
        case .audioAlternative: AnyContentRule(AudioAlternativeRule())
        case .videoHost: AnyContentRule(VideoHostRule())
        case .practiceQuestions: AnyContentRule(PracticeQuestionsRule())
        case .imageAltText: AnyContentRule(ImageAltTextRule())
        case .linkScheme: AnyContentRule(LinkSchemeRule())
        case .subtopicLessons: AnyContentRule(SubtopicLessonsRule())
        case .supplementaryLink: AnyContentRule(SupplementaryLinkRule())
        case .supplementaryAudio: AnyContentRule(SupplementaryAudioRule())
        case .activityTime: AnyContentRule(ActivityTimeRule())
        case .activityConversation: AnyContentRule(ActivityConversationRule())
        case .activityVideo: AnyContentRule(ActivityVideoRule())
        case .memorisationEdition: AnyContentRule(MemorisationEditionRule())
        case .humaneAchievement: AnyContentRule(HumaneAchievementRule())
        case .questionnaireBranch: AnyContentRule(QuestionnaireBranchRule())
        case .questionnaireEndless: AnyContentRule(QuestionnaireEndlessRule())
        case .unreachableQuestion: AnyContentRule(UnreachableQuestionRule())
        case .profileCoverage: AnyContentRule(ProfileCoverageRule())
        case .tone: AnyContentRule(ToneRule())
        case .texMath: AnyContentRule(TeXMathRule())
        case .codeLanguage: AnyContentRule(CodeLanguageRule())
        case .engagementQuestion: AnyContentRule(EngagementQuestionRule())
        case .placeholder: AnyContentRule(PlaceholderRule())
        case .badgeLabel: AnyContentRule(BadgeLabelRule())
        }
    }
}
