#!/usr/bin/env bash
# `make fuzz SECONDS=N`: builds Sanad's libFuzzer targets (Package.swift declares them only when
# SANAD_FUZZ is set) with -sanitize=fuzzer,address, seeds each corpus from the real sample
# content (generated here, not committed), runs each target for N seconds, and prints its runs,
# coverage and findings. A crash, leak or timeout leaves its input in build/fuzz/findings/ and
# makes the script fail. `make test` runs it for a few seconds per target as a smoke test.
# Usage: scripts/fuzz.sh [SECONDS]   (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
targets=(fuzz-citations fuzz-bundle-json)
flags=(-c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
for target in "${targets[@]}"; do
  SANAD_FUZZ=1 swift build "${flags[@]}" --product "$target" >/dev/null
done
bin=$(SANAD_FUZZ=1 swift build "${flags[@]}" --show-bin-path)

work=build/fuzz
# Each run seeds a corpus of its own (two runs at once do not share one), removed at the end.
corpus="$work/corpus-$$"
trap 'rm -rf "$corpus"' EXIT
mkdir -p "$corpus/fuzz-citations" "$corpus/fuzz-bundle-json" "$work/findings"
# Seeds: every Qur'an and hadith reference the sample content cites, and every JSON file of its
# bundle (the manifest, lessons, categories, citations…).
grep -rhoE '(quran|hadith): *"?[^",}]+' content-src | sed -E 's/^[a-z]+: *"?//' | sort -u | \
  awk -v dir="$corpus/fuzz-citations" '{ print > (dir "/seed-" NR) }'
grep -rhoE '\[!(QURAN|HADITH) [^]]+' content-src | sed -E 's/^\[!(QURAN|HADITH) //' | sort -u | \
  awk -v dir="$corpus/fuzz-citations" '{ print > (dir "/callout-" NR) }'
SOURCE_DATE_EPOCH=0 .build/debug/sanad build --source content-src --output "$work/bundle" --no-cache >/dev/null 2>&1 || \
  { swift build --product sanad >/dev/null && SOURCE_DATE_EPOCH=0 .build/debug/sanad build --source content-src --output "$work/bundle" --no-cache >/dev/null; }
find "$work/bundle" -name '*.json' -size -64k -exec cp {} "$corpus/fuzz-bundle-json/" \;

status=0
for target in "${targets[@]}"; do
  log="$work/$target-$$.log"
  if "$bin/$target" -max_total_time="$seconds" -print_final_stats=1 -max_len=65536 -timeout=10 \
      -artifact_prefix="$work/findings/$target-" "$corpus/$target" >"$log" 2>&1; then
    result="no finding"
  else
    result="FINDING: see $work/findings/ and $log"
    status=1
  fi
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo 0)
  speed=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo 0)
  coverage=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)
  echo "$target: $runs runs in ${seconds}s ($speed/s), coverage $coverage edges, corpus $(ls "$corpus/$target" | wc -l) inputs: $result"
done
exit $status
