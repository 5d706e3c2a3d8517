#!/usr/bin/env bash
# The test command: go vet, then every test of agentvet — the runtime
# library, the analyzers on fixture modules that import the real SDKs, the
# built binary as a go vet tool and as the standalone CLI. Fixture modules
# download their SDKs from the module proxy on first use (testmod.Main), so a
# fresh machine needs nothing but Go.
#
# Two tiers. `go test ./...` alone is the fast tier: unit tests and
# fixtures that import no SDK, offline once the main module's requirements
# are in the module cache. Every test file that loads a real-SDK fixture
# module, builds a tool or runs go vet or the binary end to end carries
# `//go:build heavy`; this script runs both tiers, and vets both builds.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local GOFLAGS=${GOFLAGS:--buildvcs=false}
go vet ./...
go vet -tags heavy ./...
# The end-to-end packages build agentvet and run go vet with a fresh
# GOCACHE, and the fixture modules type-check the SDKs from source: give
# them more than go test's default ten minutes on a busy two-core machine.
go test -tags heavy -count=1 -timeout 40m ./...
