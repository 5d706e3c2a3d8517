// Command vettool is verbpin alone as a go vet -vettool, built by the
// package's test to check the facts route of go vet (dependencies analysed
// for facts only).
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/agentvet/agentvet/verbpin"
)

func main() { unitchecker.Main(verbpin.Analyzer) }
