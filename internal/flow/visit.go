package flow

import (
	"go/token"
	"go/types"
	"strings"

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

// analyze runs f to a local fixpoint and returns whether its summary (or
// the package's field and global taint) changed.
func (f *fam) analyze() bool {
	before := f.pkg.version()
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
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					f.pkg.budget--
					if f.pkg.budget < 0 {
						f.pkg.overBudget(f)
						return false
					}
					f.visit(fn, instr)
				}
			}
		}
		if !f.changed {
			break
		}
	}
	changed := f.updateSummary()
	return changed || f.pkg.version() != before
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
		l, _ := union(f.deep(in.Key), f.deep(in.Value))
		for _, k := range f.addrs(in.Map) {
			f.storeAt(memKey{k.root, k.path + "[]"}, l)
		}
	case *ssa.Send:
		for _, k := range f.addrs(in.Chan) {
			f.storeAt(memKey{k.root, k.path + "[]"}, f.deep(in.X))
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
			f.set(in, f.deep(e))
		}
	case *ssa.UnOp:
		switch in.Op {
		case token.MUL:
			f.set(in, f.loadVia(in.X))
		case token.ARROW:
			for _, k := range f.addrs(in.X) {
				f.set(in, f.load(memKey{k.root, k.path + "[]"}))
			}
			f.set(in, f.vals[in.X])
		}
	case *ssa.BinOp:
		if in.Op == token.ADD && isString(in.Type()) {
			f.set(in, f.deep(in.X))
			f.set(in, f.deep(in.Y))
			f.checkPaintConcat(fn, in)
		}
	case *ssa.Field:
		if src, ok := aggregateLoad(in.X); ok {
			// A field of a struct read from memory: that field only.
			f.set(in, f.vals[src])
			for _, k := range f.addrs(src) {
				f.set(in, f.load(memKey{k.root, k.path + ".f" + itoa(in.Field)}))
			}
		} else {
			f.set(in, f.deep(in.X))
		}
		if st, ok := in.X.Type().Underlying().(*types.Struct); ok && in.Field < st.NumFields() {
			name, v := f.pkg.fieldName(in.X.Type(), in.Field)
			f.set(in, f.pkg.fieldLabels(name, v, in.Pos()))
		}
	case *ssa.Index:
		f.set(in, f.deep(in.X))
	case *ssa.Lookup:
		f.set(in, f.deep(in.X))
	case *ssa.Extract:
		f.set(in, f.vals[in.Tuple])
	case *ssa.Range:
		f.set(in, f.deep(in.X))
	case *ssa.Next:
		f.set(in, f.vals[in.Iter])
	case *ssa.Convert, *ssa.ChangeType, *ssa.MakeInterface, *ssa.ChangeInterface, *ssa.TypeAssert, *ssa.SliceToArrayPointer, *ssa.MultiConvert:
		x, _ := passThrough(in.(ssa.Value))
		f.set(in.(ssa.Value), f.deep(x))
	case *ssa.Slice:
		f.set(in, f.deep(in.X))
	case *ssa.Select:
		for _, st := range in.States {
			if st.Dir == types.RecvOnly {
				for _, k := range f.addrs(st.Chan) {
					f.set(in, f.load(memKey{k.root, k.path + "[]"}))
				}
			} else if st.Send != nil {
				for _, k := range f.addrs(st.Chan) {
					f.storeAt(memKey{k.root, k.path + "[]"}, f.deep(st.Send))
				}
			}
		}
	}
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// loadVia returns the labels of a load through pointer x, including the
// taint of a producer field or of a field some function of this or another
// package stored third-party text into.
func (f *fam) loadVia(x ssa.Value) labels {
	l := f.vals[x]
	for _, k := range f.addrs(x) {
		l, _ = union(l, f.load(k))
	}
	if fa, ok := x.(*ssa.FieldAddr); ok {
		if p, ok := fa.X.Type().Underlying().(*types.Pointer); ok {
			name, v := f.pkg.fieldName(p.Elem(), fa.Field)
			l, _ = union(l, f.pkg.fieldLabels(name, v, fa.Pos()))
		}
	}
	return l
}

// store handles *addr = val: memory, field taint, and field sinks.
func (f *fam) store(in *ssa.Store) {
	l := f.deep(in.Val)
	if src, ok := aggregateLoad(in.Val); ok {
		// A struct or array copied whole (a composite literal assigned
		// to a variable): copy it field by field, so the taint of one
		// field does not spread to its siblings.
		for _, k := range f.addrs(in.Addr) {
			f.copyMem(k, src)
		}
	} else {
		for _, k := range f.addrs(in.Addr) {
			f.storeAt(k, l)
		}
	}
	fa, ok := in.Addr.(*ssa.FieldAddr)
	if !ok {
		return
	}
	p, ok := fa.X.Type().Underlying().(*types.Pointer)
	if !ok {
		return
	}
	name, v := f.pkg.fieldName(p.Elem(), fa.Field)
	if v != nil && v.Pkg() == f.pkg.pass.Pkg {
		f.pkg.taintField(v, l)
	}
	if name != "" {
		f.fieldSink(in, fa, name, v, l)
	}
}

// ret1 records the results of one return.
func (f *fam) ret1(fn *ssa.Function, in *ssa.Return) {
	rs := f.ret[fn]
	if rs == nil {
		rs = make([]labels, len(in.Results))
		f.ret[fn] = rs
	}
	for i, r := range in.Results {
		if i >= len(rs) {
			break
		}
		if !textCapable(r.Type()) {
			continue
		}
		l := f.deep(r)
		if fn == f.root {
			for _, e := range l {
				if site := f.pkg.sources[e.src].unwrap; site.IsValid() {
					f.pkg.noteReach(site, "", e.flags)
				}
			}
		}
		if nl, ch := union(rs[i], l); ch {
			rs[i] = nl
			f.changed = true
		}
	}
}

// retAll is the union of fn's result labels.
func (f *fam) retAll(fn *ssa.Function) labels {
	var l labels
	for _, r := range f.ret[fn] {
		l, _ = union(l, r)
	}
	return l
}

// aggregateLoad reports whether v is a struct or array value loaded from
// memory, and returns the pointer it was loaded through.
func aggregateLoad(v ssa.Value) (ssa.Value, bool) {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return nil, false
	}
	switch v.Type().Underlying().(type) {
	case *types.Struct, *types.Array:
		return u.X, true
	}
	return nil, false
}

// copyMem copies what is stored under the locations src points to into
// dst, path by path.
func (f *fam) copyMem(dst memKey, src ssa.Value) {
	f.storeAt(dst, f.vals[src])
	for _, k := range f.addrs(src) {
		f.storeAt(dst, f.rootLabels(k.root))
		for path, l := range f.mem[k.root] {
			switch {
			case strings.HasPrefix(path, k.path):
				f.storeAt(memKey{dst.root, dst.path + path[len(k.path):]}, l)
			case overlaps(path, k.path):
				// Stored above the copied value (a whole-struct store):
				// it covers all of it.
				f.storeAt(dst, l)
			}
		}
	}
}
