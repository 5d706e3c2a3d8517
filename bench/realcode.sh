#!/usr/bin/env bash
# The real-code accuracy bench (see bench/realcode/README.md): agentvet over
# the Go agent repositories of bench/realcode/repos.yaml, every finding
# judged by bench/realcode/triage/NAME.yaml, hand-found hazards matched,
# wall time and peak RSS against go vet's on the same tree. Flags go to
# bench/realcode:
#
#   bench/realcode.sh                          # all repositories
#   bench/realcode.sh -only picoclaw,gollm -repeat 2
#   bench/realcode.sh -update-triage           # append NEW findings to the triage files
#   bench/realcode.sh -write-readme            # regenerate README.md's "Accuracy on real code"
#
# The report goes to stdout, the full results to bench/results/realcode.json.
# Exit status: 0 done, 1 a tree could not be had or outputs differed
# between runs, 2 the bench itself failed.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
exec go run ./bench/realcode "$@"
