package flow

import (
	"go/token"
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

// addrs returns the abstract locations v may point to.
func (f *fam) addrs(v ssa.Value) []memKey {
	if ks, ok := f.addrCache[v]; ok {
		return ks
	}
	f.addrCache[v] = nil // cycle guard (phis)
	var ks []memKey
	switch v := v.(type) {
	case *ssa.FieldAddr:
		for _, k := range f.addrs(v.X) {
			ks = append(ks, memKey{k.root, k.path + ".f" + strconv.Itoa(v.Field)})
		}
	case *ssa.IndexAddr:
		step := "[]"
		// A constant index names one element, unless the base was
		// re-sliced from an offset (tail := parts[1:]; tail[0]).
		if c, ok := v.Index.(*ssa.Const); ok && c.Value != nil && !offsetSlice(v.X) {
			step = "[" + c.Value.ExactString() + "]"
		}
		for _, k := range f.addrs(v.X) {
			ks = append(ks, memKey{k.root, k.path + step})
		}
	case *ssa.Slice:
		ks = f.addrs(v.X)
	case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert, *ssa.MakeInterface, *ssa.ChangeInterface, *ssa.TypeAssert, *ssa.SliceToArrayPointer:
		x, _ := passThrough(v)
		ks = f.addrs(x)
	case *ssa.Phi:
		for _, e := range v.Edges {
			ks = append(ks, f.addrs(e)...)
		}
	case *ssa.FreeVar:
		for _, b := range f.bindings[v] {
			ks = append(ks, f.addrs(b)...)
		}
		if len(ks) == 0 {
			ks = []memKey{{v, ""}}
		}
	case *ssa.Call:
		// A writer wrapped by the standard library writes where the
		// wrapped one does (json.NewEncoder(&sb)).
		ks = []memKey{{v, ""}}
		if callee := v.Call.StaticCallee(); callee != nil {
			if i, ok := stdAliases[callee.String()]; ok && i < len(v.Call.Args) {
				ks = append(ks, f.addrs(v.Call.Args[i])...)
			}
		}
	case *ssa.UnOp:
		// A pointer loaded from memory points where the pointers stored
		// there point (a channel or builder captured by a closure, a
		// buffer kept in a struct field).
		ks = []memKey{{v, ""}}
		if v.Op == token.MUL {
			for _, k := range f.addrs(v.X) {
				for _, st := range f.storesTo(k) {
					if pointerish(st.Type()) {
						ks = append(ks, f.addrs(st)...)
					}
				}
			}
		}
	case *ssa.Const, *ssa.Function, *ssa.Builtin:
	default:
		ks = []memKey{{v, ""}}
	}
	ks = dedupKeys(ks)
	f.addrCache[v] = ks
	return ks
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
	for a != "" && b != "" {
		sa, ra := firstStep(a)
		sb, rb := firstStep(b)
		if sa != sb && sa != "[]" && sb != "[]" {
			return false
		}
		a, b = ra, rb
	}
	return true
}

func firstStep(p string) (step, rest string) {
	i := strings.IndexAny(p[1:], ".[")
	if i < 0 {
		return p, ""
	}
	return p[:i+1], p[i+1:]
}

// load returns the labels of everything stored at k or overlapping it, plus
// the labels of the root value itself (a tainted call result taints all it
// points to).
func (f *fam) load(k memKey) labels {
	l := f.rootLabelsAt(k.root, k.path)
	for path, m := range f.mem[k.root] {
		if overlaps(path, k.path) {
			l, _ = union(l, m)
		}
	}
	return l
}

func (f *fam) rootLabels(r ssa.Value) labels {
	return f.rootLabelsAt(r, "")
}

// rootLabelsAt returns the labels of root r seen at path: for a parameter
// of the summarised function, the parameter source of that path.
func (f *fam) rootLabelsAt(r ssa.Value, path string) labels {
	if p, ok := r.(*ssa.Parameter); ok && path != "" {
		if i := f.paramIndex(p); i >= 0 {
			l := f.pkg.seeds[p]
			id := f.pkg.sourceID(source{kind: srcParam, fn: f.root, param: i, ppath: paramPath(path)})
			l, _ = union(l, labels{{id, 0}})
			return l
		}
	}
	l := f.vals[r]
	if g, ok := r.(*ssa.Global); ok {
		l, _ = union(l, f.pkg.globals[g])
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
		// A giant composite literal: stop telling its elements apart, so
		// a load stays cheap. Coarser is the fail-closed direction.
		k.path = collapse(k.path)
		if _, ok := m[k.path]; !ok && len(m) >= 2*maxPaths {
			k.path = ""
		}
	}
	if nl, ch := union(m[k.path], l); ch {
		m[k.path] = nl
		f.changed = true
	}
	if g, ok := k.root.(*ssa.Global); ok {
		f.pkg.taintGlobal(g, l)
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
	if g, ok := v.(*ssa.Global); ok {
		l, _ = union(l, f.pkg.globals[g])
	}
	if pointerish(v.Type()) {
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
		f.changed = true
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

// paramPath cuts path to maxParamPath steps and forgets indexes.
func paramPath(path string) string {
	var b strings.Builder
	for n := 0; path != "" && n < maxParamPath; n++ {
		step, rest := firstStep(path)
		if strings.HasPrefix(step, "[") {
			step = "[]"
		}
		b.WriteString(step)
		path = rest
	}
	return b.String()
}

// argAt returns the labels of what a caller passes at path below arg.
func (f *fam) argAt(arg ssa.Value, path string) labels {
	if path == "" {
		return f.deep(arg)
	}
	l := f.vals[arg]
	for _, k := range f.addrs(arg) {
		l, _ = union(l, f.load(memKey{k.root, k.path + path}))
	}
	return l
}
