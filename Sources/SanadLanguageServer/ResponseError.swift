/// A JSON-RPC error answered to a request, with the codes JSON-RPC 2.0 and LSP 3.17 define.
public struct ResponseError: Error, Sendable, Equatable {
    /// The error codes the server answers with.
    public enum Code: Int, Sendable {
        /// The content is not JSON.
        case parseError = -32700
        /// The JSON is not a valid request object.
        case invalidRequest = -32600
        /// The method is not one the server implements.
        case methodNotFound = -32601
        /// The parameters are not what the method takes.
        case invalidParams = -32602
        /// The server failed while answering.
        case internalError = -32603
        /// A request other than `initialize` came before `initialize`.
        case serverNotInitialized = -32002
        /// The request names a document or thing that is not there.
        case requestFailed = -32803
    }

    /// The error code.
    public var code: Code
    /// A sentence saying what is wrong.
    public var message: String

    /// An error with a code and a message.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The error as the `error` member of a response.
    var json: JSONValue { ["code": .integer(code.rawValue), "message": .string(message)] }
}
