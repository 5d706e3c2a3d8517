package flow

import (
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/ssa"
)

// A parameter's parts are known by path (rootLabelsAt gives "p1.f3.f0"
// for what lies at .f3.f0 below parameter 1), but SSA often reads a
// parameter through memory: a struct parameter is copied into a local, a
// parameter a closure captures lives in a local that the function and the
// closure load it from, and a pointer read from a parameter's field is a
// load. Such a value's own labels are the whole of what it was loaded
// from ("p1.f3"); taken at a path below it, they made every field read
// through it all of it (a request's tools counted as its messages). The
// functions below say which parameter path a loaded value is, so that a
// path below it is that path of the parameter.

// maxParamChain bounds the loads and field addresses followed back to a
// parameter.
const maxParamChain = 8

// isRootParam reports whether v is a parameter of the summarised
// function, or a value loaded from below one or narrowed from one (see
// paramValue).
func (f *fam) isRootParam(v ssa.Value) bool {
	if p, ok := v.(*ssa.Parameter); ok {
		return f.paramIndex(p) >= 0
	}
	if _, ok := v.(*ssa.MakeInterface); ok || derivedValue(v) {
		_, _, ok := f.paramValue(v, 0)
		return ok
	}
	return false
}

// derivedValue reports whether v is a load, or a narrowing or conversion
// of another value (a type switch's case, an assertion, a tuple's
// element, a map's element or a channel's): the kinds paramValue can
// follow back to a parameter path.
func derivedValue(v ssa.Value) bool {
	switch v.(type) {
	case *ssa.UnOp, *ssa.Extract, *ssa.TypeAssert, *ssa.ChangeType, *ssa.ChangeInterface, *ssa.Lookup:
		return true
	}
	return false
}

// paramValue returns the parameter, and the path below it, that the
// value v is.
func (f *fam) paramValue(v ssa.Value, depth int) (*ssa.Parameter, string, bool) {
	if depth > maxParamChain {
		return nil, "", false
	}
	switch v := v.(type) {
	case *ssa.Parameter:
		if f.paramIndex(v) >= 0 {
			return v, "", true
		}
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return f.paramLocation(v.X, depth+1)
		}
		if v.Op == token.ARROW && !v.CommaOk {
			// <-ch of a parameter's channel: its element.
			return f.paramElement(v.X, depth)
		}
	case *ssa.ChangeType, *ssa.ChangeInterface:
		x, _ := passThrough(v)
		return f.paramValue(x, depth+1)
	case *ssa.MakeInterface:
		// The parameter held in an interface, seen as its own type.
		return f.paramAs(v.X, v.X.Type(), depth)
	case *ssa.TypeAssert:
		if !v.CommaOk {
			return f.paramAs(v.X, v.AssertedType, depth)
		}
	case *ssa.Extract:
		// x.(T) in a type switch or a comma-ok assertion.
		if ta, ok := v.Tuple.(*ssa.TypeAssert); ok && v.Index == 0 {
			return f.paramAs(ta.X, ta.AssertedType, depth)
		}
		// m[k] in a comma-ok lookup.
		if lk, ok := v.Tuple.(*ssa.Lookup); ok && v.Index == 0 {
			return f.paramElement(lk.X, depth)
		}
		// v, ok := <-ch, and a range over a channel.
		if rcv, ok := v.Tuple.(*ssa.UnOp); ok && rcv.Op == token.ARROW && v.Index == 0 {
			return f.paramElement(rcv.X, depth)
		}
	case *ssa.Lookup:
		if !v.CommaOk {
			return f.paramElement(v.X, depth)
		}
	}
	return nil, "", false
}

// paramElement returns the parameter, and the path below it, of an
// element of x, a map, a channel or a slice read from a parameter: a
// value looked up in a parameter's map (a registry of tools by name) or
// received from its channel (a chat's outgoing messages) is that
// element's path, not a new value covering the parameter whole, so the
// fields one function stores in the element and those another reads
// stay apart.
func (f *fam) paramElement(x ssa.Value, depth int) (*ssa.Parameter, string, bool) {
	if isString(x.Type()) {
		return nil, "", false
	}
	p, base, ok := f.paramValue(x, depth+1)
	if !ok {
		return nil, "", false
	}
	return p, join(base, "[]"), true
}

// paramAs returns the parameter, and the path below it, that x seen as a
// value of type t is (a type switch on an interface parameter: the case's
// value is the parameter, not a new value that covers it whole).
func (f *fam) paramAs(x ssa.Value, t types.Type, depth int) (*ssa.Parameter, string, bool) {
	p, path, ok := f.paramValue(x, depth+1)
	if !ok {
		return nil, "", false
	}
	if ks := f.pkg.narrowKeys([]memKey{{p, path}}, t); len(ks) == 1 {
		return p, ks[0].path, true
	}
	return nil, "", false
}

// paramLocation returns the parameter, and the path below it, that the
// address a points to. Paths run through pointers: what a pointer read
// from a parameter's field points to lies at that field's path.
func (f *fam) paramLocation(a ssa.Value, depth int) (*ssa.Parameter, string, bool) {
	if depth > maxParamChain {
		return nil, "", false
	}
	switch a := a.(type) {
	case *ssa.Alloc:
		if sp := f.onlyParam(a); sp.p != nil {
			return sp.p, sp.base, true
		}
	case *ssa.FreeVar:
		// A captured local: the same parameter in every binding.
		var p spill
		for _, b := range f.bindings[a] {
			alloc, ok := b.(*ssa.Alloc)
			if !ok {
				return nil, "", false
			}
			q := f.onlyParam(alloc)
			if q.p == nil || p.p != nil && (q.p != p.p || q.base != p.base) {
				return nil, "", false
			}
			p = q
		}
		if p.p != nil {
			return p.p, p.base, true
		}
	case *ssa.FieldAddr:
		if p, base, ok := f.paramPointee(a.X, depth+1); ok {
			return p, join(base, ".f"+strconv.Itoa(a.Field)), true
		}
	case *ssa.IndexAddr:
		// An element of a parameter's slice (or of the array it points
		// to): a pointer read there (for _, ev := range events) points
		// into that element's path, so &ev.Actions is the element's
		// Actions, not a new value covering the element whole (adk-go's
		// merged function-response events: their content reached the
		// state delta; fixture fieldaddrlib).
		if _, ptr := a.X.Type().Underlying().(*types.Pointer); !ptr {
			return f.paramElement(a.X, depth)
		}
		if p, base, ok := f.paramPointee(a.X, depth+1); ok {
			return p, join(base, "[]"), true
		}
	}
	return nil, "", false
}

// paramPointee returns the parameter, and the path below it, that the
// pointer x points to. A closure's free variable is the address of the
// local it captured, as the local's Alloc is in the function that made
// it: a field of a captured parameter (p.In inside a span's callback) is
// that field's path of the parameter, not a new value covering it whole.
func (f *fam) paramPointee(x ssa.Value, depth int) (*ssa.Parameter, string, bool) {
	switch x.(type) {
	case *ssa.Alloc, *ssa.FreeVar:
		return f.paramLocation(x, depth)
	}
	return f.paramValue(x, depth)
}

// onlyParam returns the parameter spilled to the local a when a never
// holds anything else: its only store is the parameter's, and it is only
// read (loaded, or its fields addressed), in the function and in the
// closures it is bound to. Stores to its fields are memory the loads
// below it see.
func (f *fam) onlyParam(a *ssa.Alloc) spill {
	if sp, ok := f.onlyParams[a]; ok {
		return sp
	}
	sp := f.spilledParam(a)
	if sp.p != nil && !onlyRead(a, sp.val) {
		sp = spill{}
	}
	if f.onlyParams == nil {
		f.onlyParams = map[*ssa.Alloc]spill{}
	}
	f.onlyParams[a] = sp
	return sp
}

// onlyRead reports whether the address v (a local, or a closure's free
// variable bound to it) is only read, besides the store of p.
func onlyRead(v, p ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil {
		return true
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != v || p == nil || r.Val != p {
				return false
			}
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false
			}
		case *ssa.FieldAddr, *ssa.DebugRef:
		case *ssa.MakeClosure:
			fn, ok := r.Fn.(*ssa.Function)
			if !ok {
				return false
			}
			for i, b := range r.Bindings {
				if b == v && (i >= len(fn.FreeVars) || !onlyRead(fn.FreeVars[i], nil)) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// ownBelow returns what arg's own labels l say of a path below it. A
// parameter's own labels, and a value's loaded from below one, are the
// whole parameter; what lies at a path below it is that path of it (load,
// rootLabelsAt), so a callee that reads one field of its receiver does not
// make the caller's summary read the whole receiver. Only what is not the
// parameter stays (a producer type's field read there). A value with no
// location keeps all its labels.
func (f *fam) ownBelow(arg ssa.Value, l labels, located bool) labels {
	if located && f.isRootParam(arg) {
		return f.notParams(l)
	}
	return l
}

// notParams returns l without the labels of the summarised function's own
// parameters: a value loaded from below a parameter is that parameter's
// path (rootLabelsAt), and only what else it holds stays with it.
func (f *fam) notParams(l labels) labels {
	var out labels
	for _, e := range l {
		if f.ownParam(e.src) {
			continue
		}
		out = append(out, e)
	}
	return out
}

// partsWithoutParams returns ps without the labels of the summarised
// function's own parameters.
func (f *fam) partsWithoutParams(ps []part) []part {
	out := make([]part, 0, len(ps))
	for _, p := range ps {
		if l := f.notParams(p.l); len(l) > 0 {
			out = append(out, part{p.path, l})
		}
	}
	return out
}
