import SanadDiagnostics
import SanadSource

extension Evaluator {
    mutating func checkArray(_ schema: CompiledSchema, _ elements: [Node], _ instance: Node, _ annotations: inout Annotations, _ sink: ErrorSink?) -> Bool {
        var valid = true
        func fail(_ message: String, _ range: SourceRange) {
            valid = false
            sink?.add(Diagnostic(SchemaDiagnostics.outOfRange, message, at: range))
        }
        if let limit = schema.minItems, elements.count < limit { fail("this list has \(elements.count) items; at least \(limit) are required", instance.range) }
        if let limit = schema.maxItems, elements.count > limit { fail("this list has \(elements.count) items; at most \(limit) are allowed", instance.range) }
        if schema.uniqueItems {
            // Linear: items are bucketed by a hash that agrees with equality, and only items in
            // one bucket are compared. The first item that repeats an earlier one is reported.
            var buckets: [Int: [Int]] = [:]
            outer: for j in elements.indices {
                let key = NodeEquality.hash(elements[j].value)
                for i in buckets[key, default: []] where NodeEquality.equal(elements[i].value, elements[j].value) {
                    valid = false
                    sink?.add(Diagnostic(
                        SchemaDiagnostics.outOfRange, "this item repeats an earlier one", at: elements[j].range,
                        notes: [.init(message: "the earlier item", range: elements[i].range)]))
                    break outer
                }
                buckets[key, default: []].append(j)
            }
        }
        if !valid, sink == nil { return false }
        for (index, prefix) in schema.prefixItems.enumerated() where index < elements.count {
            if !applyToChild(prefix, elements[index], keyRange: nil, sink) {
                valid = false
                if sink == nil { return false }
            }
        }
        if collectsAnnotations { annotations.itemsPrefix = max(annotations.itemsPrefix, min(schema.prefixItems.count, elements.count)) }
        if let items = schema.items {
            for element in elements.dropFirst(schema.prefixItems.count) where !applyToChild(items, element, keyRange: nil, sink) {
                valid = false
                if sink == nil { return false }
            }
            if collectsAnnotations { annotations.allItems = true }
        }
        if let contains = schema.contains {
            var matched = 0
            for (index, element) in elements.enumerated() where applyToChild(contains, element, keyRange: nil, nil) {
                matched += 1
                if collectsAnnotations { annotations.itemIndices.insert(index) }
            }
            let minimum = schema.minContains ?? 1
            if matched < minimum {
                fail(minimum == 1 ? "no item of this list has the required form" : "only \(matched) items have the required form; at least \(minimum) are required", instance.range)
            }
            if let maximum = schema.maxContains, matched > maximum {
                fail("\(matched) items have this form; at most \(maximum) are allowed", instance.range)
            }
        }
        return valid
    }

    mutating func checkObject(
        _ schema: CompiledSchema, _ members: [Member], _ instance: Node, _ keyRange: SourceRange?, _ annotations: inout Annotations, _ sink: ErrorSink?
    ) -> Bool {
        var valid = true
        if let limit = schema.minProperties, members.count < limit {
            valid = false
            sink?.add(Diagnostic(SchemaDiagnostics.outOfRange, "this mapping has \(members.count) properties; at least \(limit) are required", at: headRange(instance, keyRange)))
        }
        if let limit = schema.maxProperties, members.count > limit {
            valid = false
            sink?.add(Diagnostic(SchemaDiagnostics.outOfRange, "this mapping has \(members.count) properties; at most \(limit) are allowed", at: headRange(instance, keyRange)))
        }
        let missing = schema.required.filter { name in !members.contains { $0.key == name } }
        if !missing.isEmpty {
            valid = false
            guard let sink else { return false }
            // One typo is one error: a required property that an unknown key is a likely typo of
            // is reported there ("unknown property 'titel'; did you mean 'title'?"), not also as
            // missing.
            let typos = Set(members.filter { schema.properties[$0.key] == nil && schema.additionalProperties?.boolean == false }
                .compactMap { Suggestion.closest(to: $0.key, in: schema.propertyOrder) })
            let reported = missing.filter { !typos.contains($0) }
            if !reported.isEmpty {
                let owner = keyRange.map { "'\($0.text)' is missing" } ?? "missing"
                let names = reported.map { "'\($0)'" }.joined(separator: ", ")
                let help = reported.map { name in
                    Self.describeProperty(schema, name).map { "'\(name):' (\($0))" } ?? "'\(name):'"
                }.joined(separator: ", ")
                sink.add(Diagnostic(
                    SchemaDiagnostics.missingProperty,
                    "\(owner) the required propert\(reported.count == 1 ? "y" : "ies") \(names)", at: headRange(instance, keyRange),
                    help: "add \(help)"))
            }
        }
        for (name, needed) in schema.dependentRequired where members.contains(where: { $0.key == name }) {
            for other in needed where !members.contains(where: { $0.key == other }) {
                valid = false
                guard let sink else { return false }
                let at = members.first { $0.key == name }?.keyRange ?? instance.range
                sink.add(Diagnostic(SchemaDiagnostics.dependentProperty, "'\(name)' requires the property '\(other)'", at: at))
            }
        }
        if !valid, sink == nil { return false }
        let needsPropertyScan = !schema.properties.isEmpty || !schema.patternProperties.isEmpty
            || schema.additionalProperties != nil || schema.propertyNames != nil
        guard needsPropertyScan else { return valid }
        for member in members {
            var matched = false
            if let property = schema.properties[member.key] {
                matched = true
                if !applyToChild(property, member.value, keyRange: member.keyRange, sink) {
                    valid = false
                    if sink == nil { return false }
                }
            }
            for pattern in schema.patternProperties where pattern.matcher.matches(member.key) {
                matched = true
                if !applyToChild(pattern.schema, member.value, keyRange: member.keyRange, sink) {
                    valid = false
                    if sink == nil { return false }
                }
            }
            if !matched, let additional = schema.additionalProperties {
                matched = true
                if !checkExtraProperty(additional, member, known: schema.propertyOrder, sink) {
                    valid = false
                    if sink == nil { return false }
                }
            }
            if matched, collectsAnnotations { annotations.properties.insert(member.key) }
            if let names = schema.propertyNames {
                let keyNode = Node(.string(member.key), range: member.keyRange)
                if !applyToChild(names, keyNode, keyRange: nil, sink) {
                    valid = false
                    if sink == nil { return false }
                }
            }
        }
        return valid
    }

    /// Validates a property no `properties` or `patternProperties` covered; a `false` schema
    /// gives "unknown property" with a suggestion.
    private mutating func checkExtraProperty(_ schema: CompiledSchema, _ member: Member, known: [String], _ sink: ErrorSink?) -> Bool {
        if schema.boolean == false {
            if let sink {
                var help: String?
                var fixIts: [Diagnostic.FixIt] = []
                if let close = Suggestion.closest(to: member.key, in: known) {
                    help = "did you mean '\(close)'?"
                    fixIts = [.init(summary: "rename to '\(close)'", replacements: [.init(range: member.keyRange, text: close)])]
                } else if !known.isEmpty {
                    help = "known properties: \(known.joined(separator: ", "))"
                }
                sink.add(Diagnostic(SchemaDiagnostics.unknownProperty, "unknown property '\(member.key)'", at: member.keyRange, help: help, fixIts: fixIts))
            }
            return false
        }
        return applyToChild(schema, member.value, keyRange: member.keyRange, sink)
    }

    mutating func checkUnevaluatedItems(_ schema: CompiledSchema, _ elements: [Node], _ annotations: inout Annotations, _ sink: ErrorSink?) -> Bool {
        guard let unevaluated = schema.unevaluatedItems, !annotations.allItems else { return true }
        var valid = true
        for (index, element) in elements.enumerated() where !annotations.isEvaluated(item: index) {
            if applyToChild(unevaluated, element, keyRange: nil, sink) {
                annotations.itemIndices.insert(index)
            } else {
                valid = false
                if sink == nil { return false }
            }
        }
        return valid
    }

    mutating func checkUnevaluatedProperties(_ schema: CompiledSchema, _ members: [Member], _ annotations: inout Annotations, _ sink: ErrorSink?) -> Bool {
        guard let unevaluated = schema.unevaluatedProperties else { return true }
        var valid = true
        for member in members where !annotations.properties.contains(member.key) {
            if checkExtraProperty(unevaluated, member, known: schema.propertyOrder, sink) {
                annotations.properties.insert(member.key)
            } else {
                valid = false
                if sink == nil { return false }
            }
        }
        return valid
    }

    /// Where to report a problem with a whole mapping: its key when it has one, else its first line.
    func headRange(_ instance: Node, _ keyRange: SourceRange?) -> SourceRange {
        if let keyRange { return keyRange }
        let file = instance.range.file
        let line = file.lineIndex(of: instance.range.start)
        let end = min(instance.range.end, file.contentRange(ofLine: line).upperBound)
        return SourceRange(file: file, start: instance.range.start, end: end)
    }

    static func describeProperty(_ schema: CompiledSchema, _ name: String) -> String? {
        guard let property = schema.properties[name] else { return nil }
        for node in [property.node, property.refTarget?.node].compactMap({ $0 }) {
            if let description = node["description"]?.string { return description }
            if let title = node["title"]?.string, title != name { return title }
        }
        return nil
    }
}
