// Package cli is the agentvet command line: the standalone checker
// (text, JSON or SARIF, with a configuration file and a baseline gate) and
// its subcommands unwraps, version and help. The standalone checker runs
// go vet with this same binary as its tool (package driver); as a go vet
// tool the binary is package vettool, and IsVetInvocation tells the two
// apart.
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
	// ExitLoad: a package did not load or type-check, or an analyzer
	// failed on it: the result is incomplete (the findings of the other
	// packages are still reported).
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
	// Vettool is the agentvet binary go vet runs, built with the same
	// Analyzers; "" is this executable.
	Vettool string
	// Env is the environment of the go commands it runs; nil is this
	// process's.
	Env []string
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

// vettool returns the binary go vet runs.
func (c *Command) vettool() (string, error) {
	if c.Vettool != "" {
		return c.Vettool, nil
	}
	return os.Executable()
}

// dir returns the absolute directory the command works in.
func (c *Command) dir() (string, error) {
	if c.Dir != "" {
		return c.Dir, nil
	}
	return os.Getwd()
}
