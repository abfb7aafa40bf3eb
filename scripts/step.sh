#!/usr/bin/env bash
# The steps of `make test` and `make check`: prints what a step is before it starts and how long it took after, so a
# long step is never silent. Usage: scripts/step.sh "N/M what" command [arguments...]
set -uo pipefail
label=$1; shift
echo "== make: $label" >&2
started=$(date +%s)
"$@"
status=$?
echo "== make: $label: $([ $status -eq 0 ] && echo done || echo "FAILED ($status)") in $(( $(date +%s) - started )) s" >&2
exit $status
