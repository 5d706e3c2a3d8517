package flow

import (
	"golang.org/x/tools/go/ssa"
)

// maxPointsRounds bounds the rounds of the points-to fixpoint of a family;
// past it the locations found so far stand (each round only adds).
const maxPointsRounds = 32

// maxKeys bounds the locations of one value: past it a value keeps the
// ones found first (the budget of a pathological function, not of real
// code).
const maxKeys = 64

// prepare computes, once, what the family's values point to: the closure
// bindings of its free variables, then the locations of every value, to a
// fixpoint (a phi in a loop, a pointer loaded back from where it was
// stored), and the index of the values stored at each location.
func (f *fam) prepare() {
	if f.addrMap != nil {
		return
	}
	f.addrMap = map[ssa.Value][]memKey{}
	f.bindClosures()
	var values []ssa.Value
	var stores []*ssa.Store
	for _, fn := range f.fns {
		for _, p := range fn.Params {
			values = append(values, p)
		}
		for _, fv := range fn.FreeVars {
			values = append(values, fv)
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if v, ok := instr.(ssa.Value); ok {
					values = append(values, v)
				}
				if st, ok := instr.(*ssa.Store); ok {
					stores = append(stores, st)
				}
			}
		}
	}
	f.stores = stores
	get := func(w ssa.Value) []memKey {
		if ks, ok := f.addrMap[w]; ok {
			return ks
		}
		switch w.(type) {
		case *ssa.Const, *ssa.Function, *ssa.Builtin:
			return nil
		}
		// A global, or a value not computed yet in this round.
		if _, isGlobal := w.(*ssa.Global); isGlobal {
			return []memKey{{w, ""}}
		}
		return nil
	}
	for round := 0; round < maxPointsRounds; round++ {
		idx := f.indexStoresBy(get)
		storesAt := func(k memKey) []ssa.Value { return idx[k] }
		changed := false
		for _, v := range values {
			ks := f.addrRule(v, get, storesAt)
			if len(ks) > maxKeys {
				ks = ks[:maxKeys]
			}
			if len(ks) != len(f.addrMap[v]) {
				// Every rule only adds locations as its operands gain
				// them: a set of another size is a larger one.
				f.addrMap[v] = mergeKeys(f.addrMap[v], ks)
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	f.storeIdx = f.indexStoresBy(get)

}

// indexStoresBy indexes the family's stores by the locations of their
// addresses.
func (f *fam) indexStoresBy(get func(ssa.Value) []memKey) map[memKey][]ssa.Value {
	idx := map[memKey][]ssa.Value{}
	for _, st := range f.stores {
		for _, k := range get(st.Addr) {
			idx[k] = append(idx[k], st.Val)
		}
	}
	return idx
}

// mergeKeys returns old with the keys of add it lacks appended.
func mergeKeys(old, add []memKey) []memKey {
	return dedupKeys(append(append([]memKey(nil), old...), add...))
}

// bindClosures records, for each free variable of a function literal of
// the family, the values bound to it.
func (f *fam) bindClosures() { f.bindings = closureBindings(f.fns) }

// closureBindings maps each free variable of a function literal that fns
// create to the values their MakeClosures bind to it.
func closureBindings(fns []*ssa.Function) map[*ssa.FreeVar][]ssa.Value {
	out := map[*ssa.FreeVar][]ssa.Value{}
	for _, fn := range fns {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				mc, ok := instr.(*ssa.MakeClosure)
				if !ok {
					continue
				}
				target, ok := mc.Fn.(*ssa.Function)
				if !ok {
					continue
				}
				for i, bv := range mc.Bindings {
					if i < len(target.FreeVars) {
						fv := target.FreeVars[i]
						out[fv] = append(out[fv], bv)
					}
				}
			}
		}
	}
	return out
}
