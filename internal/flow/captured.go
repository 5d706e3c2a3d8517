package flow

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// capturedStores returns the values stored in the variable load reads,
// when that variable is a local that closures capture: SSA keeps such a
// variable in memory (an Alloc) and hands the closures its address (a
// FreeVar bound by MakeClosure; bindings are the family's). The stores are the enclosing function's
// and those of every closure bound to the variable. False when the
// variable is anything else, or its address goes anywhere but a load, a
// store or a closure's binding (then something out of sight may write
// it).
func capturedStores(load *ssa.UnOp, bindings map[*ssa.FreeVar][]ssa.Value) ([]ssa.Value, bool) {
	if load.Op != token.MUL {
		return nil, false
	}
	addr := load.X
	if fv, ok := addr.(*ssa.FreeVar); ok {
		if len(bindings[fv]) != 1 {
			return nil, false
		}
		addr = bindings[fv][0]
	}
	alloc, ok := addr.(*ssa.Alloc)
	if !ok || !alloc.Heap {
		return nil, false
	}
	var out []ssa.Value
	var collect func(addr ssa.Value, depth int) bool
	collect = func(addr ssa.Value, depth int) bool {
		refs := addr.Referrers()
		if refs == nil || depth > 2 {
			return false
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Addr != addr {
					return false // the address itself is stored
				}
				out = append(out, r.Val)
			case *ssa.UnOp:
				if r.Op != token.MUL {
					return false
				}
			case *ssa.DebugRef:
			case *ssa.MakeClosure:
				for i, b := range r.Bindings {
					if b != addr {
						continue
					}
					fn := r.Fn.(*ssa.Function)
					if i >= len(fn.FreeVars) || !collect(fn.FreeVars[i], depth+1) {
						return false
					}
				}
			default:
				return false
			}
		}
		return true
	}
	if !collect(alloc, 0) {
		return nil, false
	}
	return out, true
}
