#!/usr/bin/env bash
# Benchmarks `sanad lint` on a release build: one lesson, and a generated folder of 1,000 lessons.
# Not a test: it prints numbers. Usage: scripts/bench-lint.sh [LESSONS]
set -euo pipefail
cd "$(dirname "$0")/.."
lessons=${1:-1000}
corpus=build/bench/corpus-$lessons

swift build -c release --product sanad >/dev/null
swift build -c release --product sanad-bench >/dev/null
bin=$(swift build -c release --show-bin-path)
rm -rf "$corpus"
python3 scripts/generate-corpus.py "$corpus" --lessons "$lessons" --seed 1

time_runs() { # name, runs, command...
  local name=$1 runs=$2; shift 2
  python3 - "$name" "$runs" "$@" <<'PY'
import statistics, subprocess, sys, time
name, runs, command = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
samples = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=False)
    samples.append((time.perf_counter() - start) * 1000)
print(f"{name:<40} median {statistics.median(samples):8.1f} ms  min {min(samples):8.1f} ms  ({runs} runs)")
PY
}

echo "== sanad lint, release build, $(nproc) cores"
one=$(ls "$corpus"/categories/category-00/*.md | head -1)
time_runs "lint one lesson (whole process)" 20 "$bin/sanad" lint --no-cache "$one"
time_runs "lint $lessons lessons (whole process)" 10 "$bin/sanad" lint --no-cache "$corpus"
"$bin/sanad" lint "$corpus" >/dev/null || true
time_runs "lint one lesson, nothing changed (cache)" 20 "$bin/sanad" lint "$one"
echo
echo "== stages"
"$bin/sanad-bench" "$corpus" --runs 5
if python3 -c "import jsonschema, referencing, yaml" 2>/dev/null; then
  echo
  echo "== for comparison"
  python3 scripts/bench-python-jsonschema.py "$corpus" schemas
fi
