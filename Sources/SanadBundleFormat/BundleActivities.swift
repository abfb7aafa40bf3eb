/// `activities.json`: the weekly family activities (Sidrat US-401/402/403), in rotation order, in
/// the core pack (format 2.2).
public struct BundleActivities: Codable, Sendable, Equatable {
    /// Every activity, by `rotation`.
    public var activities: [Activity]

    /// A file of activities.
    public init(activities: [Activity]) { self.activities = activities }

    /// One family activity: about fifteen minutes a parent leads with the children.
    public struct Activity: Codable, Sendable, Equatable, Identifiable {
        /// The activity's id (`family.wudu-together`); family progress is keyed by it.
        public var id: String
        /// Its title.
        public var title: String
        /// Its place in the weekly rotation, from 1 (`ContentLibrary.activity(forWeekOf:)`).
        public var rotation: Int
        /// Minutes it takes: the sum of its steps' minutes.
        public var minutes: Int
        /// What to have ready.
        public var materials: [String]
        /// The lessons it follows up, by id.
        public var follows: [String]
        /// The steps, numbered from 1.
        public var steps: [Step]
        /// Questions to talk about afterwards, each as blocks.
        public var questions: [[Block]]
        /// A video to watch together, streamed from an allowed host.
        public var video: BundleLessons.Video?
        /// Keys into `citations.json` of the sources its text cites.
        public var citations: [String]
        /// Whether links that leave the app are shown behind a parental gate (children's content).
        public var parentalGate: Bool?
        /// What the activity is, for its card (format 2.16).
        public var description: [Block]?
        /// The picture on its card (format 2.16).
        public var image: Image?

        /// A card's picture: its path as the content names it (`ContentLibrary.mediaURL(for:)`
        /// finds the verified file) and what a screen reader says of it; the same wire type as a
        /// lesson's thumbnail and a category's icon.
        public typealias Image = BundleImage

        /// An activity with every field given.
        public init(id: String, title: String, rotation: Int, minutes: Int, materials: [String], follows: [String], steps: [Step],
                    questions: [[Block]], video: BundleLessons.Video?, citations: [String], parentalGate: Bool?, description: [Block]? = nil, image: Image? = nil) {
            self.description = description
            self.image = image
            self.id = id
            self.title = title
            self.rotation = rotation
            self.minutes = minutes
            self.materials = materials
            self.follows = follows
            self.steps = steps
            self.questions = questions
            self.video = video
            self.citations = citations
            self.parentalGate = parentalGate
        }
    }

    /// One step of an activity.
    public struct Step: Codable, Sendable, Equatable {
        /// Its number, from 1.
        public var number: Int
        /// Minutes it takes.
        public var minutes: Int
        /// What to do.
        public var blocks: [Block]
        /// What the parent can say, word for word ("what to say").
        public var say: [Block]?
        /// A tip for the parent, shown folded.
        public var tip: [Block]?

        /// A step with every field given.
        public init(number: Int, minutes: Int, blocks: [Block], say: [Block]?, tip: [Block]?) {
            self.number = number
            self.minutes = minutes
            self.blocks = blocks
            self.say = say
            self.tip = tip
        }
    }
}
