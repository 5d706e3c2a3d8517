package flow

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Package-level state across packages: a summary that reads a variable
// (a registry's lookup) says so with a flow from the variable, and one
// that writes it (a registry's Register) with a flow into it; a caller
// keeps what it stored in the variable, and a variable's own package
// exports what its functions stored there as a fact.

// globalName names a package-level variable for a fact: "pkg/path.v".
func globalName(g *ssa.Global) string {
	return g.Pkg.Pkg.Path() + "." + g.Name()
}

// globalNamed returns the variable a fact names, in this package's SSA
// program (creating its package there when only a fact mentions it).
func (p *pkgState) globalNamed(name string) *ssa.Global {
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return nil
	}
	tp := p.depPackage(name[:i])
	if tp == nil {
		return nil
	}
	prog := p.ssaPkg.Prog
	sp := prog.Package(tp)
	if sp == nil {
		sp = prog.CreatePackage(tp, nil, nil, true)
	}
	g := sp.Var(name[i+1:])
	return g
}

// flowSource returns the value a summary's flow or sink starts from:
// argument param, or the package-level variable global.
func (f *fam) flowSource(param int, global string, args []ssa.Value) ssa.Value {
	if global != "" {
		if g := f.pkg.globalNamed(global); g != nil {
			return g
		}
		return nil
	}
	if param < 0 || param >= len(args) {
		return nil
	}
	return args[param]
}

func sortedGlobals(m map[*ssa.Global]partSet) []*ssa.Global {
	gs := make([]*ssa.Global, 0, len(m))
	for g := range m {
		gs = append(gs, g)
	}
	sortByPos(gs, func(g *ssa.Global) token.Pos { return g.Pos() })
	return gs
}
