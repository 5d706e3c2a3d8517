// Command vettool is agentvet as a bare go vet -vettool: unitchecker over
// analyzers.All(). The bench uses it when cmd/agentvet is not there to build,
// so the harness measures the same analyzers either way.
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/agentvet/agentvet/analyzers"
)

func main() { unitchecker.Main(analyzers.All()...) }
