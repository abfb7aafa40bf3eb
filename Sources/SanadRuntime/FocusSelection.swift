import Foundation
import SanadBundleFormat

/// The two categories a learner works on at a time (Keys to Paradise). Never more than two.
public struct FocusSelection: Equatable, Codable, Sendable {
    /// How many categories are active at once.
    public static let size = 2

    /// Why a focus cannot be chosen.
    public enum Error: Swift.Error, Equatable, Sendable {
        /// No category has this id.
        case unknownCategory(String)
        /// The category is not one a learner focuses on: only moral-failing categories are (a
        /// curriculum category is followed in order, not chosen as a struggle).
        case notFocusable(String)
        /// The category to replace is not one of the two.
        case notActive(String)
        /// The replacement is already one of the two.
        case alreadyActive(String)
        /// Fewer categories were scored (or exist) than the focus needs, or a stored focus
        /// names the same category twice (`found` counts the different ones).
        case tooFewCategories(found: Int)
        /// A stored focus names more categories than a focus holds (`found` counts its entries).
        case tooManyCategories(found: Int)
    }

    /// The active category ids, strongest need first.
    public private(set) var active: [String]

    /// Self-assessment mode: the two categories with the highest diagnostic scores. Ties go to the
    /// category that comes first in the bundle's order, then to the smaller id, so the choice is
    /// the same on every device.
    public static func fromAssessment(scores: [String: Double], categories: [BundleIndex.Category]) throws(Error) -> FocusSelection {
        let known = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in scores.keys.sorted() {
            guard let category = known[id] else { throw .unknownCategory(id) }
            guard Self.isFocusable(category) else { throw .notFocusable(id) }
        }
        let ranked = scores.sorted { lhs, rhs in
            if lhs.value != rhs.value { return lhs.value > rhs.value }
            let (left, right) = (known[lhs.key]!, known[rhs.key]!)
            return (left.order, left.id) < (right.order, right.id)
        }
        guard ranked.count >= size else { throw .tooFewCategories(found: ranked.count) }
        return FocusSelection(active: ranked.prefix(size).map(\.key))
    }

    /// Manual mode: replaces one active category with another.
    public mutating func swap(_ current: String, for replacement: String, categories: [BundleIndex.Category]) throws(Error) {
        guard let category = categories.first(where: { $0.id == replacement }) else { throw .unknownCategory(replacement) }
        guard Self.isFocusable(category) else { throw .notFocusable(replacement) }
        guard let index = active.firstIndex(of: current) else { throw .notActive(current) }
        guard !active.contains(replacement) else { throw .alreadyActive(replacement) }
        active[index] = replacement
    }

    /// A selection from stored ids; refuses more than two or unknown ids.
    public init(active: [String], categories: [BundleIndex.Category]) throws(Error) {
        for id in active {
            guard let category = categories.first(where: { $0.id == id }) else { throw .unknownCategory(id) }
            guard Self.isFocusable(category) else { throw .notFocusable(id) }
        }
        guard active.count <= Self.size else { throw .tooManyCategories(found: active.count) }
        guard active.count == Self.size, Set(active).count == Self.size else { throw .tooFewCategories(found: Set(active).count) }
        self.active = active
    }

    private init(active: [String]) { self.active = active }

    /// Whether a learner may focus on a category: a moral-failing one.
    public static func isFocusable(_ category: BundleIndex.Category) -> Bool { category.kind == .known(.moralFailing) }

    /// The categories a learner may focus on, in the bundle's order.
    public static func focusable(_ categories: [BundleIndex.Category]) -> [BundleIndex.Category] { categories.filter(isFocusable) }

    private enum CodingKeys: String, CodingKey { case active }

    /// Decodes a stored selection; refuses one that is not two different categories (a stored
    /// value edited by hand, or written by a faulty version), so an invalid state cannot exist.
    public init(from decoder: any Decoder) throws {
        let active = try decoder.container(keyedBy: CodingKeys.self).decode([String].self, forKey: .active)
        guard active.count == Self.size, Set(active).count == Self.size else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [CodingKeys.active],
                                                    debugDescription: "a focus holds exactly \(Self.size) different categories, not \(active)"))
        }
        self.active = active
    }
}

extension FocusSelection.Error: LocalizedError {
    /// A sentence an app can show.
    public var errorDescription: String? {
        switch self {
        case .unknownCategory(let id): return "There is no category “\(id)” in this content."
        case .notFocusable(let id): return "“\(id)” is a lesson path to follow, not a struggle to focus on."
        case .notActive(let id): return "“\(id)” is not one of your two focus categories."
        case .alreadyActive(let id): return "“\(id)” is already one of your two focus categories."
        case .tooFewCategories(let found):
            return "Choose two categories to focus on (\(found == 0 ? "none is" : found == 1 ? "only one is" : "\(found) are") scored so far)."
        case .tooManyCategories(let found):
            return "Focus on two categories at a time, not \(found)."
        }
    }
}
