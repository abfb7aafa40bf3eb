/// Why a build was not answered from the build cache, in words `--timings` prints: a build
/// never starts over for a reason it cannot name.
struct CacheMiss: Error, Equatable, Sendable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
