import SanadSource
import Testing

@Suite struct YAMLScalarResolverTests {
    @Test(arguments: ["yes", "no", "on", "off", "Yes", "NO", "y", "n", "2:30", "1_000", "0b101", "1:20:30", "+", "-", ".", "1.2.3", "0o", "0x"])
    func yaml11LookalikesStayStrings(_ text: String) {
        guard case .string(let value) = YAMLScalarResolver.resolvePlain(text) else {
            Issue.record("'\(text)' was not kept as a string")
            return
        }
        #expect(value == text)
    }

    @Test(arguments: ["", "~", "null", "Null", "NULL"])
    func nulls(_ text: String) {
        guard case .null = YAMLScalarResolver.resolvePlain(text) else { Issue.record("'\(text)' is not null"); return }
    }

    @Test func booleans() {
        for (text, expected) in [("true", true), ("True", true), ("TRUE", true), ("false", false), ("False", false), ("FALSE", false)] {
            guard case .bool(let value) = YAMLScalarResolver.resolvePlain(text) else { Issue.record("'\(text)' is not a boolean"); continue }
            #expect(value == expected)
        }
    }

    @Test func integers() {
        for (text, expected) in [("0", 0), ("42", 42), ("-7", -7), ("+3", 3), ("0o17", 15), ("0x1F", 31), ("007", 7)] {
            guard case .number(let number) = YAMLScalarResolver.resolvePlain(text) else { Issue.record("'\(text)' is not a number"); continue }
            #expect(number.int == expected, "\(text)")
            #expect(number.literal == text)
        }
    }

    @Test func floats() {
        for (text, expected) in [("1.5", 1.5), (".5", 0.5), ("-2.", -2.0), ("1e3", 1000.0), ("6.02E+23", 6.02e23), (".inf", Double.infinity), ("-.Inf", -Double.infinity)] {
            guard case .number(let number) = YAMLScalarResolver.resolvePlain(text) else { Issue.record("'\(text)' is not a number"); continue }
            #expect(number.double == expected, "\(text)")
        }
        guard case .number(let nan) = YAMLScalarResolver.resolvePlain(".nan") else { Issue.record(".nan is not a number"); return }
        #expect(nan.double.isNaN)
    }
}
