#!/usr/bin/env bash
# `make bench`: how `sanad build` scales. Generated corpora of 1,000, 10,000 and 50,000 lessons
# (categories of 40, a realistic size for the runtime measurement); for each, a cold build, a warm
# rebuild with nothing changed, one lesson edited, one category renamed, lint alone, lint with
# nothing changed (the folder and one file) and lint of one lesson just edited (CPU time,
# wall time, peak memory), the parse floor measured on the same corpus in the same run
# (scripts/parse-floor.c: libyaml and cmark-gfm alone, one core) and each CPU time as a ratio to
# it; then the stage table of a cold build of 10,000 lessons, the same lessons rendered by Hugo
# where it is installed (scripts/bench-hugo.py), the resident engine's answer after one lesson is
# edited on disk and in an editor's buffer, and after a category is edited in a buffer
# (sanad-bench --engine), the language server's latency
# from an edit to its diagnostics (scripts/bench-lsp.py), `sanad watch` from a save to the rebuilt
# bundle (scripts/bench-watch.py), and the sample project's lint and build
# (its citations' Qur'an and hadith texts are most of its cost). Not a test: it prints numbers.
# Usage: scripts/bench-build.sh [SIZES] [RUNS]   (SIZES comma-separated, default 1000,10000,50000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=${1:-1000,10000,50000}
runs=${2:-3}

# Hugo, for the comparison: installed when apt-get can (only a benchmark: without it, it is skipped).
if ! command -v hugo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y -qq hugo >/dev/null 2>&1 || true
  elif sudo -n true 2>/dev/null; then sudo apt-get install -y -qq hugo >/dev/null 2>&1 || true; fi
fi
swift build -c release --product sanad >/dev/null
swift build -c release --product sanad-bench >/dev/null
bin=$(swift build -c release --show-bin-path)
mkdir -p build/bench
cc -O2 -o build/bench/parse-floor scripts/parse-floor.c -lyaml -lcmark-gfm -lcmark-gfm-extensions
echo "$(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
python3 scripts/bench-scaling.py "$bin/sanad" build/bench/parse-floor "$bin/sanad-bench" --sizes "$sizes" --runs "$runs"

size=10000
case ",$sizes," in *",$size,"*) ;; *) size=${sizes%%,*} ;; esac
echo
echo "== stage table, cold build of $size lessons"
SOURCE_DATE_EPOCH=0 "$bin/sanad" build --source "build/bench/corpus-$size" --output "build/bench/out-$size" --timings --no-cache | sed -n "/^stage/,\$p"
echo
echo "== the sample (content-src: 34 lessons citing the Qur'an and the hadith texts in ../shared/data, whose loading is most of its cost)"
# (Without ../shared/data the sample's citations are errors: the numbers are still printed.)
# Interleaved: the parsed texts read from the reference-text cache (filled by a first run), and
# the cache off (every text parsed, as before the cache); the lint cache's result is removed
# before each run with the texts from the cache, and last, a lint answered from it.
export SANAD_CACHE_DIR=build/bench/reference-cache
"$bin/sanad" lint content-src >/dev/null || true
for _ in $(seq "$runs"); do
  rm -rf build/bench/reference-cache/lint
  TIMEFORMAT="  sanad lint content-src, texts from the cache: %U s user + %S s system CPU, %R s wall"
  time "$bin/sanad" lint content-src >/dev/null || true
  TIMEFORMAT="  sanad lint content-src, cache off:            %U s user + %S s system CPU, %R s wall"
  time SANAD_CACHE_DIR= "$bin/sanad" lint content-src >/dev/null || true
done
TIMEFORMAT="  sanad lint content-src, nothing changed:      %U s user + %S s system CPU, %R s wall (the lint cache)"
time "$bin/sanad" lint content-src >/dev/null || true
echo "  a cold build's stages, the texts parsed (--no-cache):"
{ SOURCE_DATE_EPOCH=0 "$bin/sanad" build --source content-src --output build/bench/out-sample --timings --no-cache || true; } | sed -n "/^stage/,\$p"
echo "  the same build with the texts from the cache (the build cache missed: another output folder):"
rm -rf build/bench/out-sample-cached
{ SOURCE_DATE_EPOCH=0 "$bin/sanad" build --source content-src --output build/bench/out-sample-cached --timings || true; } | sed -n "/^stage/,\$p"
unset SANAD_CACHE_DIR
echo
echo "== against Hugo: the same lessons rendered to pages in memory, $size lessons"
python3 scripts/bench-hugo.py "$bin/sanad" "build/bench/corpus-$size" --runs "$runs"
echo
echo "== the resident engine (language server, watch): one lesson edited in $size lessons, on disk and in an editor's buffer; one category in a buffer"
"$bin/sanad-bench" --engine "build/bench/corpus-$size" --runs 7
"$bin/sanad-bench" --engine "build/bench/corpus-$size" --runs 7 --overlay
"$bin/sanad-bench" --engine "build/bench/corpus-$size" --runs 7 --overlay --category
echo
echo "== the language server (sanad lsp over pipes): didChange to diagnostics in $size lessons"
python3 scripts/bench-lsp.py "$bin/sanad" "build/bench/corpus-$size" 60
echo
echo "== sanad watch: a saved edit of one lesson's title to the rebuilt bundle, $size lessons"
python3 scripts/bench-watch.py "$bin/sanad" "build/bench/corpus-$size" 5
