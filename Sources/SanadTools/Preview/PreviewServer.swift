import Foundation
#if canImport(Glibc)
import Glibc
private let streamSocket = Int32(SOCK_STREAM.rawValue)
private let noSignal = Int32(MSG_NOSIGNAL)
private func openSocket() -> Int32 { Glibc.socket(AF_INET, streamSocket, 0) }
private func sendBytes(_ socket: Int32, _ bytes: UnsafeRawBufferPointer) -> Int { Glibc.send(socket, bytes.baseAddress, bytes.count, noSignal) }
#else
import Darwin
private func openSocket() -> Int32 { Darwin.socket(AF_INET, SOCK_STREAM, 0) }
// Darwin has no MSG_NOSIGNAL; the command ignores SIGPIPE instead.
private func sendBytes(_ socket: Int32, _ bytes: UnsafeRawBufferPointer) -> Int { Darwin.send(socket, bytes.baseAddress, bytes.count, 0) }
#endif
import SanadCompiler

/// `sanad preview`'s web server: HTTP/1.1 GET and HEAD on 127.0.0.1 only, one request per
/// connection, serving a `PreviewSite`'s pages, the bundle media they name, and the site's
/// version (`/__sanad/version`, which the pages poll to reload). Every access to `site`, `bundle`
/// and `version` holds `lock`.
///
/// No client holds up another: connections are answered concurrently, up to
/// `maximumConnections` at once (more are refused with 503 at once); a request's header must
/// arrive whole within `headerDeadline` however slowly its bytes come, and an answer that the
/// client does not read within `sendDeadline` is dropped. A request whose `Host` is not this
/// machine (`127.0.0.1`, `localhost` or `[::1]`, with the server's port or none) is refused with
/// 421, so a page of another site that a DNS name rebound to 127.0.0.1 cannot read the preview.
public final class PreviewServer: @unchecked Sendable {
    private let lock = NSLock()
    private var site = PreviewSite(pages: [:], media: [:])
    private var bundle = URL(fileURLWithPath: "/")
    private var version = 0
    private let socket: Int32
    /// The port the server listens on (the one asked for, or the one the system chose for 0).
    public let port: UInt16

    /// Listens on 127.0.0.1:`port` (0: any free port).
    public init(port: UInt16, headerDeadline: Double = 5) throws {
        self.headerDeadline = headerDeadline.isFinite ? min(max(headerDeadline, 0.001), 3600) : 5
        let socket = openSocket()
        guard socket >= 0 else { throw Self.failure("socket") }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0, listen(socket, 16) == 0 else {
            close(socket)
            throw Self.failure("cannot listen on 127.0.0.1:\(port)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) } }
        self.socket = socket
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    deinit { close(socket) }

    private static func failure(_ what: String) -> NSError {
        NSError(domain: "sanad.preview", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "\(what): \(String(cString: strerror(errno)))"])
    }

    /// Serves `site` (with media from `bundle`) from now on; pages reload.
    public func update(_ site: PreviewSite, bundle: URL) {
        lock.lock()
        self.site = site
        self.bundle = bundle
        version += 1
        lock.unlock()
    }

    /// The most connections answered at once.
    public static let maximumConnections = 32
    /// The time a request's whole header may take to arrive, in seconds (5 by default).
    public let headerDeadline: Double
    /// The time a client may take to read a whole answer, in seconds.
    public static let sendDeadline = 10
    /// The longest request header read.
    static let maximumHeaderBytes = 16 * 1024

    private let connections = DispatchSemaphore(value: PreviewServer.maximumConnections)
    private let workers = DispatchQueue(label: "sanad.preview.connections", attributes: .concurrent)

    /// Accepts connections until the process ends, answering each on its own.
    public func serve() {
        while true {
            let client = accept(socket, nil, nil)
            if client < 0 {
                // A connection that failed before it was accepted, or no descriptor free for now:
                // the server goes on (only a socket that is gone ends it).
                if errno == EBADF || errno == EINVAL || errno == ENOTSOCK { return }
                if errno == EMFILE || errno == ENFILE { Thread.sleep(forTimeInterval: 0.1) }
                continue
            }
            guard connections.wait(timeout: .now()) == .success else {
                // Busy: say so at once rather than queue behind slow clients.
                send(client, status: "503 Service Unavailable", type: "text/plain", body: Array("busy, try again\n".utf8), head: false)
                close(client)
                continue
            }
            workers.async { [self] in
                answer(client)
                close(client)
                connections.signal()
            }
        }
    }

    private func answer(_ client: Int32) {
        var sendTimeout = timeval()
        sendTimeout.tv_sec = .init(Self.sendDeadline)
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readHeader(client) else {
            return send(client, status: "408 Request Timeout", type: "text/plain", body: Array("the request did not arrive in time\n".utf8), head: false)
        }
        let lines = String(decoding: request, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        let line = (lines.first ?? "").split(separator: " ")
        guard line.count >= 2, line[0] == "GET" || line[0] == "HEAD" else {
            return send(client, status: "405 Method Not Allowed", type: "text/plain", body: Array("only GET and HEAD\n".utf8), head: false)
        }
        let hosts = lines.dropFirst().compactMap { field -> Substring? in
            guard let colon = field.firstIndex(of: ":"), field[..<colon].lowercased() == "host" else { return nil }
            return field[field.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        }
        guard hosts.count == 1, isLocal(String(hosts[0])) else {
            return send(client, status: "421 Misdirected Request", type: "text/plain", body: Array("this preview answers only http://127.0.0.1:\(port)/\n".utf8), head: false)
        }
        let (status, type, body) = response(for: String(line[1]))
        send(client, status: status, type: type, body: body, head: line[0] == "HEAD")
    }

    /// The request header up to its empty line (or the first `maximumHeaderBytes`), read within
    /// `headerDeadline` in all; nil when it did not arrive in time.
    private func readHeader(_ client: Int32) -> [UInt8]? {
        let deadline = Date().addingTimeInterval(headerDeadline)
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < Self.maximumHeaderBytes {
            if let end = request.firstRange(of: [13, 10, 13, 10]) { return Array(request[..<end.lowerBound]) }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            // Each wait is bounded by what is left of the deadline, so a byte a second cannot
            // stretch it.
            var timeout = timeval()
            timeout.tv_sec = .init(left)
            // Zero would mean no timeout at all.
            timeout.tv_usec = .init(max((left - Double(Int(left))) * 1_000_000, left < 1 ? 1 : 0))
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return count == 0 && !request.isEmpty ? request : nil }
            request += buffer[..<count]
        }
        return request
    }

    /// Whether a `Host` names this machine: 127.0.0.1, localhost or [::1], with this server's
    /// port or none.
    func isLocal(_ host: String) -> Bool {
        let names = ["127.0.0.1", "localhost", "[::1]"]
        return names.contains(host.lowercased()) || names.contains { host.lowercased() == "\($0):\(port)" }
    }

    /// The status, content type and body for a request path.
    public func response(for target: String) -> (String, String, [UInt8]) {
        let rawPath = String(target.prefix { $0 != "?" && $0 != "#" })
        let path = (rawPath.removingPercentEncoding ?? rawPath).drop { $0 == "/" }
        lock.lock()
        let site = self.site, bundle = self.bundle, version = self.version
        lock.unlock()
        if path == "__sanad/version" { return ("200 OK", "text/plain", Array(String(version).utf8)) }
        let page = path.isEmpty ? "index.html" : String(path)
        if let html = site.pages[page] { return ("200 OK", "text/html; charset=utf-8", Array(html.utf8)) }
        if let bytes = site.assets[page] { return ("200 OK", Self.mimeType(of: page), bytes) }
        // While the content does not build, every page is the error page.
        if let html = site.fallback, ["", "html"].contains((page as NSString).pathExtension.lowercased()) {
            return ("200 OK", "text/html; charset=utf-8", Array(html.utf8))
        }
        // Only media the content names, read from the bundle's own file for it.
        if let stored = site.media[page], let data = FileManager.default.contents(atPath: bundle.appendingPathComponent(stored).path) {
            return ("200 OK", Self.mimeType(of: page), [UInt8](data))
        }
        return ("404 Not Found", "text/plain", Array("not found\n".utf8))
    }

    static func mimeType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "wav": return "audio/wav"
        case "mp3": return "audio/mpeg"
        case "m4a": return "audio/mp4"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "svg": return "image/svg+xml"
        case "json": return "application/json"
        case "ttf": return "font/ttf"
        case "txt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }

    /// Sends the answer, giving up when the client has not read it all within `sendDeadline`
    /// (each `send` waits at most that long too), so a client reading a byte now and then holds
    /// no connection for long.
    private func send(_ client: Int32, status: String, type: String, body: [UInt8], head: Bool) {
        let header = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        let bytes = Array(header.utf8) + (head ? [] : body)
        let deadline = Date().addingTimeInterval(TimeInterval(Self.sendDeadline))
        var offset = 0
        while offset < bytes.count, Date() < deadline {
            let sent = bytes[offset...].withUnsafeBytes { sendBytes(client, $0) }
            if sent <= 0 { return }
            offset += sent
        }
    }
}


