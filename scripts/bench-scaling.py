#!/usr/bin/env python3
"""The scaling table of `make bench`: for generated corpora of each size, the CPU time, wall time
and peak memory of a cold build (no bundle, no lowered files kept), a warm rebuild with nothing changed, a rebuild after one lesson
is edited, a rebuild after one category is renamed (both reading the other files' lowered results
from the lowered-file cache), lint alone (cold), lint with nothing changed
(the whole folder and one file, answered from the lint cache) and lint of one lesson just edited;
the parse floor (libyaml and
cmark-gfm alone, one core, scripts/parse-floor.c) measured on the same corpus in the same run;
and each CPU time as a ratio to the floor. Not a test: it prints numbers.

usage: bench-scaling.py SANAD PARSE-FLOOR SANAD-BENCH [--sizes 1000,10000,50000] [--runs 3]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time


def measure(command):
    """Runs a command; returns (wall s, CPU s, peak MB, exit status)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def median_of(runs, prepare, command, restore=None):
    """The median of `runs` runs of `command`, each after `prepare(run)`: an edit is different in
    every run, so that no run finds the previous one's result in the cache."""
    samples = []
    for run in range(runs):
        prepare(run)
        samples.append(measure(command))
        if restore:
            restore()
    if any(s[3] != 0 for s in samples):
        print(f"  (exit status {[s[3] for s in samples]} for {' '.join(command)})", file=sys.stderr)
    return tuple(statistics.median(s[i] for s in samples) for i in range(3))


def corpus(size):
    folder = f"build/bench/corpus-{size}"
    if not os.path.exists(os.path.join(folder, ".complete")):
        shutil.rmtree(folder, ignore_errors=True)
        subprocess.run([sys.executable, "scripts/generate-corpus.py", folder, "--lessons", str(size), "--seed", "1",
                        "--categories", str((size + 39) // 40)], check=True, stdout=subprocess.DEVNULL)
        open(os.path.join(folder, ".complete"), "w").close()
    return folder


def floor(parse_floor, folder):
    listing = os.path.join("build/bench", os.path.basename(folder) + ".files")
    with open(listing, "w") as out:
        for directory, _, names in sorted(os.walk(folder)):
            for name in sorted(names):
                if name.endswith((".md", ".yaml")):
                    out.write(os.path.join(directory, name) + "\n")
    samples = []
    for _ in range(3):
        text = subprocess.run([parse_floor, listing], check=True, capture_output=True, text=True).stdout
        samples.append(float(text.split(" s CPU")[0].split()[-1]))
    return statistics.median(samples)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("sanad")
    parser.add_argument("parse_floor")
    parser.add_argument("sanad_bench")
    parser.add_argument("--sizes", default="1000,10000,50000")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    os.environ["SOURCE_DATE_EPOCH"] = "0"
    # The lint and reference-text caches in a folder of the benchmark's own.
    cache = os.path.abspath("build/bench/cache")
    os.environ["SANAD_CACHE_DIR"] = cache
    rows = []
    for size in [int(s) for s in args.sizes.split(",")]:
        folder = corpus(size)
        output = f"build/bench/out-{size}"
        runs = 1 if size > 20000 else args.runs
        lesson = os.path.join(folder, "categories", "category-000", "lesson-00001.md")
        if not os.path.exists(lesson):
            lesson = sorted(os.path.join(d, n) for d, _, ns in os.walk(os.path.join(folder, "categories")) for n in ns if n.endswith(".md"))[0]
        category = os.path.join(os.path.dirname(lesson), "category.yaml")
        originals = {path: open(path, "rb").read() for path in (lesson, category)}

        def restore():
            for path, data in originals.items():
                with open(path, "wb") as out:
                    out.write(data)

        def edit(path, change):
            def apply(run):
                with open(path, "wb") as out:
                    out.write(change(originals[path], run))
            return apply

        def nothing(run):
            pass

        build = [args.sanad, "build", "--source", folder, "--output", output]
        the_floor = floor(args.parse_floor, folder)
        print(f"== {size} lessons: parse floor {the_floor:.3f} s CPU", flush=True)
        results = {}
        def cold(*folders):
            # Nothing kept: no bundle, no lowered files (the first build of a folder writes them).
            def setup(run):
                for path in folders:
                    shutil.rmtree(path, ignore_errors=True)
            return setup

        lowered = os.path.join(cache, "lowered-files")
        results["cold build"] = median_of(runs, cold(output, lowered), build)
        measure(build)  # the cache now holds this corpus
        results["warm, nothing changed"] = median_of(runs, nothing, build)
        # Whether the warm build was answered from the cache, and how many files it read; if it
        # was not, the reason the build gives.
        said = subprocess.run(build + ["--timings"], capture_output=True, text=True).stdout
        print("  warm build says: " + next((line for line in said.splitlines() if line.startswith("cache: ")), "(no cache line)"), flush=True)
        results["one lesson edited"] = median_of(runs, edit(lesson, lambda b, run: b + b"\nOne more sentence for run %d of the benchmark.\n" % run), build, restore)
        results["one category renamed"] = median_of(runs, edit(category, lambda b, run: b.replace(b"title: ", b"title: Renamed %d " % run, 1)), build, restore)
        lint = [args.sanad, "lint", folder]
        results["lint only"] = median_of(runs, cold(os.path.join(cache, "lint"), lowered), lint)
        measure(lint)  # the lint cache now holds this corpus
        results["lint, nothing changed"] = median_of(runs, nothing, lint)
        results["lint one file, nothing changed"] = median_of(runs, nothing, [args.sanad, "lint", lesson])
        results["lint one lesson just edited"] = median_of(runs, edit(lesson, lambda b, run: b + b"\nOne more sentence for lint run %d.\n" % run), [args.sanad, "lint", lesson], restore)
        restore()
        measure(build)
        opened = subprocess.run([args.sanad_bench, "--runtime", os.path.join(output, "bench"), "--runs", "9"], capture_output=True, text=True).stdout
        runtime = next((line.split()[-2] for line in opened.splitlines() if line.startswith("open")), "?")
        for name, (wall, cpu, peak) in results.items():
            rows.append((size, name, wall, cpu, peak, cpu / the_floor))
            print(f"  {name:<24} wall {wall:7.2f} s  CPU {cpu:7.2f} s  peak {peak:7.0f} MB  {cpu / the_floor:6.1f}x floor", flush=True)
        print(f"  runtime open             {runtime} ms (median of 9)", flush=True)
        rows.append((size, "floor", 0, the_floor, 0, 1.0))
        rows.append((size, "runtime open ms", 0, float(runtime) if runtime != "?" else 0, 0, 0))

    print()
    print("| lessons | measurement | wall s | CPU s | peak MB | CPU / floor |")
    print("| ---: | --- | ---: | ---: | ---: | ---: |")
    for size, name, wall, cpu, peak, ratio in rows:
        if name == "floor":
            print(f"| {size} | parse floor (libyaml + cmark-gfm, one core) | | {cpu:.3f} | | 1.0 |")
        elif name == "runtime open ms":
            print(f"| {size} | runtime open (ms) | | | | {cpu:.1f} ms |")
        else:
            print(f"| {size} | {name} | {wall:.2f} | {cpu:.2f} | {peak:.0f} | {ratio:.1f} |")


if __name__ == "__main__":
    main()
