#!/usr/bin/env bash
# `make example` (and `make check`): builds Examples/LessonsApp, whose target compiles its content folder with Sanad's
# SwiftPM plugin, and runs its test, which opens the bundle from `Bundle.module` through
# SanadRuntime. Before the test, makes a mistake in a lesson and checks that the build fails
# with Sanad's diagnostic, located, in the build log; the lesson is put back whatever happens.
# Everything is built with the tests' flags (`--build-tests`), so no step rebuilds another's.
set -euo pipefail
cd "$(dirname "$0")/../Examples/LessonsApp"
echo "test-example: building the app and its test (the plugin's sanad is built for the host first)"
swift build --build-tests

# The mistake is made in a copy of a lesson's bytes put back on exit, rather than in a new file:
# SwiftPM replans (and recompiles the plugin's tool) when the content folder gains a file, but
# a changed file only reruns the plugin's command.
lesson=Sources/LessonContent/content-src/categories/first-steps/01-speak-good-or-stay-silent.md
saved=$(mktemp) log=$(mktemp)
cp -p "$lesson" "$saved"
trap 'cp -p "$saved" "$lesson"; rm -f "$saved" "$log"' EXIT
# No `sed -i`: its spelling differs between GNU and BSD sed, and the example is for Macs too.
sed 's/^title: /titel: /' "$saved" >"$lesson"
if swift build --build-tests >"$log" 2>&1; then
  cat "$log"
  echo "test-example: FAILED: the app built with a mistake in its content" >&2
  exit 1
fi
if ! grep -qF "$lesson:3:1: error[S0003]: unknown property 'titel'" "$log" || ! grep -q "did you mean 'title'" "$log"; then
  cat "$log"
  echo "test-example: FAILED: the build failed without Sanad's diagnostic for the mistake" >&2
  exit 1
fi
cp -p "$saved" "$lesson"
swift build --build-tests >/dev/null
# Last: a build after `swift test` would build everything again. A crash must fail the run, not
# hang it: Swift's backtracer was seen to wait for minutes on a crashed test process.
SWIFT_BACKTRACE=enable=no timeout 600 swift test --skip-build
echo "test-example: the plugin compiled the content, the app's test opened it, and a mistake failed the build with its diagnostic"
