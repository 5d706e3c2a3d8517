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

	"github.com/agentvet/agentvet/analyzers"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/cli"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/vettool"
)

func main() {
	args := os.Args[1:]
	if cli.IsVetInvocation(args) {
		// go vet's protocol (-V=full, -flags, then one unit.cfg per
		// package): x/tools' unitchecker, which exits by itself. The
		// standalone command below runs go vet with this binary.
		vettool.Main(analyzers.All()...)
		return
	}
	cmd := &cli.Command{Analyzers: analyzers.All(), Stdout: os.Stdout, Stderr: os.Stderr}
	os.Exit(cmd.Run(args))
}
