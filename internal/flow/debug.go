package flow

import (
	"fmt"
	"os"
	"strings"
)

// debugSummaries prints, to standard error, the summary of each function
// whose full name holds pattern (the flag -debug), in the order of the
// package's families: reading the summaries along a finding's path is how
// a conflation is found on real code, where a fixture does not yet show it.
func (p *pkgState) debugSummaries(pattern string) {
	if pattern == "" {
		return
	}
	for _, f := range p.fams {
		name := f.root.String()
		if !strings.Contains(name, pattern) {
			continue
		}
		s := p.summaries[f.root]
		if s == nil {
			fmt.Fprintf(os.Stderr, "agentvet debug: %s: no summary\n", name)
			continue
		}
		fmt.Fprintf(os.Stderr, "agentvet debug: %s: %s\n", name, describeFunc(p.funcFact(s)))
	}
}
