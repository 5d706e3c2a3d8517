package flow

import (
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// memKey names abstract memory: a root value (an allocation, a parameter,
// a global, a call result) and a path of field and element steps below it
// (".f2", "[3]", "[]" for an unknown index).
type memKey struct {
	root ssa.Value
	path string
}

// addrs returns the abstract locations v may point to (or, for a value
// with parts, the locations of its parts). They are computed for the whole
// family at once, to a fixpoint (see points.go): phis, loops and values
// loaded from memory depend on each other.
func (f *fam) addrs(v ssa.Value) []memKey {
	f.prepare()
	if ks, ok := f.addrMap[v]; ok {
		return ks
	}
	// A value of no instruction of the family: a global, a constant, a
	// function.
	return f.addrRule(v, func(w ssa.Value) []memKey {
		if ks, ok := f.addrMap[w]; ok {
			return ks
		}
		return nil
	}, f.storesTo)
}

// addrRule computes the locations of v from the locations of its operands
// (get) and the values stored at a location (storesAt).
func (f *fam) addrRule(v ssa.Value, get func(ssa.Value) []memKey, storesAt func(memKey) []ssa.Value) []memKey {
	var ks []memKey
	switch v := v.(type) {
	case *ssa.FieldAddr:
		for _, k := range get(v.X) {
			ks = append(ks, memKey{k.root, k.path + ".f" + strconv.Itoa(v.Field)})
		}
	case *ssa.IndexAddr:
		// A constant index names one element, unless the base was
		// re-sliced from an offset (tail := parts[1:]; tail[0]).
		step := indexStep(v.Index, v.X)
		for _, k := range get(v.X) {
			ks = append(ks, memKey{k.root, k.path + step})
		}
	case *ssa.Field:
		// A field of a struct value lives at its path below the value.
		ks = []memKey{{v, ""}}
		for _, k := range get(v.X) {
			ks = append(ks, memKey{k.root, k.path + ".f" + strconv.Itoa(v.Field)})
		}
	case *ssa.Index:
		ks = []memKey{{v, ""}}
		step := indexStep(v.Index, v.X)
		for _, k := range get(v.X) {
			ks = append(ks, memKey{k.root, k.path + step})
		}
	case *ssa.Lookup:
		ks = []memKey{{v, ""}}
		if !isString(v.X.Type()) && !v.CommaOk {
			for _, k := range get(v.X) {
				ks = append(ks, memKey{k.root, k.path + "[]"})
			}
		}
	case *ssa.Extract:
		ks = append([]memKey{{v, ""}}, f.elementAddrs(v, get)...)
	case *ssa.Slice:
		ks = get(v.X)
	case *ssa.MakeInterface:
		// What the interface holds, seen as its concrete type.
		ks = f.pkg.narrowKeys(get(v.X), v.X.Type())
	case *ssa.TypeAssert:
		ks = f.pkg.narrowKeys(get(v.X), v.AssertedType)
	case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert, *ssa.ChangeInterface, *ssa.SliceToArrayPointer:
		x, _ := passThrough(v)
		ks = get(x)
	case *ssa.Phi:
		for _, e := range v.Edges {
			ks = append(ks, get(e)...)
		}
	case *ssa.FreeVar:
		for _, b := range f.bindings[v] {
			ks = append(ks, get(b)...)
		}
		if len(ks) == 0 {
			ks = []memKey{{v, ""}}
		}
	case *ssa.Call:
		// A writer wrapped by the standard library writes where the
		// wrapped one does (json.NewEncoder(&sb)); append's result shares
		// its first argument's elements.
		ks = []memKey{{v, ""}}
		if callee := v.Call.StaticCallee(); callee != nil {
			if i, ok := stdAliases[callee.String()]; ok && i < len(v.Call.Args) {
				ks = append(ks, get(v.Call.Args[i])...)
			}
		}
		if b, ok := v.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" && len(v.Call.Args) > 0 {
			ks = append(ks, get(v.Call.Args[0])...)
		}
	case *ssa.UnOp:
		// A pointer loaded from memory points where the pointers stored
		// there point (a channel or builder captured by a closure, a
		// buffer kept in a struct field).
		//
		// A value with parts loaded from memory lives at the path it was
		// loaded from (paths run through pointers); a value received from
		// a channel at the channel's elements.
		ks = []memKey{{v, ""}}
		switch v.Op {
		case token.MUL:
			for _, k := range get(v.X) {
				if hasParts(v.Type()) {
					ks = append(ks, k)
				}
				for _, st := range storesAt(k) {
					if pointerish(st.Type()) {
						ks = append(ks, get(st)...)
					}
				}
			}
		case token.ARROW:
			if hasParts(v.Type()) {
				for _, k := range get(v.X) {
					ks = append(ks, memKey{k.root, k.path + "[]"})
				}
			}
		}
	case *ssa.Const, *ssa.Function, *ssa.Builtin:
	default:
		ks = []memKey{{v, ""}}
	}
	return dedupKeys(ks)
}

func dedupKeys(ks []memKey) []memKey {
	if len(ks) < 2 {
		return ks
	}
	out := ks[:0:0]
	seen := map[memKey]bool{}
	for _, k := range ks {
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// overlaps reports whether two paths may name overlapping memory: one is a
// prefix of the other, step by step, with "[]" matching any index.
func overlaps(a, b string) bool {
	if !strings.Contains(a, "[]") && !strings.Contains(b, "[]") && !hasTypeStep(a) && !hasTypeStep(b) {
		if len(a) > len(b) {
			a, b = b, a
		}
		return strings.HasPrefix(b, a) && (len(a) == len(b) || a == "" || isStepStart(b[len(a)]))
	}
	_, _, ok := matchSteps(a, b)
	return ok
}

func firstStep(p string) (step, rest string) {
	for i := 1; i < len(p); i++ {
		if isStepStart(p[i]) {
			return p[:i], p[i:]
		}
	}
	return p, ""
}

// leadingSteps returns the first n steps of p (all of p when it has no
// more).
func leadingSteps(p string, n int) string {
	end := 0
	for i := 0; i < n && end < len(p); {
		step, _ := firstStep(p[end:])
		end += len(step)
		if !isTypeStep(step) {
			i++
		}
	}
	return p[:end]
}

// load returns the labels of everything stored at k or overlapping it, plus
// the labels of the root value itself (a tainted call result taints all it
// points to).
func (f *fam) load(k memKey) labels {
	l := f.rootLabelsAt(k.root, k.path)
	f.stored(k.root, func(path string, m labels) {
		if overlaps(path, k.path) {
			l, _ = union(l, m)
		}
	})
	return l
}

// stored calls fn for every path stored under root: by the family, and,
// for a package-level variable, by any function of this package or, as
// its facts say, of the variable's own package.
func (f *fam) stored(root ssa.Value, fn func(path string, l labels)) {
	// In path order: label sets are capped, so the order they are
	// joined in must not depend on map iteration (same code, same
	// output).
	m := f.mem[root]
	for _, path := range f.memPaths(root, m) {
		fn(path, m[path])
	}
	g, ok := root.(*ssa.Global)
	if !ok {
		return
	}
	f.readGlobal(g)
	for _, pt := range f.pkg.globals[g].sorted() {
		fn(pt.path, pt.l)
	}
	if v, ok := g.Object().(*types.Var); ok && v.Pkg() != f.pkg.pass.Pkg {
		if ff := f.pkg.importedField(v); ff != nil {
			for _, pt := range ff.parts.sorted() {
				fn(pt.path, pt.l)
			}
		}
	}
}

// rootLabelsAt returns the labels of root r seen at path: for a parameter
// of the summarised function, the parameter source of that path.
func (f *fam) rootLabelsAt(r ssa.Value, path string) labels {
	if a, ok := r.(*ssa.Alloc); ok {
		if sp := f.spilledParam(a); sp.p != nil {
			// A read below a local that holds the parameter narrowed
			// to a type names that type's step once (concatenated,
			// it doubled every round: opencode's bubbletea model).
			// A read of another type keeps the concatenation.
			r = sp.p
			if p, ok := descend(sp.base, path); ok {
				path = p
			} else {
				path = sp.base + path
			}
		}
	}
	var loaded labels
	if u := r; derivedValue(u) && path != "" {
		// A value loaded from below a parameter, or narrowed from one
		// (a type switch's case, an assertion): what lies below it
		// is that path of the parameter (see paramValue), and what
		// else the load holds (a producer type's field read there).
		if p, base, ok := f.paramValue(u, 0); ok {
			r, path, loaded = p, join(base, path), f.notParams(f.vals[u])
		}
	}
	if p, ok := r.(*ssa.Parameter); ok {
		// A type step below a concrete parameter says nothing new.
		path = staticPath(p.Type(), path)
	}
	if p, ok := r.(*ssa.Parameter); ok && path != "" {
		if i := f.paramIndex(p); i >= 0 {
			l, _ := union(loaded, f.pkg.seeds[p])
			id := f.pkg.sourceID(source{kind: srcParam, fn: f.root, param: i, ppath: paramPath(path)})
			l, _ = union(l, labels{{id, 0}})
			return l
		}
	}
	l := f.vals[r]
	if g, ok := r.(*ssa.Global); ok {
		// What the variable holds is known to this package only in
		// part: a summary says it reads the variable, and its callers
		// add what they know.
		id := f.pkg.sourceID(source{kind: srcGlobal, global: g, ppath: paramPath(path)})
		l, _ = union(l, labels{{id, 0}})
	}
	return l
}

// storeAt adds l to the memory at k.
func (f *fam) storeAt(k memKey, l labels) {
	if len(l) == 0 {
		return
	}

	m := f.mem[k.root]
	if m == nil {
		m = map[string]labels{}
		f.mem[k.root] = m
	}
	if _, ok := m[k.path]; !ok && len(m) >= maxPaths {
		k.path = coarsen(m, k.path)
	}
	if _, ok := m[k.path]; !ok {
		delete(f.memSorted, k.root)
	}
	if nl, ch := union(m[k.path], l); ch {
		m[k.path] = nl
		f.grew()
	}
	if g, ok := k.root.(*ssa.Global); ok {
		f.pkg.taintGlobal(g, k.path, l)
	}
}

// deep returns the labels of v and, for values that refer to memory, of
// everything reachable through it.
func (f *fam) deep(v ssa.Value) labels {
	switch v := v.(type) {
	case nil, *ssa.Const, *ssa.Function, *ssa.Builtin:
		return nil
	case *ssa.FreeVar:
		l := f.vals[v]
		for _, b := range f.bindings[v] {
			l, _ = union(l, f.deep(b))
		}
		return l
	}
	l := f.vals[v]
	if hasParts(v.Type()) {
		for _, k := range f.addrs(v) {
			l, _ = union(l, f.load(k))
		}
	}
	return l
}

// set adds l to the labels of v.
func (f *fam) set(v ssa.Value, l labels) {
	if len(l) == 0 || !textCapable(v.Type()) {
		return
	}
	if nl, ch := union(f.vals[v], l); ch {
		f.vals[v] = nl
		f.grew()
	}
}

// offsetSlice reports whether v is a slice taken from a non-zero offset.
func offsetSlice(v ssa.Value) bool {
	s, ok := v.(*ssa.Slice)
	if !ok || s.Low == nil {
		return false
	}
	c, ok := s.Low.(*ssa.Const)
	return !ok || c.Value == nil || c.Value.ExactString() != "0"
}

// maxPaths bounds the distinct paths kept under one root.
const maxPaths = 64

// coarsen returns where a new path goes in memory m that already holds
// maxPaths paths or more: a giant composite literal, or a constructor
// that sets many fields of the struct it builds. Coarser is the
// fail-closed direction, one step at a time: first its indexes are no
// longer told apart; past twice the bound it is kept at its first field
// (the same field's other paths join it, its siblings stay apart: an
// options function that sets forty fields of an agent would otherwise
// make its tool list cover the agent's system prompt); past four times,
// at the root.
func coarsen(m map[string]labels, path string) string {
	path = collapse(path)
	if _, ok := m[path]; ok || len(m) < 2*maxPaths {
		return path
	}
	path = leadingSteps(path, 1)
	if _, ok := m[path]; ok || len(m) < 4*maxPaths {
		return path
	}
	return ""
}

// collapse replaces constant indexes in path by "[]".
func collapse(path string) string {
	var b strings.Builder
	for path != "" {
		step, rest := firstStep(path)
		if strings.HasPrefix(step, "[") {
			step = "[]"
		}
		b.WriteString(step)
		path = rest
	}
	return b.String()
}

// paramIndex returns the index of p among the root's parameters, or -1.
// spilledParam returns the parameter of the summarised function that the
// local a holds a copy of (the SSA builder copies a struct parameter into
// a local when its fields are addressed: "t0 = local T (p); *t0 = p"), or
// a zero spill. Loads below the local are then the parameter's paths
// (p0.f0), not the whole parameter: a struct passed by value gives each
// of its fields its own flow. A copy of the parameter seen as another
// type (a type switch's case value, spilled) is that type's path of it.
func (f *fam) spilledParam(a *ssa.Alloc) spill {
	if sp, ok := f.spills[a]; ok {
		return sp
	}
	if f.spills == nil {
		f.spills = map[*ssa.Alloc]spill{}
	}
	// No spill while this one is decided: a local that stores what it
	// loads (x = x.(T)) is no copy of a parameter.
	f.spills[a] = spill{}
	var sp spill
	if refs := a.Referrers(); refs != nil {
		for _, r := range *refs {
			st, ok := r.(*ssa.Store)
			if !ok || st.Addr != a || !hasParts(st.Val.Type()) {
				continue
			}
			if p, ok := st.Val.(*ssa.Parameter); ok && f.paramIndex(p) >= 0 {
				sp = spill{p: p, val: p}
				break
			}
			if p, base, ok := f.paramValue(st.Val, 0); ok && base != "" {
				sp = spill{p: p, base: base, val: st.Val}
				break
			}
		}
	}
	f.spills[a] = sp
	return sp
}

// spill is a local that holds a copy of a parameter (p), seen at base
// below it, stored as val.
type spill struct {
	p    *ssa.Parameter
	base string
	val  ssa.Value
}

func (f *fam) paramIndex(p *ssa.Parameter) int {
	if p.Parent() != f.root {
		return -1
	}
	for i, q := range f.root.Params {
		if q == p {
			return i
		}
	}
	return -1
}

// maxParamPath bounds the path a summary keeps below a parameter; a longer
// one stands for its prefix (coarser is the fail-closed direction).
const maxParamPath = 3

// paramPath cuts path to maxParamPath steps, forgets indexes and says one
// dynamic type twice in a row once (type steps are not counted, so a
// repeated one would grow the path without bound).
func paramPath(path string) string {
	var b strings.Builder
	for n := 0; path != "" && n < maxParamPath; {
		step, rest := firstStep(path)
		if strings.HasPrefix(step, "[") {
			step = "[]"
		}
		if !isTypeStep(step) {
			n++
		} else if strings.HasSuffix(b.String(), step) {
			// The same type twice in a row says it once.
			path = rest
			continue
		}
		b.WriteString(step)
		path = rest
	}
	return b.String()
}

// argAt returns the labels of what a caller passes at path below arg.
func (f *fam) argAt(arg ssa.Value, path string) labels {
	return f.memoLabels(arg, path, f.argAtNow)
}

func (f *fam) argAtNow(arg ssa.Value, path string) labels {
	if path == "" {
		return f.deep(arg)
	}
	ks := f.addrs(arg)
	l := f.ownBelow(arg, f.vals[arg], len(ks) > 0)
	for _, k := range ks {
		if p, ok := descend(k.path, path); ok {
			l, _ = union(l, f.loadRefined(memKey{k.root, p}))
		}
	}
	return l
}

// loadRefined is load, except that a copy of a parameter path stored
// above k is, at k, that path of the parameter (refineStored): a list
// parameter put whole in a request's interface field, read by a callee
// below the field, is the elements' path the callee reads, not the whole
// list.
func (f *fam) loadRefined(k memKey) labels {
	l := f.rootLabelsAt(k.root, k.path)
	f.stored(k.root, func(path string, m labels) {
		if overlaps(path, k.path) {
			l, _ = union(l, f.refineStored(k.root, path, m, k.path))
		}
	})
	return l
}

// elementAddrs returns where the element of a tuple lives when it is a
// part of another value: a map's key or value in a range, the value of a
// comma-ok map lookup, channel receive or type assertion.
func (f *fam) elementAddrs(e *ssa.Extract, get func(ssa.Value) []memKey) []memKey {
	var ks []memKey
	switch t := e.Tuple.(type) {
	case *ssa.Next:
		if rng, ok := t.Iter.(*ssa.Range); ok && !t.IsString && e.Index > 0 {
			step := "[]"
			if e.Index == 1 {
				step = keyStep
			}
			for _, k := range get(rng.X) {
				ks = append(ks, memKey{k.root, k.path + step})
			}
		}
	case *ssa.Lookup:
		if e.Index == 0 && !isString(t.X.Type()) {
			for _, k := range get(t.X) {
				ks = append(ks, memKey{k.root, k.path + "[]"})
			}
		}
	case *ssa.UnOp:
		if e.Index == 0 && t.Op == token.ARROW {
			for _, k := range get(t.X) {
				ks = append(ks, memKey{k.root, k.path + "[]"})
			}
		}
	case *ssa.TypeAssert:
		if e.Index == 0 {
			ks = f.pkg.narrowKeys(get(t.X), t.AssertedType)
		}
	}
	return ks
}

// memPaths returns the paths stored under root, sorted (kept until a new
// path is stored there).
func (f *fam) memPaths(root ssa.Value, m map[string]labels) []string {
	if len(m) == 0 {
		return nil
	}
	if ps, ok := f.memSorted[root]; ok {
		return ps
	}
	ps := make([]string, 0, len(m))
	for p := range m {
		ps = append(ps, p)
	}
	sort.Strings(ps)
	if f.memSorted == nil {
		f.memSorted = map[ssa.Value][]string{}
	}
	f.memSorted[root] = ps
	return ps
}
