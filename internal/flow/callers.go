package flow

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// callSites returns the calls of fn in this package when they are all of
// its uses: fn is an unexported function (not a method: an interface may
// call those) of the package, and no instruction takes it as a value
// (stored, passed, bound). ok is false otherwise; then a caller may exist
// that the package cannot see. The index is built on first use, in the
// order of the package's families.
func (p *pkgState) callSites(fn *ssa.Function) (sites []ssa.CallInstruction, ok bool) {
	if fn == nil || fn.Pkg != p.ssaPkg || fn.Parent() != nil || fn.Signature.Recv() != nil ||
		fn.Object() == nil || token.IsExported(fn.Object().Name()) {
		return nil, false
	}
	if p.sites == nil {
		p.indexCallSites()
	}
	if p.escaped[fn] {
		return nil, false
	}
	return p.sites[fn], true
}

// indexCallSites records every static call of a function of the package,
// and every function used as a value.
func (p *pkgState) indexCallSites() {
	p.sites = map[*ssa.Function][]ssa.CallInstruction{}
	p.escaped = map[*ssa.Function]bool{}
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
						}
					}
				}
			}
		}
	}
}
