#!/usr/bin/env bash
# `make fuzz SECONDS=N`: builds Sanad's libFuzzer targets (Package.swift declares them only when
# SANAD_FUZZ is set) with -sanitize=fuzzer,address, seeds each corpus from the real sample
# content (generated here, not committed), runs each target for N seconds, and prints its runs,
# coverage and findings. A crash or a timeout leaves its input in build/fuzz/findings/, prints
# the command that replays it, keeps what the replay needs, and makes the script fail. `make check` (what CI runs) runs it for a few seconds per target as a smoke test.
# Leak detection is off: LeakSanitizer cannot follow Swift's pointers that carry an enum's tag in
# their spare bits, so it reports objects that are still reachable (the resident engine's kept
# results, Foundation's buffers). AddressSanitizer's other checks, crashes and timeouts stay on.
# Usage: scripts/fuzz.sh [SECONDS]   (default 60; Linux: libFuzzer from the Swift toolchain)
# FUZZ_RUNS=N stops each target after N executions if that comes before SECONDS (the long runs
# recorded in docs/fuzzing.md: FUZZ_RUNS=1000000 scripts/fuzz.sh 3600).
# FUZZ_FORK=N runs each target in libFuzzer's fork mode: one campaign, one corpus, N worker
# processes (FUZZ_RUNS then counts the executions of all of them together).
# FUZZ_CORPUS_KEEP=DIR continues a campaign across runs: each target starts from DIR/<target>
# as well as the seeds, and its corpus is added to DIR/<target> at the end (outside the
# repository; libFuzzer names inputs by their SHA-1, so nothing is overwritten).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
all_targets="fuzz-citations fuzz-bundle-json fuzz-runtime-open fuzz-lesson-pipeline fuzz-schema-validator"
# FUZZ_TARGETS="a b" runs only those (a long run can give each target a process of its own).
read -r -a targets <<<"${FUZZ_TARGETS:-$all_targets}"
# FUZZ_CONFIG=debug builds without optimisation: slower runs, but a build about a minute shorter,
# which is what the smoke run in `make check` wants.
config=${FUZZ_CONFIG:-release}
flags=(-c "$config" --scratch-path ".build-fuzz-$config" -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
echo "fuzz: building ${#targets[@]} targets with the sanitizers ($config; minutes the first time)"
mkdir -p build/fuzz
for target in "${targets[@]}"; do
  # The build's output is kept, and its end shown when it fails (a missing C library, say): a
  # failed build must not end the script with nothing said.
  if ! SANAD_FUZZ=1 swift build "${flags[@]}" --product "$target" >build/fuzz/build-$$.log 2>&1; then
    tail -n 30 build/fuzz/build-$$.log >&2
    echo "fuzz: the build of $target failed (all of its output: build/fuzz/build-$$.log; \`make fuzz\` installs the C libraries first)" >&2
    exit 2
  fi
  echo "fuzz: built $target"
done
rm -f build/fuzz/build-$$.log
bin=$(SANAD_FUZZ=1 swift build "${flags[@]}" --show-bin-path)

work=build/fuzz
# Each run seeds a corpus, a lesson project and a scratch folder of its own (two runs at once
# share none), removed at the end unless a finding needs them to be replayed.
corpus="$work/corpus-$$"
project="$work/lesson-project-$$"
scratch="$work/scratch-$$"
[ -d /dev/shm ] && scratch="/dev/shm/sanad-fuzz-$$"
status=0
trap 'rm -rf "$corpus" "$scratch"; [ $status -ne 0 ] || rm -rf "$project"' EXIT
for target in $all_targets; do mkdir -p "$corpus/$target"; done
mkdir -p "$work/findings"
# Seeds: every Qur'an and hadith reference the sample content cites; every JSON file of its
# bundle (the manifest, lessons, categories, citations…); the manifest with one pack's lessons
# file; every lesson; every YAML file and front matter.
grep -rhoE '(quran|hadith): *"?[^",}]+' content-src | sed -E 's/^[a-z]+: *"?//' | sort -u | \
  awk -v dir="$corpus/fuzz-citations" '{ print > (dir "/seed-" NR) }'
grep -rhoE '\[!(QURAN|HADITH) [^]]+' content-src | sed -E 's/^\[!(QURAN|HADITH) //' | sort -u | \
  awk -v dir="$corpus/fuzz-citations" '{ print > (dir "/callout-" NR) }'
# The bundle folder is the last line `sanad build` prints.
bundle=$(SOURCE_DATE_EPOCH=0 .build/debug/sanad build --source content-src --output "$work/bundle" --no-cache 2>/dev/null | tail -1) || \
  { swift build --product sanad >/dev/null && bundle=$(SOURCE_DATE_EPOCH=0 .build/debug/sanad build --source content-src --output "$work/bundle" --no-cache | tail -1); }
find "$bundle" -name '*.json' -size -64k -exec cp {} "$corpus/fuzz-bundle-json/" \;
pack_file=$(grep -oE '"path" : "packs/[^"]+/lessons/[^"]+"' "$bundle/manifest.json" | head -1 | sed -E 's/.*: "//; s/"$//' || true)
[ -n "$pack_file" ] || { echo "fuzz: the sample bundle has no pack, which fuzz-runtime-open needs" >&2; exit 2; }
{ cat "$bundle/manifest.json"; printf '\0'; cat "$bundle/$pack_file"; } >"$corpus/fuzz-runtime-open/manifest-and-pack"
cp "$bundle/manifest.json" "$corpus/fuzz-runtime-open/manifest"
find content-src -name '*.md' -exec cp --backup=numbered -t "$corpus/fuzz-lesson-pipeline/" {} +
find content-src -name '*.yaml' -exec cp --backup=numbered -t "$corpus/fuzz-schema-validator/" {} +
# The lesson target checks one category with the project's settings, reviewers and media (the
# whole sample content would spend most of each run on categories the input cannot change).
mkdir -p "$project/categories" "$scratch"
cp -R content-src/sanad.yaml content-src/reviewers.yaml content-src/media "$project/"
cp -R content-src/categories/backbiting "$project/categories/"
shared=$(cd content-src/../.. && pwd)
sed -i "s|path: \.\./\.\./|path: $shared/|" "$project/sanad.yaml"
# The hadith text, cut to the records the category cites and a few hundred more: the whole 20 MB
# text would cost each fuzzing process (debug, with the sanitizers) longer than an input's timeout.
hadith_data="$shared/shared/data/hadith/bukhari-muslim-ar.jsonl"
if [ -f "$hadith_data" ]; then
  { head -300 "$hadith_data"; grep -E '"hadith_key":"(bukhari:(6018|6477|6056)|muslim:(6593|6579))"' "$hadith_data"; } >"$project/hadith-subset.jsonl"
  subset_sha=$(sha256sum "$project/hadith-subset.jsonl" | cut -d' ' -f1)
  sed -i -e "s|path: $hadith_data|path: hadith-subset.jsonl|" \
         -e "s|sha256: $(sha256sum "$hadith_data" | cut -d' ' -f1)|sha256: $subset_sha|" "$project/sanad.yaml"
fi
lesson=$(find "$project/categories" -name '*.md' | sort | head -1)
settings=(SANAD_FUZZ_BUNDLE="$PWD/$bundle" SANAD_FUZZ_PACK_FILE="$pack_file" SANAD_FUZZ_CONTENT="$PWD/$project"
          SANAD_FUZZ_LESSON="$PWD/$lesson" SANAD_FUZZ_SCRATCH="$scratch" ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0")
export "${settings[@]}"

for target in "${targets[@]}"; do
  log="$work/$target-$$.log"
  max_len=65536
  [ "$target" = fuzz-runtime-open ] && max_len=131072
  # The lesson target's first input also sets up its project (both Tanzil texts indexed, the
  # hadith subset read): about 12 s in a debug build with the sanitizers, once per process.
  timeout=10
  [ "$target" = fuzz-lesson-pipeline ] && timeout=30
  started=$(date +%s)
  if [ -n "${FUZZ_CORPUS_KEEP:-}" ] && [ -d "$FUZZ_CORPUS_KEEP/$target" ]; then
    find "$FUZZ_CORPUS_KEEP/$target" -type f -exec cp -n -t "$corpus/$target/" {} +
  fi
  if "$bin/$target" -max_total_time="$seconds" ${FUZZ_RUNS:+-runs="$FUZZ_RUNS"} ${FUZZ_FORK:+-fork="$FUZZ_FORK"} -print_final_stats=1 -max_len=$max_len -timeout=$timeout -detect_leaks=0 \
      -artifact_prefix="$work/findings/$target-" "$corpus/$target" >"$log" 2>&1; then
    result="no finding"
  else
    result="FINDING: see $work/findings/ and $log; replay one with: ${settings[*]} $bin/$target FILE"
    status=1
  fi
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | tail -1 | grep -oE '[0-9]+$' || echo 0)
  speed=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | tail -1 | grep -oE '[0-9]+$' || echo 0)
  if [ -n "${FUZZ_FORK:-}" ]; then
    # Fork mode prints no final stats; its progress lines (`#RUNS: cov: … exec/s: N …`) count
    # the executions of every worker.
    runs=$(grep -oE '^#[0-9]+: cov' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)
    speed=$(grep -oE 'exec/s: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+$' || echo 0)
  fi
  coverage=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)
  if [ -n "${FUZZ_CORPUS_KEEP:-}" ]; then
    mkdir -p "$FUZZ_CORPUS_KEEP/$target"
    find "$corpus/$target" -type f -exec cp -n -t "$FUZZ_CORPUS_KEEP/$target/" {} +
  fi
  echo "$target: $runs runs in $(( $(date +%s) - started ))s ($speed/s), coverage $coverage edges, corpus $(ls "$corpus/$target" | wc -l) inputs: $result"
  [ "$result" != "no finding" ] || rm -f "$log"
done
exit $status
