/// What a change source knows of one change to a content folder: which files changed, or only
/// that something did.
public enum ContentChange: Equatable, Sendable {
    /// These files changed (absolute paths), and nothing else under the folder: a check reads
    /// them again and takes every other file as the last check left it. A path that is not one of
    /// the last check's source files (a new file, a recording) makes the check look at the whole
    /// folder (`Pipeline.changedOnDisk`).
    case files(Set<String>)
    /// Something changed, but what is not known (polling, a folder created, moved or removed, the
    /// kernel's queue of events overflowed): a check looks at the whole folder.
    case unknown
}
