#!/usr/bin/env bash
# Runs every runtime fuzz target for a fixed time each (default 10m), one
# after another, and prints the executions of each run. A crasher's input is
# kept by go test under the package's testdata/fuzz/FuzzXxx/: commit it.
#
#	scripts/fuzz.sh [duration]
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
d=${1:-10m}
fail=0
for target in taint:FuzzScan taint:FuzzValueJSON guard:FuzzFence guard:FuzzToolResultContent scrub:FuzzLine; do
	pkg=${target%%:*}
	fn=${target##*:}
	echo "== $pkg $fn ($d)"
	if ! go test "./$pkg" -run='^$' -fuzz="^${fn}\$" -fuzztime="$d" 2>&1 | tail -4; then
		fail=1
	fi
done
exit $fail
