import SanadBundleFormat

extension LessonSession {
    /// What the app persists after each phase (`Codable`): the lesson, whether it was a first
    /// viewing, the phases finished and, once Practice is finished, its answers' outcome (the
    /// score the completion records). Answers of a Practice under way are not saved.
    public struct Saved: Codable, Sendable, Equatable {
        /// The id of the lesson.
        public var lessonID: String
        /// Whether it is the learner's first viewing of the lesson.
        public var isFirstViewing: Bool
        /// The phases finished, in order.
        public var finishedPhases: [PhaseKind]
        /// Each question's outcome, once Practice is finished.
        public var practice: [String: QuestionProgress]?
    }

    /// The session's saved form.
    public var saved: Saved {
        Saved(lessonID: lessonID, isFirstViewing: isFirstViewing, finishedPhases: finishedPhases,
              practice: finishedPhases.contains(.practice) ? progress : nil)
    }

    /// Resumes a saved session of `lesson`: at the phase after the last one finished, with
    /// Practice started again if it was under way. Refuses a session of another lesson, or phases
    /// the lesson does not have or has finished twice (a saved state no session could write).
    public static func resume(_ saved: Saved, lesson: BundleLessons.Lesson, rules: ProgressRules) throws(SessionError) -> LessonSession {
        guard saved.lessonID == lesson.id else { throw .otherLesson(saved.lessonID) }
        var session = LessonSession(lesson: lesson, rules: rules, isFirstViewing: saved.isFirstViewing)
        for phase in saved.finishedPhases {
            guard session.phases.contains(phase), !session.finishedPhases.contains(phase) else {
                throw .phaseOutOfOrder(expected: session.currentPhase ?? phase, got: phase)
            }
            // A first viewing finishes phases in order only.
            if saved.isFirstViewing, phase != session.currentPhase { throw .phaseOutOfOrder(expected: session.currentPhase ?? phase, got: phase) }
            session.finishedPhases.append(phase)
        }
        if session.finishedPhases.contains(.practice) {
            // Only the outcome of questions the lesson has, each within its attempts.
            for (id, outcome) in saved.practice ?? [:] {
                guard let limit = session.attemptLimit[id], (0...limit).contains(outcome.attempts) else { throw .unknownQuestion(id) }
                session.progress[id] = outcome
            }
        }
        return session
    }
}
