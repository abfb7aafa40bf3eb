import SanadDiagnostics

/// A space ids live in: ids are unique within it, and a reference names an id of one space.
/// Spaces with a scope are local to one item (the questions of one lesson, the subtopics of one
/// category).
public struct IDSpace: Hashable, Sendable {
    /// What an id of the space is called in messages: `lesson`, `question`, `subtopic of 'anger'`.
    public var noun: String
    /// What a reference into the space calls it when that says more: `reviewer in reviewers.yaml`.
    public var referenceNoun: String
    /// The kind whose files define the space: while one of its files has an unreadable id,
    /// references into the space are not reported as unknown.
    public var owner: SourceKind
    /// The item the space is local to, or empty for a corpus-wide space.
    public var scope: String
    /// Several ids of the space, in messages: `lessons`, `categories`.
    public var plural: String

    /// A space of `noun` ids defined by files of `owner`, local to `scope` (empty: corpus-wide);
    /// the reference noun defaults to the noun, the plural to the noun and an s.
    public init(_ noun: String, owner: SourceKind, scope: String = "", referenceNoun: String? = nil, plural: String? = nil) {
        self.noun = noun
        self.referenceNoun = referenceNoun ?? noun
        self.owner = owner
        self.scope = scope
        self.plural = plural ?? noun + "s"
    }

    /// Hashes what tells spaces apart (its scope, noun and owner), not the nouns for messages:
    /// resolution hashes a space for every definition and reference.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scope)
        hasher.combine(noun)
        hasher.combine(owner)
    }
}

/// Ids a kind defines in one space, in source order.
public struct IDDefinitions: Sendable {
    /// The space the ids live in.
    public var space: IDSpace
    /// The ids, each where written, in source order.
    public var ids: [Located<String>]

    /// The ids a kind defines in `space`.
    public init(_ space: IDSpace, _ ids: [Located<String>]) {
        self.space = space
        self.ids = ids
    }
}

/// A reference to an id of a space. A prerequisite (`requires:`) names the item that requires
/// it, and the resolver looks for cycles among the prerequisites of every space.
public struct IDReference: Sendable {
    /// The id named, where it is written.
    public var id: Located<String>
    /// The space the id must be defined in.
    public var space: IDSpace
    /// For a prerequisite: the id of the item that requires `id`, in the same space.
    public var requiredBy: String?

    /// A reference to `id` in `space`; `requiredBy` names the item that requires it, for a
    /// prerequisite.
    public init(_ id: Located<String>, into space: IDSpace, requiredBy: String? = nil) {
        self.id = id
        self.space = space
        self.requiredBy = requiredBy
    }
}
