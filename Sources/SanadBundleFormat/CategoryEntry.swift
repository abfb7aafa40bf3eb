/// A category as one of the bundle's files gives it (`categories.json`, `index.json`): its
/// `CategoryFields` plus what that file adds. The fields read and write as the category's own,
/// `category.title`, through `@dynamicMemberLookup`.
@dynamicMemberLookup
public protocol CategoryEntry {
    /// What the category is and how it is shown.
    var fields: CategoryFields { get set }
}

extension CategoryEntry {
    /// The category's id (`fields.id`), by which progress is keyed.
    public var id: String {
        get { fields.id }
        set { fields.id = newValue }
    }

    /// A field of `fields`, read and written as the category's own.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<CategoryFields, Value>) -> Value {
        get { fields[keyPath: keyPath] }
        set { fields[keyPath: keyPath] = newValue }
    }
}
