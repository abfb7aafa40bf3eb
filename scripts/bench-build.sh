#!/usr/bin/env bash
# Benchmarks `sanad build` on a generated corpus (default 10,000 lessons) with a release build:
# wall time over several runs, the per-stage table and peak memory. Not a test: it prints numbers.
# Lessons are spread over categories of 40 (a real category has 6 to 40), so a lessons file has a
# realistic size for the runtime measurement at the end.
# Usage: scripts/bench-build.sh [LESSONS] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
lessons=${1:-10000}
runs=${2:-5}
corpus=build/bench/corpus-$lessons
out=build/bench/out-$lessons

swift build -c release --product sanad >/dev/null
swift build -c release --product sanad-bench >/dev/null
bin=$(swift build -c release --show-bin-path)
if [ ! -f "$corpus/.complete" ]; then
  rm -rf "$corpus"
  python3 scripts/generate-corpus.py "$corpus" --lessons "$lessons" --seed 1 --categories $(( (lessons + 39) / 40 ))
  touch "$corpus/.complete"
fi
echo "corpus: $lessons lessons, $(du -sh "$corpus" | cut -f1), $(nproc) cores"
# Narration files named by the generated lessons are not generated: the bench corpus waives them.
export SOURCE_DATE_EPOCH=0
samples=()
for run in $(seq "$runs"); do
  start=$(date +%s%N)
  "$bin/sanad" build --source "$corpus" --output "$out" >/dev/null
  end=$(date +%s%N)
  samples+=($(( (end - start) / 1000000 )))
done
sorted=($(printf '%s\n' "${samples[@]}" | sort -n))
echo "sanad build, whole process: median ${sorted[$((runs / 2))]} ms, min ${sorted[0]} ms, max ${sorted[$((runs - 1))]} ms ($runs runs)"
echo
"$bin/sanad" build --source "$corpus" --output "$out" --timings | sed -n "/^stage/,\$p"
echo
echo "== runtime: opening the bundle"
"$bin/sanad-bench" --runtime "$out/bench" --runs 9
