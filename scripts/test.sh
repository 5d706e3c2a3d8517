#!/usr/bin/env bash
# The test command: go vet, then every test of agentvet — the runtime
# library, the analyzers on fixture modules that import the real SDKs, the
# built binary as a go vet tool and as the standalone CLI. Fixture modules
# download their SDKs from the module proxy on first use (testmod.Main), so a
# fresh machine needs nothing but Go.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local GOFLAGS=${GOFLAGS:--buildvcs=false}
go vet ./...
# The end-to-end packages build agentvet and run go vet with a fresh
# GOCACHE: give them more than go test's default ten minutes on a busy
# two-core machine.
go test -count=1 -timeout 25m ./...
