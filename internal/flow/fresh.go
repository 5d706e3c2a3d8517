package flow

import (
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// A field's package taint (what some function of the package, or of
// another, stored into the field: fieldParts) stands for writes the
// loading function cannot see: the object came from a parameter, a
// global or another object, and any function may have filled it. An
// object the family made itself, that nothing outside the family's own
// code and the callees whose effect it applies can reach, has no such
// writer: everything that wrote it is in this family's flows (its stores,
// a decoder's summary into it). A model's reply decoded into a fresh
// local (`var resp T; json.Unmarshal(body, &resp)`) then holds what the
// reply holds, not what another function of the package put into a
// value of the same type (a tool result in a request message).
//
// Such an object is sealed: every value that refers into it (its
// address, the addresses of its fields and elements, pointers and slices
// loaded from it) is only loaded from, stored into with text or with
// values that come from sealed objects (a struct copied from a
// parameter brings the parameter's fields), compared, handed to a
// standard-library decoder or formatter (stdFlows, fmt), bound to a
// closure of the family, or returned by the family's root. A pointer it
// is stored into must itself be sealed (a local variable the closure
// assigns). A result of a function of the package that returns such an
// object on every path is as fresh in its caller (a request helper that
// decodes the reply and returns its address).
//
// What is left out errs toward the package taint: a receiver or argument
// of any other call, a value put in a heap object, a channel, a global.
// One hole is known: a decoder runs a type's own UnmarshalJSON, whose
// stores into the receiver reach the object only through the package
// taint.

// sealedMax bounds how deep fresh results are followed through callees
// (a helper returning a helper's result).
const sealedMax = 4

// sealer answers, for the functions of one family, which values refer
// only into sealed objects.
type sealer struct {
	p     *pkgState
	root  *ssa.Function
	fns   map[*ssa.Function]bool
	binds map[*ssa.FreeVar][]ssa.Value
	depth int
	// memo: sealed's answers; groups: how the group of one base is
	// sealed (the group of several bases is the union of theirs).
	memo   map[sealQuery]bool
	groups map[ssa.Value]groupSeal
}

func newSealer(p *pkgState, g *fam, depth int) *sealer {
	s := &sealer{p: p, root: g.root, fns: map[*ssa.Function]bool{}, binds: closureBindings(g.fns), depth: depth,
		memo: map[sealQuery]bool{}, groups: map[ssa.Value]groupSeal{}}
	for _, fn := range g.fns {
		s.fns[fn] = true
	}
	return s
}

// sealed reports whether the field step (".f2") below x (the address a
// field is loaded through, or the struct value a field is taken of)
// lies only in objects of the family that nothing else can write (see
// above).
func (f *fam) sealed(x ssa.Value, step string) bool {
	if f.seal == nil {
		f.seal = newSealer(f.pkg, f, 0)
	}
	return f.seal.sealed(x, step)
}

// sealQuery is one question to the sealer: a location below x.
type sealQuery struct {
	x    ssa.Value
	step string
}

func (s *sealer) sealed(x ssa.Value, step string) bool {
	q := sealQuery{x, step}
	if ok, done := s.memo[q]; done {
		return ok
	}
	var bases []basePath
	ok := s.basesAt(x, "", map[basePath]bool{}, &bases) && len(bases) > 0
	for _, b := range bases {
		g := s.sealedGroup(b.base)
		ok = ok && g.covers(b.path+step)
	}
	s.memo[q] = ok
	return ok
}

// groupSeal is how a group is sealed: not at all (!ok), or everywhere
// but below the paths (relative to its base) at which a value that
// refers there escaped. A slice of a decoded reply's tool calls handed
// to a function of the package lets that function write the tool calls,
// not the reply's text beside them.
type groupSeal struct {
	ok      bool
	escapes []string
}

// covers reports whether the location at path is sealed: no escape lies
// on the way to it (an escape above it) or below it (the location holds
// what escaped).
func (g groupSeal) covers(path string) bool {
	if !g.ok {
		return false
	}
	for _, e := range g.escapes {
		if stepPrefix(e, path) || stepPrefix(path, e) {
			return false
		}
	}
	return true
}

// stepPrefix reports whether path a is path b or a path above it.
func stepPrefix(a, b string) bool {
	if !strings.HasPrefix(b, a) {
		return false
	}
	return len(b) == len(a) || b[len(a)] == '.' || b[len(a)] == '['
}

func (s *sealer) sealedGroup(b ssa.Value) groupSeal {
	if g, done := s.groups[b]; done {
		return g
	}
	g := s.group(b)
	s.groups[b] = g
	return g
}

// whole reports whether the group of b is sealed everywhere (a fresh
// result: its caller sees the object whole).
func (s *sealer) whole(b ssa.Value) bool {
	g := s.sealedGroup(b)
	return g.ok && len(g.escapes) == 0
}

// maxSealSteps bounds the path of a location below its base.
const maxSealSteps = 8

// basePath is an object x refers into and the path of x below it.
type basePath struct {
	base ssa.Value
	path string
}

// bases collects the objects x refers into (see basesAt).
func (s *sealer) bases(x ssa.Value, seen map[basePath]bool, out *[]ssa.Value) bool {
	var bs []basePath
	if !s.basesAt(x, "", seen, &bs) {
		return false
	}
	for _, b := range bs {
		*out = append(*out, b.base)
	}
	return true
}

// basesAt collects the objects x refers into: allocations of the family
// and fresh results of the package's functions, each with the path of x
// below it (then below, the path already walked down from x). It fails
// on anything else (a parameter, a global, another call's result).
func (s *sealer) basesAt(x ssa.Value, below string, seen map[basePath]bool, out *[]basePath) bool {
	if strings.Count(below, ".")+strings.Count(below, "[") > maxSealSteps {
		// A list walked in a loop: the base itself, which no
		// escape below it leaves sealed.
		below = ""
	}
	if seen[basePath{x, below}] {
		return true
	}
	seen[basePath{x, below}] = true
	switch v := x.(type) {
	case *ssa.Alloc:
		if !s.fns[v.Parent()] {
			return false
		}
		*out = append(*out, basePath{v, below})
		return true
	case *ssa.Const:
		return true // nil
	case *ssa.FieldAddr:
		return s.basesAt(v.X, ".f"+strconv.Itoa(v.Field)+below, seen, out)
	case *ssa.IndexAddr:
		return s.basesAt(v.X, "[]"+below, seen, out)
	case *ssa.Field:
		return s.basesAt(v.X, ".f"+strconv.Itoa(v.Field)+below, seen, out)
	case *ssa.Index:
		return s.basesAt(v.X, "[]"+below, seen, out)
	case *ssa.Slice:
		return s.basesAt(v.X, below, seen, out)
	case *ssa.ChangeType:
		return s.basesAt(v.X, below, seen, out)
	case *ssa.MakeInterface:
		return s.basesAt(v.X, below, seen, out)
	case *ssa.TypeAssert:
		return s.basesAt(v.X, below, seen, out)
	case *ssa.UnOp:
		// A pointer loaded from a field refers to what lies below
		// that field's path.
		return v.Op == token.MUL && s.basesAt(v.X, below, seen, out)
	case *ssa.Phi:
		for _, e := range v.Edges {
			if !s.basesAt(e, below, seen, out) {
				return false
			}
		}
		return true
	case *ssa.FreeVar:
		bs := s.binds[v]
		for _, b := range bs {
			if !s.basesAt(b, below, seen, out) {
				return false
			}
		}
		return len(bs) > 0
	case *ssa.Call:
		if b, ok := v.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" {
			// The first argument's array, or a new one holding its
			// elements and the appended ones.
			for _, a := range v.Call.Args {
				if hasParts(a.Type()) && !s.basesAt(a, below, seen, out) {
					return false
				}
			}
			return true
		}
		if s.p.freshResult(v.Common(), 0, s.depth) {
			*out = append(*out, basePath{v, below})
			return true
		}
	case *ssa.Extract:
		if c, ok := v.Tuple.(*ssa.Call); ok && s.p.freshResult(c.Common(), v.Index, s.depth) {
			*out = append(*out, basePath{v, below})
			return true
		}
	}
	return false
}

// group follows every use of base and of what refers into it, adding
// the objects it is stored into or that are stored into it, and reports
// where a use lets code outside the family write them: below the path
// of the value so used, relative to base (a value of another object the
// group took in counts as base itself: it may refer anywhere).
func (s *sealer) group(base ssa.Value) groupSeal {
	paths := map[ssa.Value]string{base: ""}
	work := []ssa.Value{base}
	add := func(v ssa.Value, path string) {
		if _, seen := paths[v]; !seen {
			paths[v] = path
			work = append(work, v)
		}
	}
	addBases := func(x ssa.Value) bool {
		var bs []ssa.Value
		if !s.bases(x, map[basePath]bool{}, &bs) {
			return false
		}
		for _, b := range bs {
			add(b, "")
		}
		return true
	}
	var escapes []string
	for len(work) > 0 {
		d := work[len(work)-1]
		work = work[:len(work)-1]
		path := paths[d]
		refs := d.Referrers()
		ok := refs != nil
		// Stopping at the first escaping use loses nothing: whatever
		// d's later uses reach lies below d's path (a field or element
		// of it, a phi or a joined object that refers into it), and an
		// escape at d's path covers all of that already.
		for _, instr := range referrers(refs) {
			if !s.use(d, path, instr, add, addBases) {
				ok = false
				break
			}
		}
		if ok {
			continue
		}
		if path == "" {
			return groupSeal{}
		}
		escapes = append(escapes, path)
	}
	slices.Sort(escapes)
	return groupSeal{ok: true, escapes: slices.Compact(escapes)}
}

func referrers(refs *[]ssa.Instruction) []ssa.Instruction {
	if refs == nil {
		return nil
	}
	return *refs
}

// use reports whether instr, a use of d (a value referring into the
// group), keeps the group sealed, adding what it makes refer into it.
func (s *sealer) use(d ssa.Value, path string, instr ssa.Instruction, add func(ssa.Value, string), addBases func(ssa.Value) bool) bool {
	switch in := instr.(type) {
	case *ssa.DebugRef, *ssa.BinOp, *ssa.If:
		return true
	case *ssa.FieldAddr, *ssa.IndexAddr, *ssa.Slice, *ssa.ChangeType, *ssa.Phi,
		*ssa.MakeInterface, *ssa.TypeAssert, *ssa.ChangeInterface, *ssa.Field,
		*ssa.Index, *ssa.Lookup, *ssa.Range, *ssa.Next, *ssa.Extract:
		v := instr.(ssa.Value)
		if t := v.Type(); t != nil && holdsPointers(t) {
			add(v, usePath(path, in))
		}
		return true
	case *ssa.Convert:
		// string(bytes); not unsafe.Pointer(d), which can be written
		// through.
		b, ok := in.Type().Underlying().(*types.Basic)
		return !holdsPointers(in.Type()) && !(ok && b.Kind() == types.UnsafePointer)
	case *ssa.UnOp:
		if in.Op != token.MUL {
			return false
		}
		if holdsPointers(in.Type()) && !copiedOut(in.Type()) {
			add(in, path)
		}
		return true
	case *ssa.Store:
		// A struct copied in brings its fields' provenance, which the
		// load it was copied from took (a parameter's, the package's
		// field taint): it must come from the group too.
		if in.Addr == d && hasParts(in.Val.Type()) && !addBases(in.Val) {
			return false
		}
		if in.Val == d && !addBases(in.Addr) {
			return false
		}
		return true
	case *ssa.MapUpdate:
		if in.Map == d {
			if hasParts(in.Key.Type()) && !addBases(in.Key) {
				return false
			}
			if hasParts(in.Value.Type()) && !addBases(in.Value) {
				return false
			}
		}
		if (in.Key == d || in.Value == d) && !addBases(in.Map) {
			return false
		}
		return true
	case *ssa.MakeClosure:
		fn, ok := in.Fn.(*ssa.Function)
		if !ok || !s.fns[fn] {
			return false
		}
		for i, b := range in.Bindings {
			if b == d && i < len(fn.FreeVars) {
				add(fn.FreeVars[i], path)
			}
		}
		return true
	case *ssa.Return:
		// The caller gets it; this family's code is done with it (a
		// closure of the family still reading it later is not followed).
		return in.Parent() == s.root
	case *ssa.Call:
		return s.callUse(d, path, in.Common(), in, add, addBases)
	}
	return false
}

// usePath is the path of the value instr makes of d (at path): a field
// or element step below it; a phi, which may merge values of other
// paths, is the base's (it may refer anywhere in the group).
func usePath(path string, instr ssa.Instruction) string {
	switch in := instr.(type) {
	case *ssa.FieldAddr:
		return path + ".f" + strconv.Itoa(in.Field)
	case *ssa.Field:
		return path + ".f" + strconv.Itoa(in.Field)
	case *ssa.IndexAddr, *ssa.Index, *ssa.Lookup:
		return path + "[]"
	case *ssa.Phi:
		return ""
	}
	return path
}

// copiedOut reports whether a value of type t loaded from the group is a
// copy (a struct or an array), not a reference into it. Code that gets
// the copy can write the copy's own fields, never the group's: a reply's
// message appended to the conversation (agent-sdk-go's tool loops:
// messages = append(messages, resp.Choices[0].Message)), then sent, does
// not let the callee write the reply's text. What the copy's slices, maps
// and pointers refer to is the group's, and is not followed: a writer
// through them is a hole, as the decoder's UnmarshalJSON is (see above);
// a callee's stores through the copy are still applied by its summary.
func copiedOut(t types.Type) bool {
	switch types.Unalias(t).Underlying().(type) {
	case *types.Struct, *types.Array:
		return true
	}
	return false
}

// callUse: a call's use of d keeps the group sealed when the callee is
// len or cap, append (its result refers into the group, and what it
// appends joins it), or a standard-library decoder or formatter.
func (s *sealer) callUse(d ssa.Value, path string, c *ssa.CallCommon, res *ssa.Call, add func(ssa.Value, string), addBases func(ssa.Value) bool) bool {
	if c.Value == d {
		return false
	}
	if b, ok := c.Value.(*ssa.Builtin); ok {
		switch b.Name() {
		case "len", "cap":
			return true
		case "append":
			for _, a := range c.Args {
				if a != d && hasParts(a.Type()) && !addBases(a) {
					return false
				}
			}
			add(res, path)
			return true
		}
		return false
	}
	if c.IsInvoke() {
		return false
	}
	callee := staticCallee(c.Value)
	if callee == nil || callee.Pkg == nil || !isStd(callee.Pkg.Pkg.Path()) {
		return false
	}
	if _, ok := stdFlows[callee.String()]; ok {
		return true
	}
	// fmt's printers only read their arguments (its scanners write
	// them).
	return callee.Pkg.Pkg.Path() == "fmt" && !strings.Contains(strings.ToLower(callee.Name()), "scan")
}

// freshResult reports whether result i of the call c is an object its
// callee, a function of the package, made and returns on every path
// without letting anything else reach it (see sealed).
func (p *pkgState) freshResult(c *ssa.CallCommon, i, depth int) bool {
	if c.IsInvoke() || depth >= sealedMax {
		return false
	}
	callee := staticCallee(c.Value)
	if callee == nil {
		return false
	}
	if o := callee.Origin(); o != nil {
		callee = o
	}
	g := p.famOf[callee]
	if g == nil || g.root != callee {
		return false
	}
	key := freshKey{callee, i}
	if ok, done := p.freshMemo[key]; done {
		return ok
	}
	if p.freshMemo == nil {
		p.freshMemo = map[freshKey]bool{}
	}
	p.freshMemo[key] = false // a recursive call: not fresh
	s := newSealer(p, g, depth+1)
	var bases []ssa.Value
	seen := map[basePath]bool{}
	for _, b := range callee.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || i >= len(ret.Results) {
			continue
		}
		if !s.bases(ret.Results[i], seen, &bases) {
			return false
		}
	}
	ok := len(bases) > 0
	for _, b := range bases {
		ok = ok && s.whole(b)
	}
	p.freshMemo[key] = ok
	return ok
}

type freshKey struct {
	fn *ssa.Function
	i  int
}

// holdsPointers reports whether a value of type t refers to memory
// (strings do not: they cannot be written through).
func holdsPointers(t types.Type) bool {
	return holdsPointersDepth(t, 0)
}

func holdsPointersDepth(t types.Type, depth int) bool {
	if depth > 8 {
		return true
	}
	if pointerish(t) {
		return true
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if holdsPointersDepth(u.Field(i).Type(), depth+1) {
				return true
			}
		}
	case *types.Array:
		return holdsPointersDepth(u.Elem(), depth+1)
	case *types.Signature:
		return true
	case *types.Tuple:
		for i := 0; i < u.Len(); i++ {
			if holdsPointersDepth(u.At(i).Type(), depth+1) {
				return true
			}
		}
	}
	return false
}
