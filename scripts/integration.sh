#!/usr/bin/env bash
# Integration step: build golangci-lint v2 with the agentvet module plugins
# compiled in (tools/golangci-lint-agentvet, from the Go module proxy, no
# `golangci-lint custom` and no git clone), run it on the example agent with
# examples/.golangci.yml, and compare its findings with examples/EXPECTED.md.
#
# Exits non-zero when golangci-lint cannot run, when an expected finding is
# missing, or when one that is not expected appears.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# .custom-gcl.yml (for `golangci-lint custom`) and the offline build must
# name the same golangci-lint.
want=$(awk '$1 == "github.com/golangci/golangci-lint/v2" { print $2 }' tools/golangci-lint-agentvet/go.mod)
have=$(awk '$1 == "version:" { print $2; exit }' .custom-gcl.yml)
if [ -z "$want" ] || [ "$want" != "$have" ]; then
	echo "FAIL: .custom-gcl.yml builds golangci-lint ${have:-?}, tools/golangci-lint-agentvet requires ${want:-?}" >&2
	exit 1
fi

bin=$root/bin/golangci-lint-agentvet
echo "== building $bin"
(cd tools/golangci-lint-agentvet && go vet . && go test -count=1 . && go build -o "$bin" .)
"$bin" version

echo "== building examples/"
(cd examples && go build ./... && go vet -tags e2e ./... && go test -count=1 -tags e2e ./...)

# A result cache of our own: the binary's version is salted with its own
# hash (see tools/golangci-lint-agentvet/main.go), so a shared cache would
# be correct too, but a fresh one makes this step independent of whatever
# ran before it on this machine.
export GOLANGCI_LINT_CACHE=$tmp/golangci-cache

echo "== golangci-lint run (examples/)"
set +e
(cd examples && "$bin" run \
	--output.tab.path=stdout --output.tab.print-linter-name --output.tab.colors=false \
	--show-stats=false ./...) >"$tmp/out" 2>"$tmp/err"
rc=$?
set -e
cat "$tmp/out"
# 0: no issues, 1: issues found; anything else: golangci-lint did not run.
if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then
	cat "$tmp/err" >&2
	echo "FAIL: golangci-lint exited $rc" >&2
	exit 1
fi

# A setting the analyzer does not have is an error, not a silent no-op.
sed 's/^\( *\)argv: true$/\1argvv: true/' examples/.golangci.yml >"$tmp/bad.yml"
grep -q 'argvv: true' "$tmp/bad.yml"
if (cd examples && "$bin" run -c "$tmp/bad.yml" ./...) >"$tmp/bad.out" 2>&1; then
	echo "FAIL: golangci-lint accepted an unknown taintflow setting" >&2
	exit 1
fi
if ! grep -q 'taintflow: settings: unknown key "argvv"' "$tmp/bad.out"; then
	cat "$tmp/bad.out" >&2
	echo "FAIL: an unknown taintflow setting did not name the key" >&2
	exit 1
fi

# "internal/peer/naive.go:28:3   fencecheck   message" -> "internal/peer/naive.go:28 fencecheck".
# golangci-lint turns each step of a finding's path (the diagnostic's
# related information) into an issue of its own, "LINTER(related
# information): ..."; those are not findings.
awk 'NF >= 2 && $1 ~ /\.go:[0-9]+/ && index($0, "(related information):") == 0 { split($1, p, ":"); print p[1] ":" p[2], $2 }' "$tmp/out" | LC_ALL=C sort >"$tmp/got"
# "| internal/peer/naive.go | 28 | fencecheck | local | why |" -> "internal/peer/naive.go:28 fencecheck"
awk -F'|' '$2 ~ /\.go[ ]*$/ { gsub(/ /, "", $2); gsub(/ /, "", $3); gsub(/ /, "", $4); print $2 ":" $3, $4 }' examples/EXPECTED.md | LC_ALL=C sort >"$tmp/want"

if [ ! -s "$tmp/want" ]; then
	echo "FAIL: no findings listed in examples/EXPECTED.md" >&2
	exit 1
fi
if ! grep -q '| cross-package |' examples/EXPECTED.md; then
	echo "FAIL: examples/EXPECTED.md lists no cross-package finding (one found through an analysis fact)" >&2
	exit 1
fi

LC_ALL=C comm -23 "$tmp/want" "$tmp/got" | sed 's/^/FAIL: expected finding missing: /' >"$tmp/diff"
LC_ALL=C comm -13 "$tmp/want" "$tmp/got" | sed 's/^/FAIL: unexpected finding: /' >>"$tmp/diff"
if [ -s "$tmp/diff" ]; then
	cat "$tmp/diff" >&2
	exit 1
fi
echo "OK: golangci-lint reported exactly the $(wc -l <"$tmp/want") findings of examples/EXPECTED.md"

# The `config` setting reaches the engine, and golangci-lint's result cache
# follows the policy file (the plugin records its hash in the settings):
# one policy file, edited between runs that share the cache. Allowing web
# text in user messages drops exactly the one fencecheck finding of that
# kind; taking the allow out brings it back; an unknown key fails the run,
# naming the file, line and key.
policy=$tmp/agentvet.yaml
sed 's#^\( *\)argv: true$#\1argv: true\n\1config: '"$policy"'#' examples/.golangci.yml >"$tmp/with-config.yml"
grep -q "config: $policy" "$tmp/with-config.yml"
# Paths relative to the working directory, not to this file in $tmp.
printf 'run:\n  relative-path-mode: wd\n' >>"$tmp/with-config.yml"
with_config() { # output-file
	set +e
	(cd examples && "$bin" run -c "$tmp/with-config.yml" \
		--output.tab.path=stdout --output.tab.print-linter-name --output.tab.colors=false \
		--show-stats=false ./...) >"$1" 2>&1
	local rc=$?
	set -e
	awk 'NF >= 2 && $1 ~ /\.go:[0-9]+/ && index($0, "(related information):") == 0 { split($1, p, ":"); print p[1] ":" p[2], $2 }' "$1" | LC_ALL=C sort >"$1.got"
	return $rc
}
printf 'allow:\n  - kind: web\n    position: user\n    reason: integration check of the plugin config setting\n' >"$policy"
with_config "$tmp/allow.out" || true
grep -v '^internal/peer/naive.go:28 fencecheck$' "$tmp/want" >"$tmp/allow.want"
if ! cmp -s "$tmp/allow.want" "$tmp/allow.out.got"; then
	cat "$tmp/allow.out" >&2
	echo "FAIL: with config: allowing web text in user messages should drop exactly internal/peer/naive.go:28 fencecheck" >&2
	exit 1
fi
printf 'allow: []\n' >"$policy"
with_config "$tmp/noallow.out" || true
if ! cmp -s "$tmp/want" "$tmp/noallow.out.got"; then
	cat "$tmp/noallow.out" >&2
	echo "FAIL: after the allow entry was removed from the policy file, golangci-lint did not report its finding again (stale cache?)" >&2
	exit 1
fi
printf 'bogus: 1\n' >"$policy"
if with_config "$tmp/bad-policy.out"; then
	echo "FAIL: a policy file with an unknown key did not fail golangci-lint" >&2
	exit 1
fi
if ! grep -q 'agentvet.yaml:1: bogus: unknown key' "$tmp/bad-policy.out"; then
	cat "$tmp/bad-policy.out" >&2
	echo "FAIL: a policy file with an unknown key did not name the file, line and key" >&2
	exit 1
fi
echo "OK: the config setting reaches the engine, and a policy edit is a cache miss"
