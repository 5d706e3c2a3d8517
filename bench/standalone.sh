#!/usr/bin/env bash
# The standalone command against go vet (issue 13): peak RSS, rerun cost
# and determinism on langchaingo and the two largest repositories of the
# real-code set, in one run. Flags go to bench/standalone:
#
#   bench/standalone.sh -corpus picoclaw -runs 3
#
# The report goes to stdout as Markdown and to bench/results/standalone-*.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
exec go run ./bench/standalone "$@"
