#!/usr/bin/env python3
"""Times `sanad watch` on a generated corpus: from a saved edit of one lesson's title to the
line saying the bundle was rebuilt, with the process's CPU seconds over that span.

Usage: scripts/bench-watch.py SANAD CORPUS [EDITS] [SANAD ...]
Several binaries are measured interleaved, edit by edit, so they share the machine's load; each
watches its own copy of the corpus."""
import os, subprocess, sys, tempfile, time, threading, queue, statistics, shutil, re


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Watcher:
    def __init__(self, binary, corpus, output):
        self.process = subprocess.Popen([binary, "watch", corpus, "--output", output, "--color", "never"],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self.pump, daemon=True).start()

    def pump(self):
        for line in self.process.stdout:
            self.lines.put(line)

    def wait_for(self, pattern, timeout=600):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                line = self.lines.get(timeout=deadline - time.time())
            except queue.Empty:
                break
            if re.search(pattern, line):
                return line
        raise SystemExit(f"no line matching {pattern!r} within {timeout} s")

    def stop(self):
        self.process.terminate()
        self.process.wait()


def main():
    binaries = [sys.argv[1]] + sys.argv[4:]
    corpus = sys.argv[2]
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    scratch = tempfile.mkdtemp(prefix="sanad-bench-watch-")
    watchers = []
    try:
        # Each binary watches its own copy: an edit wakes only the watcher it is for.
        copies = []
        for index, binary in enumerate(binaries):
            copy = os.path.join(scratch, f"content-{index}")
            shutil.copytree(corpus, copy, symlinks=True)
            lesson = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(os.path.join(copy, "categories")) for f in fs if f.endswith(".md"))[0]
            copies.append((lesson, open(lesson, encoding="utf-8").read()))
            watcher = Watcher(binary, copy, os.path.join(scratch, f"out-{index}"))
            watcher.wait_for(r"^watching ")
            watchers.append(watcher)
        results = {index: ([], []) for index in range(len(binaries))}
        for edit in range(edits):
            for index, watcher in enumerate(watchers):
                lesson, original = copies[index]
                time.sleep(0.5)
                before = cpu_seconds(watcher.process.pid)
                start = time.time()
                with open(lesson, "w", encoding="utf-8") as f:
                    f.write(original.replace("\ntitle: ", f"\ntitle: Edit {edit} ", 1))
                watcher.wait_for(r"^built ")
                results[index][0].append(time.time() - start)
                results[index][1].append(cpu_seconds(watcher.process.pid) - before)
        print(f"load average {os.getloadavg()}")
        for index, (walls, cpus) in results.items():
            print(f"{binaries[index]}: save to rebuilt bundle, median {statistics.median(walls) * 1000:.0f} ms wall, "
                  f"{statistics.median(cpus):.2f} s CPU (of {edits}: wall {', '.join(f'{w:.2f}' for w in walls)}; CPU {', '.join(f'{c:.2f}' for c in cpus)})")
    finally:
        for watcher in watchers:
            watcher.stop()
        shutil.rmtree(scratch, ignore_errors=True)


main()
