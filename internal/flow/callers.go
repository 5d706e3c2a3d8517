package flow

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// callSites returns the calls of fn in this package when they are all of
// its uses: fn is an unexported function or method of the package, no
// instruction takes it as a value (stored, passed, bound as a method
// value), and, for a method, no interface of the package has a method of
// its name (an interface call may reach it; only this package's
// interfaces can name an unexported method). ok is false otherwise; then
// a caller may exist that the package cannot see. The index is built on
// first use, in the order of the package's families.
func (p *pkgState) callSites(fn *ssa.Function) (sites []ssa.CallInstruction, ok bool) {
	if fn == nil || fn.Pkg != p.ssaPkg || fn.Parent() != nil ||
		fn.Object() == nil || token.IsExported(fn.Object().Name()) {
		return nil, false
	}
	if p.sites == nil {
		p.indexCallSites()
	}
	if recv := fn.Signature.Recv(); recv != nil {
		if fn.Signature.RecvTypeParams().Len() > 0 || p.ifaceMethods[fn.Name()] {
			return nil, false
		}
	}
	if p.escaped[fn] || p.escapedObjs[fn.Object()] {
		return nil, false
	}
	return p.sites[fn], true
}

// indexCallSites records every static call of a function of the package,
// and every function used as a value.
func (p *pkgState) indexCallSites() {
	p.sites = map[*ssa.Function][]ssa.CallInstruction{}
	p.escaped = map[*ssa.Function]bool{}
	p.escapedObjs = map[types.Object]bool{}
	p.ifaceMethods = map[string]bool{}
	for _, obj := range p.pass.TypesInfo.Defs {
		if m, ok := obj.(*types.Func); ok {
			if recv := m.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
				p.ifaceMethods[m.Name()] = true
			}
		}
	}
	var ops []*ssa.Value
	for _, f := range p.fams {
		for _, fn := range f.fns {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					ops = instr.Operands(ops[:0])
					if ci, ok := instr.(ssa.CallInstruction); ok {
						if callee, ok := ci.Common().Value.(*ssa.Function); ok && !ci.Common().IsInvoke() {
							p.sites[callee] = append(p.sites[callee], ci)
							ops = ops[1:] // the callee itself is not a use as a value
						}
					}
					for _, op := range ops {
						if op == nil {
							continue
						}
						if g, ok := (*op).(*ssa.Function); ok {
							p.escaped[g] = true
							if g.Object() != nil {
								// A method value's or expression's
								// wrapper stands for the method.
								p.escapedObjs[g.Object()] = true
							}
						}
					}
				}
			}
		}
	}
}
