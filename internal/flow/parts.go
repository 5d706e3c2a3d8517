package flow

import (
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Access paths. A value's labels (f.vals) cover the whole value and
// everything below it; the memory it refers to or is made of (f.mem, found
// through f.addrs) holds labels by path, so a struct is third-party only in
// the fields that received third-party text (seed 000: a producer may taint
// only part of what it returns). A pointer loaded from memory is addressed
// by the path it was loaded from (a.client's pointee lives at a's path
// ".f1"): paths run through pointers, which is what lets a constructor's
// result, a field of a field, or an element of a slice of structs keep its
// fields apart across loads, stores, calls and returns.

// part is the labels at one path below a value ("" is the value itself).
type part struct {
	path string
	l    labels
}

// hasParts reports whether a value of type t has parts the engine tells
// apart: what it points to (pointers, slices, maps, channels, interfaces,
// type parameters, which may hold any of them) or what it is made of
// (structs, arrays).
func hasParts(t types.Type) bool {
	if pointerish(t) {
		return true
	}
	switch types.Unalias(t).Underlying().(type) {
	case *types.Struct, *types.Array:
		return true
	case *types.Signature:
		// A function value's parts are what it passes to the function it
		// is called with (an iterator's yield): see yieldStep.
		return true
	}
	return false
}

// maxMemPath bounds the steps of a path kept in a function's memory; a
// longer one is kept at its prefix, which covers everything below it
// (coarser is the fail-closed direction).
const maxMemPath = 5

// join appends rel to base, bounded by maxMemPath steps.
func join(base, rel string) string {
	if rel == "" {
		return base
	}
	p, ok := descend(base, rel)
	if !ok {
		// A value of one type stored below a location of another: the
		// outer type is what the location holds.
		_, rest := firstStep(rel)
		p = base + rest
	}
	if stepCount(p) <= maxMemPath {
		return p
	}
	return leadingSteps(p, maxMemPath)
}

// below returns the path of path relative to base when path lies at or
// below base, step by step ("[]" matches any index).
func below(path, base string) (string, bool) {
	if !strings.Contains(path, "[]") && !strings.Contains(base, "[]") && !hasTypeStep(path) && !hasTypeStep(base) {
		// No unknown index, no dynamic type: a plain prefix ending at a
		// step boundary.
		if !strings.HasPrefix(path, base) {
			return "", false
		}
		rest := path[len(base):]
		if rest != "" && base != "" && !isStepStart(rest[0]) {
			return "", false
		}
		return rest, true
	}
	rel, left, ok := matchSteps(path, base)
	if !ok || !onlyTypeSteps(left) {
		return "", false
	}
	return rel, true
}

func isStepStart(c byte) bool { return c == '.' || c == '[' || c == '#' }

// sameStep reports whether two steps may name the same memory: equal, or
// two indexes one of which is unknown.
func sameStep(a, b string) bool {
	if a == b {
		return true
	}
	return (a == "[]" && strings.HasPrefix(b, "[")) || (b == "[]" && strings.HasPrefix(a, "["))
}

// partSet collects parts by path.
type partSet map[string]labels

func (ps partSet) add(path string, l labels) bool {
	if len(l) == 0 {
		return false
	}
	var grew bool
	ps[path], grew = union(ps[path], l)
	return grew
}

// sorted returns the parts in path order ("" first).
func (ps partSet) sorted() []part {
	out := make([]part, 0, len(ps))
	for p, l := range ps {
		out = append(out, part{p, l})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out
}

// parts returns the labels of v by path: "" for the labels that cover all
// of v, and every path of the memory v refers to or is made of. A value
// without parts (a string, a number) has only "".
func (f *fam) parts(v ssa.Value) []part {
	return f.memoParts(v, "", func(v ssa.Value, _ string) []part { return f.partsNow(v) })
}

func (f *fam) partsNow(v ssa.Value) []part {
	ps := partSet{}
	ps.add("", f.own(v))
	if v != nil && hasParts(v.Type()) {
		for _, k := range f.addrs(v) {
			ps.add("", f.rootLabelsAt(k.root, k.path))
			step := lastTypeStep(k.path)
			f.stored(k.root, func(path string, l labels) {
				if rel, ok := below(path, k.path); ok {
					ps.add(typed(step, rel), l)
				} else if overlaps(path, k.path) {
					// Stored above v (a whole struct or element): it
					// covers all of v.
					ps.add("", f.refineStored(k.root, path, l, k.path))
				}
			})
		}
	}
	if mi, ok := v.(*ssa.MakeInterface); ok {
		f.typeCopies(ps, mi.X.Type())
	}
	return ps.sorted()
}

// typeCopies moves, in the parts of an interface value made from a value
// of concrete type t, the labels of parameter paths it is a copy of from
// "" to t's dynamic-type step: the interface holds that parameter path as
// a t, and a reader of another type's case finds nothing there
// (openai-agents-go passes its input items as InputItems(items) in a
// request's Input field; ItemsToMessages' `case InputString:` took the
// whole list as a user message). Other labels (text made from the
// parameter, a type carried for dispatch) stay where they cover it all.
func (f *fam) typeCopies(ps partSet, t types.Type) {
	l := ps[""]
	if len(l) == 0 || types.IsInterface(t) || !hasParts(t) || !f.hasOwnParam(l) {
		return
	}
	var copies, rest labels
	for _, e := range l {
		s := &f.pkg.sources[e.src]
		if f.ownParam(e.src) && s.call == "" && s.param < len(f.root.Params) &&
			sameCopy(typeAtPath(f.root.Params[s.param].Type(), s.ppath, f.pkg.stepTypes), t) {
			copies = append(copies, e)
		} else {
			rest = append(rest, e)
		}
	}
	if len(copies) == 0 {
		return
	}
	if len(rest) == 0 {
		delete(ps, "")
	} else {
		ps[""] = rest
	}
	ps.add(f.pkg.typeStepOf(t), copies)
}

// own returns the labels that cover all of v: its own, a global's, a free
// variable's bindings'.
func (f *fam) own(v ssa.Value) labels {
	switch v := v.(type) {
	case nil, *ssa.Const, *ssa.Builtin:
		return nil
	case *ssa.Function:
		return f.pkg.funcLabels(v)
	case *ssa.FreeVar:
		l := f.vals[v]
		for _, b := range f.bindings[v] {
			l, _ = union(l, f.own(b))
		}
		return l
	case *ssa.Global:
		f.readGlobal(v)
		l, _ := union(f.vals[v], f.pkg.globals[v][""])
		return l
	}
	return f.vals[v]
}

// storeParts stores v at k, path by path.
func (f *fam) storeParts(k memKey, v ssa.Value) {
	for _, p := range f.parts(v) {
		f.storeAt(memKey{k.root, join(k.path, p.path)}, p.l)
	}
}

// storePartsOf stores parts (relative to some value) at k.
func (f *fam) storePartsOf(k memKey, ps []part) {
	for _, p := range ps {
		f.storeAt(memKey{k.root, join(k.path, p.path)}, p.l)
	}
}

// loadAt returns the labels of a value of type t read at k: for a value
// with parts, what covers it (its root, what was stored at k or above it;
// what lies below stays in memory, reached through the value's addrs); for
// text, everything stored at k, above or below it.
func (f *fam) loadAt(k memKey, t types.Type) labels {
	if t != nil && !hasParts(t) {
		return f.load(k)
	}
	l := f.rootLabelsAt(k.root, k.path)
	f.stored(k.root, func(path string, m labels) {
		if _, ok := below(k.path, path); ok {
			l, _ = union(l, f.refineStored(k.root, path, m, k.path))
		}
	})
	return l
}

// elementParts rebases the parts of a slice, array or variadic argument
// onto one element: "[0].f1" and "[].f1" become ".f1"; "" (labels covering
// the whole slice) stays "".
func elementParts(ps []part) []part {
	out := partSet{}
	for _, p := range ps {
		if p.path == "" {
			out.add("", p.l)
			continue
		}
		step, rest := firstStep(p.path)
		if strings.HasPrefix(step, "[") {
			out.add(rest, p.l)
		}
	}
	return out.sorted()
}

// partsKey names a parts query: a value, at a path below it.
type partsKey struct {
	v  ssa.Value
	at string
}

// memoParts answers a parts query from the memo while nothing the family
// knows has grown since it was made: a value's, a location's or a
// result's labels (epoch), or the package's field and variable taint
// (grownAt). A family's second, checking pass asks every query again and
// finds nothing changed.
func (f *fam) memoParts(v ssa.Value, at string, compute func(ssa.Value, string) []part) []part {
	f.freshMemo()
	return memoized(f.partsMemo, partsKey{v, at}, compute)
}

// memoLabels is memoParts for a query that answers labels (argAt).
func (f *fam) memoLabels(v ssa.Value, at string, compute func(ssa.Value, string) labels) labels {
	f.freshMemo()
	return memoized(f.labelsMemo, partsKey{v, at}, compute)
}

func memoized[T any](memo map[partsKey]T, k partsKey, compute func(ssa.Value, string) T) T {
	if r, ok := memo[k]; ok {
		return r
	}
	r := compute(k.v, k.at)
	memo[k] = r
	return r
}

// freshMemo empties the memos when what they were computed from grew.
func (f *fam) freshMemo() {
	if f.partsMemo == nil || f.memoEpoch != f.epoch || f.memoGrown != f.pkg.grownAt {
		f.partsMemo = map[partsKey][]part{}
		f.labelsMemo = map[partsKey]labels{}
		f.memoEpoch, f.memoGrown = f.epoch, f.pkg.grownAt
	}
}

// partsWithFlags returns ps with g applied to every label (ps itself for
// no flags).
func partsWithFlags(ps []part, g Flags) []part {
	if g == 0 {
		return ps
	}
	out := make([]part, len(ps))
	for i, p := range ps {
		out[i] = part{p.path, p.l.withFlags(g)}
	}
	return out
}
