import Foundation
import SanadCompiler
import SanadFuzzSupport
import SanadReporting

/// The project a lesson is checked in: the sample content (`SANAD_FUZZ_CONTENT`), read once
/// into a resident engine, and the lesson (`SANAD_FUZZ_LESSON`) whose text each input replaces,
/// as an editor's unsaved buffer does.
let project: (root: String, lesson: String, engine: CompilationEngine) = {
    let root = URL(fileURLWithPath: FuzzDriver.setting("SANAD_FUZZ_CONTENT")).resolvingSymlinksInPath().path
    let lesson = URL(fileURLWithPath: FuzzDriver.setting("SANAD_FUZZ_LESSON")).resolvingSymlinksInPath().path
    let engine = CompilationEngine()
    var pipeline = Pipeline(discovery: ContentDiscovery(workingDirectory: root))
    pipeline.engine = engine
    _ = pipeline.run(root: root)
    return (root, lesson, engine)
}()

/// libFuzzer's entry: a lesson file (front matter and body) from arbitrary bytes, through
/// parse, validate, lowering, resolution with the rest of the project, and every check, as
/// `sanad lint` and the language server run them; then each diagnostic is rendered with its
/// source line and carets. Any input must give diagnostics, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLessonPipeline(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var pipeline = Pipeline(discovery: ContentDiscovery(workingDirectory: project.root))
    pipeline.engine = project.engine
    pipeline.diskUnchanged = true
    pipeline.overlays = [project.lesson: FuzzDriver.bytes(start, count)]
    let result = pipeline.run(root: project.root)
    _ = TextRenderer().render(result.diagnostics)
    return 0
}

/// The executable's entry (SwiftPM names it `fuzz_lesson_pipeline_main`): libFuzzer's driver.
@_cdecl("fuzz_lesson_pipeline_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    // The project is read before the first input, outside libFuzzer's timeout: read lazily, a
    // loaded machine made the first input of a fork-mode job (three seconds of reading, with the
    // sanitizers) look like a hang.
    _ = project
    return FuzzDriver.run(argc, argv, entry: fuzzLessonPipeline)
}
