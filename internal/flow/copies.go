package flow

import (
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Copies of a parameter's parts. A value whose own labels say it is a
// path of one of the summarised function's parameters ("p0.f0": the map a
// method copies out of its receiver with maps.Clone, a struct returned by
// a getter) is, when its type is the type at that path, a copy of it: what
// lies below it is what lies below that path. Taken whole, every element
// read from it was all of it (crush's csync.Map: ranging over a copy of
// the inner map gave each yielded provider every provider's fields, and a
// key every value). A value of another type made from the path (bytes
// marshalled from it, a string formatted from it) keeps the label whole.

// refineKey is one refinement asked: a source, the type of the value that
// carries it, and the path below that value.
type refineKey struct {
	id   int32
	typ  types.Type
	path string
}

// refineAt returns the labels l of the value of type t, seen at path
// below it: a parameter label of the summarised function whose path has
// the type t becomes the label of that path followed by path. Other labels
// stay as they are.
func (f *fam) refineAt(t types.Type, l labels, path string) labels {
	if path == "" || t == nil || !f.hasOwnParam(l) {
		return l
	}
	var out labels
	changed := false
	for _, e := range l {
		id := f.pkg.refined(f.root, e.src, t, path)
		changed = changed || id != e.src
		out, _ = union(out, labels{{id, e.flags}})
	}
	if !changed {
		return l
	}
	return out
}

// hasOwnParam reports whether l holds a label of one of the summarised
// function's parameters (the only labels refineAt changes).
func (f *fam) hasOwnParam(l labels) bool {
	for _, e := range l {
		if f.ownParam(e.src) {
			return true
		}
	}
	return false
}

// ownParam reports whether source id is a parameter of the summarised
// function.
func (f *fam) ownParam(id int32) bool {
	s := &f.pkg.sources[id]
	return s.kind == srcParam && s.fn == f.root
}

// refineStored returns the labels m stored at path stored below root, seen
// at path at, which lies below it: a copy of a parameter path stored there
// (a local holding a map copied from the receiver) is, below, that path
// of the parameter.
func (f *fam) refineStored(root ssa.Value, stored string, m labels, at string) labels {
	rel, ok := below(at, stored)
	if !ok || rel == "" || !f.hasOwnParam(m) {
		return m
	}
	return f.refineAt(typeAtPath(root.Type(), stored, f.pkg.stepTypes), m, rel)
}

// sameCopy reports whether a value of type t is a copy of what lies at a
// path of type at: the same type, or a pointer to it either way (paths run
// through pointers).
func sameCopy(at, t types.Type) bool {
	if at == nil || t == nil {
		return false
	}
	// A conversion between types of one underlying type (a named slice
	// type made from a slice) copies: the paths below are the same.
	return types.Identical(deref(at).Underlying(), deref(t).Underlying())
}

func deref(t types.Type) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// refined returns the source id stands for once a value of type t that
// carries it is seen at path below it (id itself when it is not a copy of
// a parameter path of root, or of what calling one returns).
func (p *pkgState) refined(root *ssa.Function, id int32, t types.Type, path string) int32 {
	s := p.sources[id]
	if s.kind != srcParam || s.fn != root || s.param >= len(root.Params) {
		return id
	}
	k := refineKey{id, t, path}
	if r, ok := p.refines[k]; ok {
		return r
	}
	r := id
	at := typeAtPath(root.Params[s.param].Type(), s.ppath, p.stepTypes)
	if s.call != "" {
		// What calling the parameter path returns, seen below: the path
		// below the call's result (a field of the item a method made).
		if res := p.callResultType(at, s.call); res != nil && sameCopy(typeAtPath(res, s.cpath, p.stepTypes), t) {
			if cp := paramPath(s.cpath + path); cp != s.cpath {
				s.cpath = cp
				r = p.sourceID(s)
			}
		}
		p.remember(k, r)
		return r
	}
	if step := lastTypeStep(s.ppath); at == nil && step != "" {
		// The parameter seen as t (a type switch's case, or a local
		// copy of it): what lies below this step is t's, for the paths
		// refined from it.
		for _, c := range []types.Type{t, deref(t)} {
			if step == p.typeStepOf(c) {
				at = c
				if p.stepTypes == nil {
					p.stepTypes = map[string]types.Type{}
				}
				p.stepTypes[step] = c
				break
			}
		}
	}
	if rest, ok := p.convertedCopy(at, t, path); ok {
		// The parameter path put in an interface as a type of the same
		// underlying type (InputItems(items)): below the step, its paths.
		t, path = at, rest
	}
	if sameCopy(at, t) {
		if pp := paramPath(s.ppath + path); pp != s.ppath {
			s.ppath = pp
			r = p.sourceID(s)
		}
	}
	p.remember(k, r)
	return r
}

func (p *pkgState) remember(k refineKey, r int32) {
	if p.refines == nil {
		p.refines = map[refineKey]int32{}
	}
	p.refines[k] = r
}

// callResultType is the type of what calling method (callFunc: the function
// itself) on a value of type t returns; nil when t is unknown or the call
// returns no single value.
func (p *pkgState) callResultType(t types.Type, method string) types.Type {
	if t == nil {
		return nil
	}
	var sig *types.Signature
	if method == callFunc {
		sig, _ = t.Underlying().(*types.Signature)
	} else {
		obj, _, _ := types.LookupFieldOrMethod(t, true, p.methodPkg(t, method), method)
		if fn, ok := obj.(*types.Func); ok {
			sig, _ = fn.Type().(*types.Signature)
		}
	}
	if sig == nil || sig.Results().Len() != 1 {
		return nil
	}
	return sig.Results().At(0).Type()
}

// typeAtPath returns the type of what lies at path below a value of type
// t (paths run through pointers), or nil when a step does not fit it. A
// dynamic-type step is the type steps says it stands for (nil: unknown).
func typeAtPath(t types.Type, path string, steps map[string]types.Type) types.Type {
	for path != "" {
		step, rest := firstStep(path)
		path = rest
		if isTypeStep(step) {
			if t = steps[step]; t == nil {
				return nil
			}
			continue
		}
		if ptr, ok := t.Underlying().(*types.Pointer); ok && step != "[]" {
			t = ptr.Elem()
		}
		switch u := t.Underlying().(type) {
		case *types.Struct:
			n, err := strconv.Atoi(strings.TrimPrefix(step, ".f"))
			if !strings.HasPrefix(step, ".f") || err != nil || n < 0 || n >= u.NumFields() {
				return nil
			}
			t = u.Field(n).Type()
		case *types.Map:
			switch {
			case step == keyStep:
				t = u.Key()
			case strings.HasPrefix(step, "["):
				t = u.Elem()
			default:
				return nil
			}
		case *types.Slice:
			if !strings.HasPrefix(step, "[") {
				return nil
			}
			t = u.Elem()
		case *types.Array:
			if !strings.HasPrefix(step, "[") {
				return nil
			}
			t = u.Elem()
		case *types.Chan:
			if step != "[]" {
				return nil
			}
			t = u.Elem()
		case *types.Pointer:
			// "[]" below a pointer: the array it points to.
			arr, ok := u.Elem().Underlying().(*types.Array)
			if !ok || !strings.HasPrefix(step, "[") {
				return nil
			}
			t = arr.Elem()
		default:
			return nil
		}
	}
	return t
}

// coverAt returns what covers x seen at path below it: x's own labels,
// refined where x is a copy of a parameter path.
func (f *fam) coverAt(x ssa.Value, path string) labels {
	return f.refineAt(x.Type(), f.own(x), path)
}

// convertedCopy reports whether path below a value of interface type t
// starts with the dynamic-type step of a type whose values are copies of
// at's (InputItems(items) put in an Input: the same memory, the same
// paths below), and returns the path after the step.
func (p *pkgState) convertedCopy(at, t types.Type, path string) (string, bool) {
	if at == nil || t == nil || !types.IsInterface(t) {
		return "", false
	}
	step, rest := firstStep(path)
	if !isTypeStep(step) {
		return "", false
	}
	if c := p.stepTypes[step]; c != nil && sameCopy(at, c) {
		return rest, true
	}
	return "", false
}
