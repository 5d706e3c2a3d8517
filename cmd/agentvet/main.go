// Command agentvet checks Go code that assembles LLM requests: third-party
// text (MCP tool results, A2A replies, fetched pages, RAG chunks) must
// never reach an instruction position.
//
// It runs three ways:
//
//	go vet -vettool=$(command -v agentvet) ./...
//	agentvet [-format text|json|sarif] [-config agentvet.yaml] [-baseline FILE] [packages]
//	agentvet unwraps [-format text|json] [packages]
//
// Run agentvet help for the analyzers, their flags and the exit statuses.
package main

import (
	"os"

	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/agentvet/agentvet/analyzers"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/cli"
)

func main() {
	args := os.Args[1:]
	if cli.IsVetInvocation(args) {
		// go vet's protocol (-V=full, -flags, then one unit.cfg per
		// package) is x/tools' unitchecker, which exits by itself.
		unitchecker.Main(analyzers.All()...)
		return
	}
	cmd := &cli.Command{Analyzers: analyzers.All(), Stdout: os.Stdout, Stderr: os.Stderr}
	os.Exit(cmd.Run(args))
}
