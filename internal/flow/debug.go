package flow

import (
	"fmt"
	"go/token"
	"os"
	"strings"

	"github.com/agentvet/agentvet/internal/policy"
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

// debugSink prints, to standard error, each third-party label of l that
// reaches position p at a position holding the flag -debug-at: its
// origin, the message role its text carries, its path, and the callee
// summary that carried it there. A false claim on real code is a label
// that should not have been in l; this says which one and how it came.
func (f *fam) debugSink(l labels, p policy.Position, what string, at token.Pos, only Flags) {
	pk := f.pkg
	posn := pk.pass.Fset.Position(at).String()
	if !strings.Contains(posn, pk.debugAt) {
		return
	}
	slot := string(p)
	if slot == "" {
		slot = "the position its role argument picks"
	}
	slot += " (" + what + ")"
	switch {
	case only&(roleNot|roleSet) != 0:
		slot += " in a block for any role but " + roleName(only)
	case only != 0:
		slot += " in a block for role " + roleName(only)
	}
	via := ""
	if f.carrier != "" {
		via = ", carried by " + f.carrier
	}
	for _, e := range l {
		src := &pk.sources[e.src]
		if !src.textual() {
			continue
		}
		role := "no role"
		if e.flags&roleMask != 0 {
			role = "role " + roleName(e.flags)
		}
		steps := make([]string, 0, len(src.path)+1)
		steps = append(steps, src.producer)
		for _, h := range src.path {
			steps = append(steps, h.What)
		}
		fmt.Fprintf(os.Stderr, "agentvet debug: %s: %s ← %s (%s, %s)%s: %s\n",
			posn, slot, src.origin, role, roleConflictNote(e.flags, only), via, strings.Join(steps, " → "))
	}
}

// roleConflictNote says whether the role test keeps the label out.
func roleConflictNote(flags, only Flags) string {
	if roleConflict(flags, only) {
		return "kept out by the role test"
	}
	return "reaches it"
}
