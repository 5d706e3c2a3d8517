package cli

import (
	"flag"
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// help implements agentvet help [analyzer].
func (c *Command) help(args []string) int {
	switch len(args) {
	case 0:
		fs := flag.NewFlagSet("agentvet", flag.ContinueOnError)
		var (
			lf loadFlags
			cf checkFlags
		)
		lf.register(fs)
		cf.register(fs)
		c.usage(c.Stdout, fs)
		fmt.Fprint(c.Stdout, "\nAnalyzers (agentvet help NAME for details and flags):\n")
		for _, a := range c.Analyzers {
			fmt.Fprintf(c.Stdout, "\t%-12s %s\n", a.Name, summary(a))
		}
		return ExitClean
	case 1:
		for _, a := range c.Analyzers {
			if a.Name == args[0] {
				c.analyzerHelp(a)
				return ExitClean
			}
		}
		c.errorf("help: no analyzer %q (agentvet help lists them)", args[0])
		return ExitUsage
	}
	c.errorf("help takes at most one analyzer name")
	return ExitUsage
}

// summary is the first line of a's Doc without the "name: " prefix.
func summary(a *analysis.Analyzer) string {
	first, _, _ := strings.Cut(a.Doc, "\n")
	return strings.TrimPrefix(first, a.Name+": ")
}

func (c *Command) analyzerHelp(a *analysis.Analyzer) {
	fmt.Fprintf(c.Stdout, "%s\n", a.Doc)
	if a.URL != "" {
		fmt.Fprintf(c.Stdout, "\nMore: %s\n", a.URL)
	}
	fs := flag.NewFlagSet(a.Name, flag.ContinueOnError)
	fs.Bool(a.Name, true, "enable the "+a.Name+" analyzer")
	a.Flags.VisitAll(func(f *flag.Flag) {
		fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
	})
	fmt.Fprint(c.Stdout, "\nFlags (also through go vet -vettool):\n")
	fs.SetOutput(c.Stdout)
	fs.PrintDefaults()
}
