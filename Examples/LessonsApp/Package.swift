// swift-tools-version:6.1
import PackageDescription

/// An app's content, the way an app developer sets it up: a target holding a content folder
/// (`content-src/`, made by `sanad init`), with Sanad's plugin applied. Building the target
/// compiles the content into its resources; the test opens it through `SanadRuntime`.
/// `make test` builds and tests this package (`scripts/test-example.sh`).
let package = Package(
    name: "LessonsApp",
    platforms: [.macOS(.v12), .iOS(.v15)],
    dependencies: [
        // An app names Sanad by its URL and a version; this example uses the checkout it is in.
        .package(name: "Sanad", path: "../.."),
    ],
    targets: [
        .target(
            name: "LessonContent",
            dependencies: [.product(name: "SanadRuntime", package: "Sanad")],
            exclude: ["content-src"],
            plugins: [.plugin(name: "SanadContentPlugin", package: "Sanad")]),
        .testTarget(name: "LessonContentTests", dependencies: ["LessonContent"]),
    ]
)
