package flow

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Bounds of the analysis of one package. Past them the engine fails
// closed: it reports that it could not decide (category
// taintflow/undecided), naming the bound, instead of hanging or passing.
const (
	maxFamilyPasses = 64        // passes over one family until its labels settle
	maxRounds       = 32        // rounds over the package until summaries settle
	defaultBudget   = 4_000_000 // instruction visits in one package (-budget)
)

// analyze runs f to a local fixpoint and returns whether its summary
// changed, and whether the package's field and global taint did.
func (f *fam) analyze() (summary, version bool) {
	before := f.pkg.grownAt
	f.partsMemo = nil
	for pass := 0; ; pass++ {
		if f.undecided {
			break
		}
		if pass == maxFamilyPasses {
			f.undecide("a function's labels did not settle within " + itoa(maxFamilyPasses) + " passes")
			break
		}
		f.changed = false
		for _, fn := range f.fns {
			live := f.live(fn)
			for _, b := range fn.Blocks {
				if live != nil && !live[b] {
					continue
				}
				f.block = b
				for _, instr := range b.Instrs {
					f.pkg.budget--
					if f.pkg.budget < 0 {
						f.pkg.overBudget(f)
						return false, false
					}
					f.visit(fn, instr)
				}
			}
		}
		if !f.changed {
			break
		}
	}
	sum := f.updateSummary()
	// The memo of parts queries is rebuilt by the next analysis anyway:
	// kept, every family of a large package would hold one until the end.
	f.partsMemo, f.labelsMemo = nil, nil
	return sum, f.pkg.grownAt != before
}

func (f *fam) undecide(why string) {
	if f.undecided {
		return
	}
	f.undecided = true
	f.pkg.undecided(f.root, why)
}

func (f *fam) visit(fn *ssa.Function, instr ssa.Instruction) {
	switch in := instr.(type) {
	case *ssa.Store:
		f.store(in)
	case *ssa.MapUpdate:
		for _, k := range f.addrs(in.Map) {
			f.storeParts(memKey{k.root, k.path + keyStep}, in.Key)
			f.storeParts(memKey{k.root, k.path + "[]"}, in.Value)
		}
		f.mapFieldSink(in)
	case *ssa.Send:
		for _, k := range f.addrs(in.Chan) {
			f.storeParts(memKey{k.root, k.path + "[]"}, in.X)
		}
	case *ssa.Return:
		f.ret1(fn, in)
	case *ssa.Go:
		f.call(fn, in.Common(), nil, in.Pos())
	case *ssa.Defer:
		f.call(fn, in.Common(), nil, in.Pos())
	case *ssa.Call:
		f.set(in, f.call(fn, in.Common(), in, in.Pos()))
	case *ssa.Phi:
		for _, e := range in.Edges {
			f.flowInto(in, e)
		}
	case *ssa.UnOp:
		switch in.Op {
		case token.MUL:
			f.loadVia(in, in.X)
		case token.ARROW:
			f.set(in, f.coverAt(in.X, "[]"))
			for _, k := range f.addrs(in.X) {
				f.set(in, f.loadAt(memKey{k.root, k.path + "[]"}, in.Type()))
			}
		}
	case *ssa.BinOp:
		if in.Op == token.ADD && isString(in.Type()) {
			f.set(in, f.deep(in.X))
			f.set(in, f.deep(in.Y))
			f.checkPaintConcat(fn, in)
		}
	case *ssa.Field:
		// A field of a struct value: what covers the struct, and what was
		// stored at that field's path of it.
		f.set(in, f.coverAt(in.X, ".f"+itoa(in.Field)))
		for _, k := range f.addrs(in.X) {
			f.set(in, f.loadAt(memKey{k.root, k.path + ".f" + itoa(in.Field)}, in.Type()))
		}
		if st, ok := in.X.Type().Underlying().(*types.Struct); ok && in.Field < st.NumFields() {
			name, v := f.pkg.fieldName(in.X.Type(), in.Field)
			f.fieldLoad(in, name, v, in.Pos(), f.sealed(in.X, ".f"+itoa(in.Field)))
		}
	case *ssa.Index:
		step := indexStep(in.Index, in.X)
		f.set(in, f.coverAt(in.X, step))
		for _, k := range f.addrs(in.X) {
			f.set(in, f.loadAt(memKey{k.root, k.path + step}, in.Type()))
		}
	case *ssa.Lookup:
		if isString(in.X.Type()) {
			f.set(in, f.deep(in.X))
			break
		}
		f.set(in, f.coverAt(in.X, "[]"))
		elem := in.X.Type().Underlying().(*types.Map).Elem()
		for _, k := range f.addrs(in.X) {
			f.set(in, f.loadAt(memKey{k.root, k.path + "[]"}, elem))
		}
	case *ssa.Extract:
		f.extract(in)
	case *ssa.Range:
		f.flowInto(in, in.X)
	case *ssa.Next:
		f.set(in, f.vals[in.Iter])
	case *ssa.MakeInterface:
		f.flowInto(in, in.X)
		f.set(in, f.pkg.implLabels(in.X.Type()))
	case *ssa.MakeClosure:
		if target, ok := in.Fn.(*ssa.Function); ok {
			f.set(in, f.pkg.funcLabels(target))
		}
	case *ssa.TypeAssert:
		if hasParts(in.AssertedType) {
			// The value's parts stay in memory, seen as the asserted
			// type (for a comma-ok form, its Extract #0).
			f.set(in, f.assertedCover(in))
			break
		}
		f.set(in, f.assertedText(in))
	case *ssa.Convert, *ssa.ChangeType, *ssa.ChangeInterface, *ssa.SliceToArrayPointer, *ssa.MultiConvert:
		x, _ := passThrough(in.(ssa.Value))
		f.flowInto(in.(ssa.Value), x)
	case *ssa.Slice:
		f.flowInto(in, in.X)
	case *ssa.Select:
		for _, st := range in.States {
			if st.Dir == types.RecvOnly {
				for _, k := range f.addrs(st.Chan) {
					f.set(in, f.load(memKey{k.root, k.path + "[]"}))
				}
			} else if st.Send != nil {
				for _, k := range f.addrs(st.Chan) {
					f.storeParts(memKey{k.root, k.path + "[]"}, st.Send)
				}
			}
		}
	}
}

// keyStep is the path step of a map's keys (its values are at "[]").
const keyStep = ".key"

// flowInto gives out the labels of x it carries: for a value with parts
// (a pointer, a struct, a slice) what covers x (its parts stay in memory,
// reached through out's addrs, which are x's); for text, everything
// reachable from x (string(bytes) reads every byte).
func (f *fam) flowInto(out, x ssa.Value) {
	if hasParts(out.Type()) {
		f.set(out, f.own(x))
		return
	}
	f.set(out, f.deep(x))
}

// extract gives a tuple element its labels: the call's labels that cover
// every result, and for the tuples of comma-ok forms and map iteration
// the labels at the element's path.
func (f *fam) extract(in *ssa.Extract) {
	// A call's error result is its own: a producer's or an unknown
	// callee's taint covers its text results, not the error beside them
	// (a summary says what an error result carries, per result).
	rng, ranged := in.Tuple.(*ssa.Next)
	if ranged {
		_, isRange := rng.Iter.(*ssa.Range)
		ranged = isRange && !rng.IsString
	}
	if _, isCall := in.Tuple.(*ssa.Call); !ranged && (!isCall || !isError(in.Type())) {
		f.set(in, f.own(in.Tuple))
	}
	switch t := in.Tuple.(type) {
	case *ssa.Next:
		if t.IsString {
			f.set(in, f.vals[t])
			return
		}
		if rng, ok := t.Iter.(*ssa.Range); ok {
			if in.Index == 0 {
				return // ok
			}
			// A key or value of the map ranged over: what covers the
			// map, seen at its keys or values.
			step := "[]"
			if in.Index == 1 {
				step = keyStep
			}
			f.set(in, f.coverAt(rng.X, step))
			for _, k := range f.addrs(rng.X) {
				f.set(in, f.loadAt(memKey{k.root, k.path + step}, in.Type()))
			}
		}
	case *ssa.Lookup:
		if in.Index == 0 {
			if isString(t.X.Type()) {
				f.set(in, f.deep(t.X))
				return
			}
			f.set(in, f.coverAt(t.X, "[]"))
			for _, k := range f.addrs(t.X) {
				f.set(in, f.loadAt(memKey{k.root, k.path + "[]"}, in.Type()))
			}
		}
	case *ssa.TypeAssert:
		switch {
		case in.Index != 0:
		case hasParts(t.AssertedType):
			f.set(in, f.assertedCover(t))
		default:
			f.set(in, f.assertedText(t))
		}
	case *ssa.UnOp:
		if in.Index == 0 && t.Op == token.ARROW {
			f.set(in, f.coverAt(t.X, "[]"))
			for _, k := range f.addrs(t.X) {
				f.set(in, f.loadAt(memKey{k.root, k.path + "[]"}, in.Type()))
			}
		}
	}
}

// indexStep is the path step of x[index]: the constant index, or "[]".
func indexStep(index, x ssa.Value) string {
	if c, ok := index.(*ssa.Const); ok && c.Value != nil && !offsetSlice(x) {
		return "[" + c.Value.ExactString() + "]"
	}
	return "[]"
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// loadVia gives in, a load through pointer x, its labels: what covers x,
// what is stored where it points (for text, everything there; for a value
// with parts, what covers it), and the taint of a producer field or of a
// field some function of this or another package stored third-party text
// into.
func (f *fam) loadVia(in, x ssa.Value) {
	f.set(in, f.own(x))
	for _, k := range f.addrs(x) {
		f.set(in, f.loadAt(k, in.Type()))
	}
	if fa, ok := x.(*ssa.FieldAddr); ok {
		if p, ok := fa.X.Type().Underlying().(*types.Pointer); ok {
			name, v := f.pkg.fieldName(p.Elem(), fa.Field)
			f.fieldLoad(in, name, v, fa.Pos(), f.sealed(fa.X, ".f"+itoa(fa.Field)))
		}
		f.ancestorFields(in, fa)
	}
}

// ancestorFields adds to in, a load of a field reached through a chain of
// field addresses (req.Params.SystemPrompt), the taint known of the
// fields above it at the path that leads to it: a producer field whose
// struct is anonymous, or a field some function stored text into below.
func (f *fam) ancestorFields(in ssa.Value, fa *ssa.FieldAddr) {
	rel := ".f" + itoa(fa.Field)
	for depth := 0; depth < maxParamPath; depth++ {
		anc, ok := fa.X.(*ssa.FieldAddr)
		if !ok {
			return
		}
		p, ok := anc.X.Type().Underlying().(*types.Pointer)
		if !ok {
			return
		}
		name, v := f.pkg.fieldName(p.Elem(), anc.Field)
		sealed := f.sealed(anc.X, ".f"+itoa(anc.Field))
		if !sealed {
			f.readField(v)
		}
		for _, pt := range f.pkg.fieldParts(name, v, anc.Pos(), len(f.pkg.textual(f.vals[in])) > 0, sealed) {
			if _, ok := below(rel, pt.path); ok {
				f.set(in, pt.l)
			}
		}
		rel = ".f" + itoa(anc.Field) + rel
		fa = anc
	}
}

// fieldLoad adds to in, a load of the field named name (var v), the taint
// the package or its imports know of the field: the labels covering it,
// and, for a value with parts, what lies below it, kept in in's memory.
// Of a sealed object (fresh.go), only a producer field's.
func (f *fam) fieldLoad(in ssa.Value, name string, v *types.Var, pos token.Pos, sealed bool) {
	covered := len(f.pkg.textual(f.vals[in])) > 0
	if !sealed {
		f.readField(v)
	}
	for _, p := range f.pkg.fieldParts(name, v, pos, covered, sealed) {
		if p.path == "" || !hasParts(in.Type()) {
			f.set(in, p.l)
		} else {
			f.storeAt(memKey{in, p.path}, p.l)
		}
	}
}

// store handles *addr = val: memory, field taint, and field sinks.
func (f *fam) store(in *ssa.Store) {
	fa, _ := in.Addr.(*ssa.FieldAddr)
	var name string
	var v *types.Var
	if fa != nil {
		name, v = f.pkg.fieldOf(fa)
	}
	if f.pkg.model.Media[name] {
		// Inline media bytes (an image's Data): no text to follow.
		return
	}
	if fa != nil {
		if p, ok := fa.X.Type().Underlying().(*types.Pointer); ok && f.pkg.opaque(p.Elem()) {
			// A field of a transport (the token it sends): no text
			// for a prompt.
			return
		}
	}
	view := false
	if a, ok := in.Addr.(*ssa.Alloc); ok {
		if sp := f.spilledParam(a); sp.p != nil && in.Val == sp.val {
			if sp.base == "" {
				// The copy of a struct parameter: the local stands for
				// the parameter, path by path (rootLabelsAt), not as
				// one whole.
				return
			}
			view = true
		}
	}
	raw := f.parts(in.Val)
	if view {
		// A copy of a part of a parameter: its parameter labels are
		// that part's paths (rootLabelsAt); what else it holds (a
		// producer field read on the way) is stored.
		raw = f.partsWithoutParams(raw)
	}
	var role Flags
	if fa != nil {
		// Text put in a message of a constant role is that role's.
		role = f.messageRole(fa)
		raw = partsWithFlags(raw, role)
	}
	ps := raw
	if role != 0 {
		// A model's summary kept as a system message (kept.go).
		ps = f.keptInstruction(in, fa, name, v, role, ps)
	}
	if f.instructionField(name, v) {
		// Text stored in an instruction slot of a request (a tool's
		// description) is reported there; the value that holds it is
		// Sunk, as the result of a sink call is: one flow, one finding,
		// and a model's reply to that request is not derived from it.
		ps = partsWithFlags(ps, Sunk)
	}
	for _, k := range f.addrs(in.Addr) {
		f.storePartsOf(k, ps)
	}
	if fa == nil {
		return
	}
	if v != nil && v.Pkg() == f.pkg.pass.Pkg {
		f.pkg.taintField(v, raw)
	}
	if name != "" {
		f.fieldSink(in, fa, name, v, f.deep(in.Val))
	}
}

// instructionField reports whether the field named name is a sink of an
// instruction position whatever the role (a role-conditioned message
// field is decided where the role is known).
func (f *fam) instructionField(name string, v *types.Var) bool {
	if name == "" {
		return false
	}
	s := f.pkg.fieldSinkFor(name, v)
	return s != nil && !s.RoleConditioned() && s.Position.Instruction()
}

// ret1 records the results of one return, by result index and path.
func (f *fam) ret1(fn *ssa.Function, in *ssa.Return) {
	rs := f.ret[fn]
	if rs == nil {
		rs = make([]partSet, len(in.Results))
		for i := range rs {
			rs[i] = partSet{}
		}
		f.ret[fn] = rs
	}
	for i, r := range in.Results {
		if i >= len(rs) {
			break
		}
		if !textCapable(r.Type()) {
			continue
		}
		if fn == f.root {
			f.resultSinks(r, i, in.Pos())
		}
		for _, p := range f.parts(r) {
			if fn == f.root {
				for _, e := range p.l {
					if site := f.pkg.sources[e.src].unwrap; site.IsValid() {
						f.pkg.noteReach(site, "", e.flags)
					}
				}
			}
			if nl, ch := union(rs[i][p.path], p.l); ch {
				rs[i][p.path] = nl
				f.grew()
			}
		}
	}
}

// retAll is the union of fn's result labels, every path of every result.
func (f *fam) retAll(fn *ssa.Function) labels {
	var l labels
	for _, r := range f.ret[fn] {
		// In path order: label sets are capped, so the order they are
		// joined in must not depend on map iteration.
		for _, pt := range r.sorted() {
			l, _ = union(l, pt.l)
		}
	}
	return l
}
