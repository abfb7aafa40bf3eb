import Foundation
import SanadBundleFormat

extension ContentLibrary {
    /// The bundle's entitlements (what unlocks content not every learner has); empty when
    /// everything is open.
    public var entitlements: [BundleProject.Entitlement] { project.entitlements ?? [] }

    /// Why a lesson is locked for a learner at `level` with the purchases the app confirms: the
    /// entitlements it and its category need that the learner does not have, in the bundle's
    /// order (level 5's "exclusive content", a subscription); empty when it is open.
    public func locks(ofLesson id: String, level: Int, purchases: Set<String> = []) throws(BundleError) -> [BundleProject.Entitlement] {
        let category = try categoryID(ofLesson: id)
        return entitlements.filter { entitlement in
            (entitlement.lessons.contains(id) || category.map(entitlement.categories.contains) == true) && !entitlement.isMet(level: level, purchases: purchases)
        }
    }

    /// Why a category is locked as a whole (its entitlements the learner does not have); empty
    /// when it is open (some of its lessons may still be locked on their own).
    public func locks(ofCategory id: String, level: Int, purchases: Set<String> = []) -> [BundleProject.Entitlement] {
        entitlements.filter { $0.categories.contains(id) && !$0.isMet(level: level, purchases: purchases) }
    }
}
