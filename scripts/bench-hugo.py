#!/usr/bin/env python3
"""`make bench`'s comparison with Hugo, a mature static site generator doing comparable work: the
same generated lessons (YAML front matter and Markdown) rendered by Hugo into pages held in
memory (`hugo --renderToMemory`), against a cold `sanad build --no-cache` of the corpus, in one
interleaved run (sanad, hugo, sanad, hugo, ...). Prints each tool's median CPU and wall time and
the CPU ratio. Skips with a note when `hugo` is not installed (`apt-get install hugo`). Not a
test: it prints numbers.

usage: bench-hugo.py SANAD CORPUS [--runs 3]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time


def measure(command):
    """Runs a command; returns (wall s, CPU s, exit status)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status)


def site(corpus):
    """A Hugo site holding the corpus's lesson files as its content (one section per category),
    with layouts that render each page's body and each section's list of titles."""
    folder = corpus.rstrip("/") + "-hugo"
    if os.path.exists(os.path.join(folder, ".complete")):
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "layouts", "_default"))
    with open(os.path.join(folder, "config.toml"), "w") as config:
        config.write('baseURL = "https://example.org/"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n')
    layouts = {"single.html": "<h1>{{ .Title }}</h1>{{ .Content }}", "list.html": "{{ range .Pages }}<a href=\"{{ .RelPermalink }}\">{{ .Title }}</a>{{ end }}"}
    for name, text in layouts.items():
        with open(os.path.join(folder, "layouts", "_default", name), "w") as layout:
            layout.write(text)
    shutil.copytree(os.path.join(corpus, "categories"), os.path.join(folder, "content"),
                    ignore=lambda _, names: [n for n in names if not n.endswith(".md") and "." in n])
    open(os.path.join(folder, ".complete"), "w").close()
    return folder


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("sanad")
    parser.add_argument("corpus")
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    hugo = shutil.which("hugo")
    if not hugo:
        print("hugo is not installed: skipped (apt-get install hugo to compare)")
        return
    version = subprocess.run([hugo, "version"], capture_output=True, text=True).stdout.split()[1]
    folder = site(arguments.corpus)
    pages = sum(1 for _, _, names in os.walk(os.path.join(folder, "content")) for name in names if name.endswith(".md"))
    output = arguments.corpus.rstrip("/") + "-sanad-out"
    sanad_command = [arguments.sanad, "build", "--source", arguments.corpus, "--output", output, "--no-cache"]
    hugo_command = [hugo, "--source", folder, "--renderToMemory", "--quiet"]
    samples = {"sanad": [], "hugo": []}
    for _ in range(arguments.runs):
        samples["sanad"].append(measure(sanad_command))
        samples["hugo"].append(measure(hugo_command))
    for name, runs in samples.items():
        if any(run[2] != 0 for run in runs):
            print(f"  ({name} exited with {[run[2] for run in runs]})", file=sys.stderr)
    sanad_cpu = statistics.median(run[1] for run in samples["sanad"])
    hugo_cpu = statistics.median(run[1] for run in samples["hugo"])
    print(f"{pages} lesson pages; median of {arguments.runs} interleaved runs; load average {' '.join(open('/proc/loadavg').read().split()[:3])}")
    print(f"{'':36} {'CPU s':>8} {'wall s':>8}")
    print(f"{'sanad build --no-cache':36} {sanad_cpu:8.2f} {statistics.median(run[0] for run in samples['sanad']):8.2f}")
    print(f"{'hugo ' + version + ' (in memory)':36} {hugo_cpu:8.2f} {statistics.median(run[0] for run in samples['hugo']):8.2f}")
    print(f"Sanad is {hugo_cpu / sanad_cpu:.2f}x faster than Hugo in CPU" if sanad_cpu < hugo_cpu
          else f"Sanad takes {sanad_cpu / hugo_cpu:.2f}x Hugo's CPU")


if __name__ == "__main__":
    main()
