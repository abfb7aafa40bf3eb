/// `lectures.json`: the lecture subjects (Learnable FR-003/004/006), in the core pack (format 2.9).
/// A subject's topics are taken in order, one scene each, and each ends with one engagement
/// question whose feedback is shown whatever the answer.
public struct BundleLectures: Codable, Sendable, Equatable {
    /// Every subject, by id.
    public var lectures: [Lecture]

    /// A file of lecture subjects.
    public init(lectures: [Lecture]) { self.lectures = lectures }

    /// One subject.
    public struct Lecture: Codable, Sendable, Equatable, Identifiable {
        /// Its id; learner progress is keyed by it.
        public var id: String
        /// Its title.
        public var title: String
        /// What it teaches, as blocks, when given.
        public var summary: [Block]?
        /// The topics in the order they are taken.
        public var topics: [Topic]
        /// The table of contents, derived from the topics and their scenes' headings.
        public var contents: [ContentsEntry]
        /// Keys into `citations.json` of the sources its scenes cite.
        public var citations: [String]

        /// A subject with every field given.
        public init(id: String, title: String, summary: [Block]?, topics: [Topic], contents: [ContentsEntry], citations: [String]) {
            self.id = id
            self.title = title
            self.summary = summary
            self.topics = topics
            self.contents = contents
            self.citations = citations
        }
    }

    /// One topic: its scene and the question that ends it.
    public struct Topic: Codable, Sendable, Equatable, Identifiable {
        /// Its id (`fractions.halves`); progress and quiz items are keyed by it.
        public var id: String
        /// Its number in the subject, from 1.
        public var number: Int
        /// Its title.
        public var title: String
        /// The scene, as blocks.
        public var scene: [Block]
        /// The engagement question that ends it; absent only from a bundle built with the
        /// engagement-question check (L0029) turned off.
        public var engagement: Engagement?

        /// A topic with every field given.
        public init(id: String, number: Int, title: String, scene: [Block], engagement: Engagement?) {
            self.id = id
            self.number = number
            self.title = title
            self.scene = scene
            self.engagement = engagement
        }
    }

    /// An engagement question: it asks the learner to think; none of its answers is wrong.
    public struct Engagement: Codable, Sendable, Equatable {
        /// Multiple choice or free text.
        public var type: OpenEnum<EngagementType>
        /// The question, as blocks.
        public var prompt: [Block]
        /// Multiple choice: the choices in the author's order.
        public var choices: [Choice]
        /// Shown whatever the answer, as blocks.
        public var feedback: [Block]

        /// A question with every field given.
        public init(type: OpenEnum<EngagementType>, prompt: [Block], choices: [Choice], feedback: [Block]) {
            self.type = type
            self.prompt = prompt
            self.choices = choices
            self.feedback = feedback
        }
    }

    /// A choice of a multiple-choice engagement question.
    public struct Choice: Codable, Sendable, Equatable, Identifiable {
        /// Its id, unique within the question; a saved answer names it.
        public var id: String
        /// The choice, as blocks.
        public var text: [Block]
        /// Shown after this choice, before the question's feedback, when given.
        public var feedback: [Block]?

        /// A choice with every field given.
        public init(id: String, text: [Block], feedback: [Block]?) {
            self.id = id
            self.text = text
            self.feedback = feedback
        }
    }

    /// An entry of a subject's table of contents: a topic and the headings of its scene.
    public struct ContentsEntry: Codable, Sendable, Equatable {
        /// The topic's id.
        public var topic: String
        /// The topic's number, from 1.
        public var number: Int
        /// The topic's title.
        public var title: String
        /// The level-2 headings of its scene, in order.
        public var sections: [String]

        /// An entry with every field given.
        public init(topic: String, number: Int, title: String, sections: [String]) {
            self.topic = topic
            self.number = number
            self.title = title
            self.sections = sections
        }
    }
}

/// The types of engagement question.
public enum EngagementType: String, Sendable, Hashable, CaseIterable, Codable {
    /// Choose one of the choices.
    case multipleChoice = "multiple-choice"
    /// Write an answer.
    case freeText = "free-text"
}
