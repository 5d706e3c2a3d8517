#!/usr/bin/env bash
# The README's first command: build agentvet and run it on the example
# agent in examples/, printing its findings.
#
#	scripts/demo.sh
#
# The findings are the point of the demo, so it exits 0 only when they are
# exactly the ones examples/EXPECTED.md lists (file, line, analyzer), and 1
# when one is missing, another appears, or agentvet could not run.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false

go build -o bin/agentvet ./cmd/agentvet

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "\$ cd examples && ../bin/agentvet ./..."
set +e
(cd examples && ../bin/agentvet ./...) >"$tmp/out" 2>"$tmp/err"
rc=$?
set -e
cat "$tmp/out"
cat "$tmp/err" >&2
# 0: no findings, 1: findings; 2 (usage) and 3 (load error): it did not run.
if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then
	echo "FAIL: agentvet exited $rc" >&2
	exit 1
fi

# "internal/peer/naive.go:28:3: fencecheck: message" -> "internal/peer/naive.go:28 fencecheck"
# (indented lines are a finding's path; they are not findings).
awk -F': ' '/^[^\t ].*\.go:[0-9]+/ { split($1, p, ":"); print p[1] ":" p[2], $2 }' "$tmp/out" | LC_ALL=C sort >"$tmp/got"
# "| internal/peer/naive.go | 28 | fencecheck | local | why |" -> "internal/peer/naive.go:28 fencecheck"
awk -F'|' '$2 ~ /\.go[ ]*$/ { gsub(/ /, "", $2); gsub(/ /, "", $3); gsub(/ /, "", $4); print $2 ":" $3, $4 }' examples/EXPECTED.md | LC_ALL=C sort >"$tmp/want"
if [ ! -s "$tmp/want" ]; then
	echo "FAIL: no findings listed in examples/EXPECTED.md" >&2
	exit 1
fi

LC_ALL=C comm -23 "$tmp/want" "$tmp/got" | sed 's/^/FAIL: expected finding missing: /' >"$tmp/diff"
LC_ALL=C comm -13 "$tmp/want" "$tmp/got" | sed 's/^/FAIL: unexpected finding: /' >>"$tmp/diff"
if [ -s "$tmp/diff" ]; then
	cat "$tmp/diff" >&2
	exit 1
fi
echo
echo "agentvet found the $(wc -l <"$tmp/want") hazards examples/EXPECTED.md lists, and nothing in their guarded counterparts."
