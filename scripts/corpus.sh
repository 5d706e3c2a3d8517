#!/usr/bin/env bash
# The corpus reliability run (issue 6): agentvet over the standard library
# and large real modules from the module proxy, with zero panics, internal
# errors and analyzer errors allowed (dependencies' runs included), and the
# same JSON, byte for byte, across two runs and a GOMAXPROCS=1 run.
#
#   scripts/corpus.sh            # std + x/tools, client-go, langchaingo, mcp-go,
#                                # go-sdk, anthropic-sdk-go, openai-go, genai
#   scripts/corpus.sh -quick     # the CI subset: a few std packages and mcp-go
#   scripts/corpus.sh -targets std,mcp-go -determinism=false
#
# Exit status: 0 clean, 1 a problem or a difference, 2 the run itself failed.
# The report (package count, wall time, problems) goes to stdout and to
# bench/results/corpus-*.md; go vet's raw and merged JSON outputs to the work
# directory it names.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
exec go run ./bench/corpusrun "$@"
