package verbpin

import (
	"go/types"
	"sort"

	"golang.org/x/tools/go/types/objectpath"
)

// undecidedVerb is the verb of the facts a package that ran out of its
// budget exports for its functions (fail closed).
const undecidedVerb = "(undecided)"

// export exports the facts other packages need: a FuncFact for every
// callable function that reaches a verb or builds one from its
// parameters, a ResultFact for every one whose results a caller can use,
// a VarFact for every field and package variable of this package that
// holds a pty master, and, when any of those was exported, the
// PackageFact. decided is false when the package ran out of its budget:
// every callable function with calls is then exported as possibly
// reaching a verb (fail closed).
func (s *solver) export(decided bool) {
	pass := s.pass
	exported := false
	for _, fn := range s.g.funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Synthetic != "" || fn.Parent() != nil || !callable(obj, pass.Pkg) {
			continue
		}
		sum := s.sums[fn]
		if !decided && len(s.g.sites[fn]) > 0 && (sum == nil || sum.reach == nil) {
			sum = &summary{reach: &hit{verb: undecidedVerb, steps: []step{{name: "budget exceeded in " + pass.Pkg.Path()}}}}
		}
		if sum != nil {
			if f := toFact(sum); f != nil {
				pass.ExportObjectFact(obj, f)
				exported = true
			}
		}
		if f := s.resultFact(fn); f != nil {
			pass.ExportObjectFact(obj, f)
			exported = true
		}
	}
	for _, key := range s.ownStores() {
		if ms := s.storedMarks(key); len(ms) > 0 {
			pass.ExportObjectFact(key, &VarFact{Values: ms})
			exported = true
		}
	}
	if exported {
		pass.ExportPackageFact(&PackageFact{Pty: s.d.pty})
	}
}

// ownStores are the fields and package variables of this package the
// package stores values in (pty packages only), those another package
// can name, in a stable order.
func (s *solver) ownStores() []types.Object {
	var out []types.Object
	for key := range s.g.storedVals {
		if key.Pkg() != s.pass.Pkg || !key.Exported() {
			continue // another package cannot name it
		}
		if _, err := objectpath.For(key); err != nil {
			continue // a local type's field: no other package can reach it
		}
		out = append(out, key)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}
