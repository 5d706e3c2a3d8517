package verbpin

import (
	"go/token"
	"go/types"
	"path"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
	"github.com/agentvet/agentvet/verbpin/internal/verbs"
)

// masterMark is the value of a pseudo-terminal master: the pty class's
// verb is a write into it.
var masterMark = argv.Elem{Kind: argv.Mark, S: "pty master"}

// maxMarkDepth bounds the recursion of one question about a value.
const maxMarkDepth = 48

// marks returns what v, a value of fn, may be for the pty class: the
// master, a parameter of fn (the caller decides), or nothing known
// (Unknown). It follows conversions and interfaces, phis, results of
// calls (the table's sources and pass-throughs, local helpers, and
// ResultFacts), loads of fields and package variables the package (or,
// through a VarFact, another) stores a master in, local variables, and
// the variables a closure or a method value captured.
func (s *solver) marks(fn *ssa.Function, v ssa.Value) []argv.Elem {
	w := &markWalk{s: s, seen: map[ssa.Value]bool{}}
	out := w.value(fn, v, 0, true)
	if len(out) == 0 {
		return []argv.Elem{{Kind: argv.Unknown}}
	}
	return out
}

// markWalk answers one question; a value is visited at most once.
type markWalk struct {
	s     *solver
	seen  map[ssa.Value]bool
	steps int
}

// value returns the marks of v in fn. params says whether a parameter of
// fn is an answer (only in the function the question is about: a
// parameter of an enclosing function means nothing to a closure's
// summary).
func (w *markWalk) value(fn *ssa.Function, v ssa.Value, depth int, params bool) []argv.Elem {
	if v == nil || w.seen[v] || depth > maxMarkDepth || w.steps > maxValues {
		return nil
	}
	w.seen[v] = true
	w.steps++
	depth++
	switch v := v.(type) {
	case *ssa.Parameter:
		if params {
			for i, p := range fn.Params {
				if p == v {
					return []argv.Elem{{Kind: argv.Param, P: i, Index: -1}}
				}
			}
		}
	case *ssa.FreeVar:
		return w.captured(fn, v, depth, func(parent *ssa.Function, b ssa.Value) []argv.Elem {
			return w.value(parent, b, depth, false)
		})
	case *ssa.Extract:
		if c, ok := v.Tuple.(*ssa.Call); ok {
			return w.call(fn, &c.Call, v.Index, depth, params)
		}
	case *ssa.Call:
		return w.call(fn, &v.Call, 0, depth, params)
	case *ssa.MakeInterface:
		return w.value(fn, v.X, depth, params)
	case *ssa.ChangeInterface:
		return w.value(fn, v.X, depth, params)
	case *ssa.ChangeType:
		return w.value(fn, v.X, depth, params)
	case *ssa.Convert:
		return w.value(fn, v.X, depth, params)
	case *ssa.TypeAssert:
		return w.value(fn, v.X, depth, params)
	case *ssa.Phi:
		var out []argv.Elem
		for _, e := range v.Edges {
			out = union(out, w.value(fn, e, depth, params))
		}
		return out
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return w.load(fn, v.X, depth, params)
		}
	case *ssa.Field:
		if key := fieldOf(v.X.Type(), v.Field, false); key != nil {
			return w.s.storedMarks(key)
		}
	}
	return nil
}

// load returns the marks of what address addr of fn may hold.
func (w *markWalk) load(fn *ssa.Function, addr ssa.Value, depth int, params bool) []argv.Elem {
	if key := storeKey(addr); key != nil {
		return w.s.storedMarks(key)
	}
	switch a := addr.(type) {
	case *ssa.Alloc:
		// A local variable whose address is taken or captured.
		var out []argv.Elem
		for _, ref := range *a.Referrers() {
			if st, ok := ref.(*ssa.Store); ok && st.Addr == a {
				out = union(out, w.value(fn, st.Val, depth, params))
			}
		}
		return out
	case *ssa.FreeVar:
		// A captured variable: the bindings are its addresses in the
		// functions that made the closure.
		return w.captured(fn, a, depth, func(parent *ssa.Function, b ssa.Value) []argv.Elem {
			return w.load(parent, b, depth, false)
		})
	}
	return nil
}

// captured resolves a free variable of fn through every closure (or
// method value) the package makes of fn; only marks survive, since a
// parameter of another function means nothing here.
func (w *markWalk) captured(fn *ssa.Function, fv *ssa.FreeVar, depth int, resolve func(*ssa.Function, ssa.Value) []argv.Elem) []argv.Elem {
	i := -1
	for j, f := range fn.FreeVars {
		if f == fv {
			i = j
		}
	}
	var out []argv.Elem
	for _, c := range w.s.g.closures[fn] {
		if i >= 0 && i < len(c.bindings) {
			out = union(out, onlyMarks(resolve(c.parent, c.bindings[i])))
		}
	}
	return out
}

// call returns the marks of result i of call c in fn.
func (w *markWalk) call(fn *ssa.Function, c *ssa.CallCommon, i, depth int, params bool) []argv.Elem {
	callee := c.StaticCallee()
	if callee == nil {
		return nil
	}
	if obj, ok := callee.Object().(*types.Func); ok && !w.s.g.seen[callee] {
		if pr, ok := w.s.d.prim(obj.Origin().FullName()); ok {
			return w.prim(fn, c, pr, i, depth, params)
		}
	}
	var out []argv.Elem
	for _, e := range w.s.resultsOf(callee, i) {
		switch {
		case e.Kind == argv.Mark:
			out = union(out, []argv.Elem{e})
		case e.Kind == argv.Param && e.Index < 0 && e.P < len(c.Args):
			out = union(out, w.value(fn, c.Args[e.P], depth, params))
		}
	}
	return out
}

// prim returns the marks of result i of a call of a table row.
func (w *markWalk) prim(fn *ssa.Function, c *ssa.CallCommon, pr prim, i, depth int, params bool) []argv.Elem {
	switch pr.kind {
	case verbs.PtySource:
		if i == pr.result {
			return []argv.Elem{masterMark}
		}
	case verbs.PtyPass:
		if p := pr.args.At(0).P; i == pr.result && p < len(c.Args) {
			return w.value(fn, c.Args[p], depth, params)
		}
	case verbs.OpenCall:
		if p := pr.args.At(0).P; i == 0 && p < len(c.Args) {
			for _, e := range w.s.resolver(fn).String(c.Args[p]) {
				if e.Known() && openClass(path.Clean(e.S), verbs.PtyWrite) {
					return []argv.Elem{masterMark}
				}
			}
		}
	}
	return nil
}

// storedMarks are the marks of the values stored in a field or package
// variable: by this package's code, and, for another package's, by its
// VarFact.
func (s *solver) storedMarks(key types.Object) []argv.Elem {
	key = originVar(key)
	if out, ok := s.stored[key]; ok {
		return out
	}
	s.stored[key] = nil // a cycle through the same field adds nothing
	var out []argv.Elem
	if key.Pkg() != nil && key.Pkg() != s.pass.Pkg {
		var f VarFact
		if s.pass.ImportObjectFact(key, &f) {
			out = onlyMarks(f.Values)
		}
	}
	for _, st := range s.g.storedVals[key] {
		w := &markWalk{s: s, seen: map[ssa.Value]bool{}}
		out = union(out, onlyMarks(w.value(st.fn, st.v, 0, false)))
	}
	s.stored[key] = out
	return out
}

// originVar is the generic declaration of a field of an instantiated type.
func originVar(obj types.Object) types.Object {
	if v, ok := obj.(*types.Var); ok {
		return v.Origin()
	}
	return obj
}

func onlyMarks(es []argv.Elem) []argv.Elem {
	var out []argv.Elem
	for _, e := range es {
		if e.Kind == argv.Mark {
			out = append(out, e)
		}
	}
	return out
}

// union adds the elements of b missing from a, in order, keeping at most
// maxResults.
func union(a, b []argv.Elem) []argv.Elem {
	for _, e := range b {
		if e.Kind == argv.Unknown || len(a) >= maxResults {
			continue
		}
		dup := false
		for _, x := range a {
			if x == e {
				dup = true
				break
			}
		}
		if !dup {
			a = append(a, e)
		}
	}
	return a
}

// maxResults bounds the candidates kept for one value.
const maxResults = 8
