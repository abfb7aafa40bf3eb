#!/usr/bin/env python3
"""The language server's latency: from a `didChange` to the diagnostics it publishes for that
document, in a generated corpus (default: 10,000 lessons), with a real process over pipes.

Opens one lesson, then edits it RUNS times, alternating a clean text and one with an error, and
waits each time for the `publishDiagnostics` of the new version. Prints the median, 95th
percentile and maximum, and checks the answers (an error after each bad edit, none after each
clean one). Not a test: it prints numbers.
Usage: scripts/bench-lsp.py SANAD CORPUS [RUNS]"""
import json, os, subprocess, sys, time

sanad, corpus = sys.argv[1], os.path.abspath(sys.argv[2])
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 60
category = sorted(d for d in os.listdir(os.path.join(corpus, "categories")))[0]
folder = os.path.join(corpus, "categories", category)
lesson = os.path.join(folder, sorted(f for f in os.listdir(folder) if f.endswith(".md"))[0])
uri = "file://" + lesson
text = open(lesson, encoding="utf-8").read()
bad = text.replace("\ntitle:", "\ntitel:", 1)
assert bad != text, "the lesson has no title line"

server = subprocess.Popen([sanad, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()

def receive():
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        byte = server.stdout.read(1)
        if not byte:
            sys.exit("the server ended")
        header += byte
    length = next(int(line.split(b":")[1]) for line in header.split(b"\r\n") if line.lower().startswith(b"content-length"))
    return json.loads(server.stdout.read(length))

def diagnostics(version):
    while True:
        message = receive()
        params = message.get("params") or {}
        if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri and params.get("version") == version:
            return params["diagnostics"]

send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
while receive().get("id") != 1:
    pass
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
started = time.perf_counter()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}}})
diagnostics(1)
opened = time.perf_counter() - started

latencies = []
for version in range(2, runs + 2):
    broken = version % 2 == 0
    started = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": bad if broken else text}]}})
    found = diagnostics(version)
    latencies.append((time.perf_counter() - started) * 1000)
    errors = [d for d in found if d.get("severity") == 1]
    if broken != bool(errors):
        sys.exit(f"version {version}: expected {'an error' if broken else 'no error'}, got {found}")

send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
send({"jsonrpc": "2.0", "method": "exit"})
server.wait(timeout=30)
latencies.sort()
def percentile(p):
    return latencies[min(len(latencies) - 1, int(round(p / 100 * (len(latencies) - 1))))]
lessons = sum(1 for _, _, files in os.walk(corpus) for f in files if f.endswith(".md"))
print(f"sanad lsp, {lessons} lessons: first diagnostics after didOpen {opened * 1000:.0f} ms; "
      f"didChange to diagnostics over {runs} edits: median {percentile(50):.1f} ms, p95 {percentile(95):.1f} ms, max {latencies[-1]:.1f} ms")
