// Package cli is the agentvet command line: the standalone checker
// (text, JSON or SARIF, with a configuration file and a baseline gate) and
// its subcommands unwraps, version and help. The go vet -vettool route is
// x/tools' unitchecker; IsVetInvocation tells the two apart.
package cli

import (
	"fmt"
	"io"
	"os"

	"golang.org/x/tools/go/analysis"
)

// Exit statuses of the standalone command.
const (
	// ExitClean: no finding.
	ExitClean = 0
	// ExitFindings: at least one finding (also with -format json or
	// sarif; -exit-zero turns it into ExitClean).
	ExitFindings = 1
	// ExitUsage: a bad flag, argument, configuration or baseline file.
	ExitUsage = 2
	// ExitLoad: the packages did not load or type-check, or an analyzer
	// failed on them: the result would be incomplete.
	ExitLoad = 3
)

// Command is one agentvet process.
type Command struct {
	// Analyzers are the analyzers to run: analyzers.All() in the binary.
	Analyzers []*analysis.Analyzer
	Stdout    io.Writer
	Stderr    io.Writer
	// Dir is the directory packages are loaded from; "" is the
	// process's working directory.
	Dir string
}

// Run runs the command with args (without the program name) and returns
// its exit status.
func (c *Command) Run(args []string) int {
	if len(args) > 0 {
		switch args[0] {
		case "help":
			return c.help(args[1:])
		case "version":
			return c.version(args[1:])
		case "unwraps":
			return c.unwraps(args[1:])
		}
	}
	return c.check(args)
}

// errorf reports a message on stderr, prefixed with the program name.
func (c *Command) errorf(format string, args ...any) {
	fmt.Fprintf(c.Stderr, "agentvet: "+format+"\n", args...)
}

// dir returns the absolute directory the command works in.
func (c *Command) dir() (string, error) {
	if c.Dir != "" {
		return c.Dir, nil
	}
	return os.Getwd()
}
