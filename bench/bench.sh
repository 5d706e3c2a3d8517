#!/usr/bin/env bash
# The performance bench (see bench/README.md): agentvet under go vet against
# go vet's own analyzers and a do-nothing floor vettool, on mcp-go, x/tools
# and langchaingo from the module proxy. Flags go to vetbench:
#
#   bench/bench.sh -rounds 3 -corpus mcp-go,x-tools -fullcold none
#
# Medians go to stdout as Markdown and to bench/results/vetbench-*.{md,json}.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
exec go run ./bench/vetbench "$@"
