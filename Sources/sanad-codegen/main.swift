import Foundation
import SanadCodegen

// `sanad-codegen [--check] [ROOT]`: writes the wire types' generated codecs from their
// declarations under ROOT (the repository; the current folder by default). With `--check` it
// writes nothing and fails when a generated file differs from what it would write.
var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)
do {
    let files = try CodecGenerator.generate(repository: root)
    var stale: [String] = []
    // A generated file whose declarations are gone.
    for path in CodecGenerator.existing(repository: root) where files[path] == nil {
        stale.append(path)
        if !check { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
    }
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
        let url = root.appendingPathComponent(path)
        guard (try? String(contentsOf: url, encoding: .utf8)) != text else { continue }
        stale.append(path)
        if !check {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
    if check {
        if !stale.isEmpty {
            FileHandle.standardError.write(Data("sanad-codegen: stale, run `make codecs`: \(stale.joined(separator: ", "))\n".utf8))
            exit(1)
        }
        print("sanad-codegen: the generated codecs are up to date")
    } else {
        print(stale.isEmpty ? "sanad-codegen: nothing to change" : "sanad-codegen: wrote \(stale.joined(separator: ", "))")
    }
} catch {
    FileHandle.standardError.write(Data("sanad-codegen: \(error)\n".utf8))
    exit(1)
}
