import Foundation

/// Validates a SARIF file against the OASIS SARIF 2.1.0 schema (draft-04, which Sanad's own
/// validator does not implement) with python3's `jsonschema`, which `make deps` installs.
public enum SARIFSchemaCheck {
    /// The validator's exit status (0: valid) and what it printed (each error and its path).
    public static func run(schema: String, report: String) throws -> (status: Int32, output: String) {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); report = json.load(open(sys.argv[2]))
            errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(report), key=str)
            for error in errors: print(error.message, list(error.absolute_path))
            sys.exit(1 if errors else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema, report]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
