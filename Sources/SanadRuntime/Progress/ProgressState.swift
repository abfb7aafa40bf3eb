import Foundation

/// A learner's progress as stored on one device, mergeable with another device's.
///
/// The merge takes, per lesson, the earliest completion time, the highest score and the fewest
/// attempts; the highest XP; and the longer streak. It is commutative, associative and
/// idempotent, so devices can sync in any order, any number of times.
public struct ProgressState: Equatable, Codable, Sendable {
    public struct Completion: Equatable, Codable, Sendable {
        public var completedAt: Date
        public var score: Int
        public var attempts: Int

        public init(completedAt: Date, score: Int, attempts: Int) {
            self.completedAt = completedAt
            self.score = score
            self.attempts = attempts
        }
    }

    public var completions: [String: Completion] = [:]
    public var xp = 0
    public var streak = 0

    public init(completions: [String: Completion] = [:], xp: Int = 0, streak: Int = 0) {
        self.completions = completions
        self.xp = xp
        self.streak = streak
    }

    public func merged(with other: ProgressState) -> ProgressState {
        var result = ProgressState(xp: max(xp, other.xp), streak: max(streak, other.streak))
        for id in Set(completions.keys).union(other.completions.keys) {
            switch (completions[id], other.completions[id]) {
            case (let a?, let b?):
                result.completions[id] = Completion(
                    completedAt: min(a.completedAt, b.completedAt), score: max(a.score, b.score), attempts: min(a.attempts, b.attempts))
            case (let a?, nil): result.completions[id] = a
            case (nil, let b?): result.completions[id] = b
            case (nil, nil): break
            }
        }
        return result
    }

    /// Moves progress from renamed lessons to their new ids (`replaces:` in the bundle).
    public func migrated(renames: [String: String]) -> ProgressState {
        var result = self
        for (old, new) in renames.sorted(by: { $0.key < $1.key }) {
            guard let moved = result.completions.removeValue(forKey: old) else { continue }
            // Progress already recorded under the new id is merged, not overwritten.
            result = result.merged(with: ProgressState(completions: [new: moved]))
        }
        return result
    }
}
