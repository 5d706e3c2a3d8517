#!/usr/bin/env bash
# The test command: unit, analyzer and end-to-end tests of agentvet.
# Fixture modules download their SDKs from the module proxy on first use.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
go vet ./...
go test -count=1 ./...
