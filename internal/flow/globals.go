package flow

import (
	"go/token"
	"go/types"
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
	if g := sp.Var(name[i+1:]); g != nil {
		return g
	}
	return p.hiddenGlobal(tp, name, name[i+1:])
}

// hiddenGlobal stands for an unexported package-level variable of a
// dependency. A dependency's types come from its export data, which
// leaves such a variable out of the package's scope, so SSA has no
// Global for it; yet the summaries of the package's functions name it (a
// registry's Register stores into it, its Lookup reads it), and what one
// call stores there another must read back. The stand-in is one variable
// (of any type: paths below it are kept as they come) in a package of its
// own with the dependency's path, which only this analysis sees; one per
// name, so that every summary naming the variable meets the same one.
// Its key is the variable's full name, as facts write it ("pkg.v").
func (p *pkgState) hiddenGlobal(tp *types.Package, key, name string) *ssa.Global {
	if g, ok := p.hiddenGlobals[key]; ok {
		return g
	}
	hp := types.NewPackage(tp.Path(), tp.Name())
	hp.Scope().Insert(types.NewVar(token.NoPos, hp, name, types.NewInterfaceType(nil, nil).Complete()))
	g := p.ssaPkg.Prog.CreatePackage(hp, nil, nil, false).Var(name)
	if p.hiddenGlobals == nil {
		p.hiddenGlobals = map[string]*ssa.Global{}
	}
	p.hiddenGlobals[key] = g
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
