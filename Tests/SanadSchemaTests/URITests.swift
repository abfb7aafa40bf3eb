@testable import SanadSchema
import Testing

@Suite struct URITests {
    /// RFC 3986 §5.4.1 normal examples.
    @Test(arguments: [
        ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"), ("/g", "http://a/g"),
        ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"), ("#s", "http://a/b/c/d;p?q#s"),
        ("g#s", "http://a/b/c/g#s"), ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("..", "http://a/b/"),
        ("../g", "http://a/b/g"), ("../..", "http://a/"), ("../../g", "http://a/g"), ("g:h", "g:h"),
    ])
    func resolvesRFC3986Examples(_ reference: String, _ expected: String) {
        #expect(resolveURI(reference, against: "http://a/b/c/d;p?q") == expected)
    }

    @Test func splitsAndDecodesFragments() {
        #expect(splitFragment("http://x/y.json#/a%25b").fragment == "/a%b")
        #expect(splitFragment("urn:uuid:1234").base == "urn:uuid:1234")
    }
}
