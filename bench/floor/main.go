// Command floor is the do-nothing vettool the bench measures agentvet
// against (see bench/internal/floor for why it declares a fact type).
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/agentvet/agentvet/bench/internal/floor"
)

func main() { unitchecker.Main(floor.Analyzer) }
