package flow

import (
	"go/token"
	"go/types"
	"maps"
	"slices"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/report"
)

// updateSummary recomputes the root's summary from the family's state and
// reports whether it changed.
func (f *fam) updateSummary() bool {
	pk := f.pkg
	root := f.root
	s := &summary{paramSinks: pruneSinks(f.paramSinks)}
	old := pk.summaries[root]
	if old != nil {
		s.producer, s.fence = old.producer, old.fence
	}
	var flows []ParamFlow
	for i, ps := range f.ret[root] {
		for _, pt := range ps.sorted() {
			at := paramPath(pt.path)
			if l := pk.concrete(pt.l); len(l) > 0 {
				s.results = addResult(s.results, resultPart{res: i, path: at, l: l})
			}
			for _, e := range pt.l {
				switch src := pk.sources[e.src]; {
				case src.kind == srcParam && src.fn == root:
					flows = append(flows, ParamFlow{From: src.param, At: src.ppath, Call: src.call, CallAt: src.cpath, To: -1, Res: i, ToAt: at, Flags: e.flags})
				case src.kind == srcGlobal:
					flows = append(flows, ParamFlow{From: -1, FromGlobal: globalName(src.global), At: src.ppath, Call: src.call, CallAt: src.cpath, To: -1, Res: i, ToAt: at, Flags: e.flags})
				}
			}
		}
	}
	// Flows into the memory of a pointer parameter (a builder, a slice to
	// fill, a struct to set), at the path they were stored.
	for j, param := range root.Params {
		if !pointerish(param.Type()) {
			continue
		}
		// In path order: paths that a summary keeps as one are joined
		// into one capped label set, which keeps what comes first.
		for _, path := range slices.Sorted(maps.Keys(f.mem[param])) {
			l := f.mem[param][path]
			// Not through a method's receiver: what a method keeps in its
			// object is read back through the object's fields (their
			// facts), and a store summarised on the receiver lands on the
			// caller's whole object (openai-agents-go's tool lists made
			// every run's system prompt MCP tool text: 15 default
			// findings became 39).
			if c := pk.concrete(l); len(c) > 0 && !(j == 0 && root.Signature.Recv() != nil) {
				s.stores = addResult(s.stores, resultPart{res: j, path: paramPath(path), l: c})
			}
			for _, e := range l {
				if src := pk.sources[e.src]; src.kind == srcParam && src.fn == root && (src.param != j || src.ppath != paramPath(path)) {
					flows = append(flows, ParamFlow{From: src.param, At: src.ppath, Call: src.call, CallAt: src.cpath, To: j, ToAt: paramPath(path), Flags: e.flags})
				}
			}
		}
	}
	// Flows into package-level variables (a registry's Register).
	for r, m := range f.mem {
		g, ok := r.(*ssa.Global)
		if !ok {
			continue
		}
		for path, l := range m {
			for _, e := range l {
				if src := pk.sources[e.src]; src.kind == srcParam && src.fn == root {
					flows = append(flows, ParamFlow{From: src.param, At: src.ppath, Call: src.call, CallAt: src.cpath, To: ToGlobalIndex, ToGlobal: globalName(g), ToAt: paramPath(path), Flags: e.flags})
				}
			}
		}
	}
	s.paramFlows = sortFlows(uniqueFlows(flows))
	if s.equal(old) {
		return false
	}
	pk.summaries[root] = s
	return true
}

// addResult merges r into rs, kept sorted by result and path.
func addResult(rs []resultPart, r resultPart) []resultPart {
	i := sort.Search(len(rs), func(i int) bool {
		return rs[i].res > r.res || (rs[i].res == r.res && rs[i].path >= r.path)
	})
	if i < len(rs) && rs[i].res == r.res && rs[i].path == r.path {
		rs[i].l, _ = union(rs[i].l, r.l)
		return rs
	}
	rs = append(rs, resultPart{})
	copy(rs[i+1:], rs[i:])
	rs[i] = r
	return rs
}

// uniqueFlows drops repeated flows before they are sorted (one per
// label of a part: many repeat).
func uniqueFlows(fl []ParamFlow) []ParamFlow {
	if len(fl) < 2 {
		return fl
	}
	seen := make(map[ParamFlow]bool, len(fl))
	out := fl[:0]
	for _, x := range fl {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func sortFlows(fl []ParamFlow) []ParamFlow {
	sort.Slice(fl, func(i, j int) bool {
		a, b := fl[i], fl[j]
		if a.From != b.From {
			return a.From < b.From
		}
		if a.At != b.At {
			return a.At < b.At
		}
		if a.Call != b.Call {
			return a.Call < b.Call
		}
		if a.CallAt != b.CallAt {
			return a.CallAt < b.CallAt
		}
		if a.FromGlobal != b.FromGlobal {
			return a.FromGlobal < b.FromGlobal
		}
		if a.ToGlobal != b.ToGlobal {
			return a.ToGlobal < b.ToGlobal
		}
		if a.To != b.To {
			return a.To < b.To
		}
		if a.Res != b.Res {
			return a.Res < b.Res
		}
		if a.ToAt != b.ToAt {
			return a.ToAt < b.ToAt
		}
		return a.Flags < b.Flags
	})
	out := fl[:0]
	for i, x := range fl {
		if i == 0 || x != fl[i-1] {
			out = append(out, x)
		}
	}
	return pruneFlows(out)
}

// applySummary applies callee summary s at a call with args and returns the
// labels that cover the call's results. What the summary says lies at a
// path below a result is stored in the memory of the value that holds it
// (res for one result, its Extracts for several).
func (f *fam) applySummary(fn *ssa.Function, s *summary, callee string, args []ssa.Value, res ssa.Value, pos token.Pos) labels {
	return f.applySummaryAs(fn, s, callee, args, res, pos, "", "")
}

// applySummaryAs applies s with the receiver, args[0], an interface value
// seen as the concrete type whose step is recv (the method of that type
// runs): the summary's paths below its receiver are that type's paths.
// With res nil, the labels returned are those of the results at path
// resAt (see setResults).
func (f *fam) applySummaryAs(fn *ssa.Function, s *summary, callee string, args []ssa.Value, res ssa.Value, pos token.Pos, recv, resAt string) labels {
	pk := f.pkg
	// at returns path below from, the receiver seen as its concrete type.
	at := func(from ssa.Value, path string) string {
		if recv != "" && len(args) > 0 && from == args[0] {
			return recv + path
		}
		return path
	}
	hop := Hop{Pos: pos, What: "returned by " + callee}
	var l labels
	if s.producer != nil {
		l = pk.producerLabels(s.producer, pos)
	}
	results := map[int]partSet{}
	addRes := func(i int, path string, m labels) {
		if results[i] == nil {
			results[i] = partSet{}
		}
		results[i].add(path, m)
	}
	for _, r := range s.results {
		var m labels
		for _, e := range r.l {
			m, _ = union(m, labels{{pk.extend(e.src, hop), e.flags}})
		}
		addRes(r.res, r.path, m)
	}
	if s.fence {
		var al labels
		for _, a := range args {
			al, _ = union(al, f.deep(a))
		}
		l, _ = union(l, al.withFlags(Fenced))
	}
	type place struct {
		v    ssa.Value
		path string
	}
	memo := map[place][]part{}
	for _, pf := range s.paramFlows {
		from := f.flowSource(pf.From, pf.FromGlobal, args)
		if from == nil {
			continue
		}
		fromAt := at(from, pf.At)
		ps, ok := memo[place{from, fromAt}]
		if !ok {
			ps = f.partsAt(from, fromAt)
			memo[place{from, fromAt}] = ps
		}
		if pf.Call != "" {
			// What calling the value the caller passes returns.
			key := place{from, fromAt + "()" + pf.Call + pf.CallAt}
			if ps, ok = memo[key]; !ok {
				dl, _ := f.dispatch(fn, pf.Call, f.ownAt(from, fromAt), nil, nil, pos, pf.CallAt)
				ps = []part{{"", dl}}
				memo[key] = ps
			}
		}
		for _, p := range ps {
			al := p.l.withFlags(pf.Flags)
			if pf.Flags&Derived != 0 {
				// A model's reply to what the argument held: the reply
				// does not have the request's layout (a request's
				// Messages[0].Content is no path of the response), so
				// it covers the whole place it goes to.
				p.path = ""
			}
			if pf.To == -1 {
				// Third-party text through a helper: the helper is a
				// hop of the path the finding shows.
				var m labels
				for _, e := range al {
					m, _ = union(m, labels{{pk.extend(e.src, hop), e.flags}})
				}
				addRes(pf.Res, join(pf.ToAt, p.path), m)
			} else if pf.To == ToGlobalIndex {
				if g := f.pkg.globalNamed(pf.ToGlobal); g != nil {
					f.storeAt(memKey{g, join(pf.ToAt, p.path)}, al)
				}
			} else if pf.To < len(args) {
				f.storeThrough(args[pf.To], join(at(args[pf.To], pf.ToAt), p.path), al)
			}
		}
	}
	stored := Hop{Pos: pos, What: "stored by " + callee}
	for _, st := range s.stores {
		if st.res >= len(args) {
			continue
		}
		var m labels
		for _, e := range st.l {
			m, _ = union(m, labels{{pk.extend(e.src, stored), e.flags}})
		}
		f.storeThrough(args[st.res], at(args[st.res], st.path), m)
	}
	l, _ = union(l, f.setResults(res, results, resAt))
	paths := callHops{}
	for _, ps := range s.paramSinks {
		if excluded(ps.When, args) {
			continue
		}
		from := f.flowSource(ps.Param, ps.Global, args)
		if from == nil {
			continue
		}
		al := f.argAt(from, at(from, ps.At))
		if ps.Call != "" {
			al, _ = f.dispatch(fn, ps.Call, f.ownAt(from, at(from, ps.At)), nil, nil, pos, ps.CallAt)
		}
		al = al.withFlags(ps.Flags)
		if pk.debugAt != "" && pk.reporting {
			f.carrier = callee + ": " + describeFrom(ps.Param, ps.Global, ps.At, ps.Call, ps.CallAt)
			f.debugSink(al, ps.Position, ps.Sink, pos, bothRoles(ps.Only, f.roleGuard()))
		}
		al = admitted(al, ps.Only)
		if len(al) == 0 {
			f.carrier = ""
			continue
		}
		hops := paths.sinkHops(pos, callee, ps.hops)
		f.only = ps.Only
		if ps.RoleParam < 0 {
			f.sinkHit(al, ps.Position, ps.Sink, pos, hops, -1, "", nil)
		} else {
			r := role{unknown: true}
			switch {
			case ps.RoleParam >= len(args):
			case ps.RoleField != "":
				r = f.fieldRole(args[ps.RoleParam], ps.RoleField)
			default:
				r = f.resolveRole(args[ps.RoleParam])
			}
			f.roleSinkHit(al, r, ps.Roles, ps.Sink, pos, hops)
		}
		f.only = 0
		f.carrier = ""
	}
	return l
}

// storeThrough stores l at path to below the memory that pointer arg
// addresses: what a callee stored through its parameter.
func (f *fam) storeThrough(arg ssa.Value, to string, l labels) {
	for _, k := range f.addrs(arg) {
		if _, ok := descend(k.path, to); ok {
			f.storeAt(memKey{k.root, join(k.path, to)}, l)
		}
	}
}

// setResults puts the parts of a call's results where they belong: the
// labels covering a single result are returned (they become the call's);
// its other paths, and every part of a result of several, go to the
// memory of the value that holds that result.
func (f *fam) setResults(res ssa.Value, results map[int]partSet, resAt string) labels {
	if len(results) == 0 {
		return nil
	}
	if res == nil {
		// No value holds the results (a call resolved from a
		// higher-order summary): all of them, as one, but only the
		// parts that lie at resAt, above it or below it (what the
		// caller's summary reads of the call's result).
		// In result and path order: label sets are capped, so the
		// order they are joined in must not depend on map iteration.
		var l labels
		for _, i := range slices.Sorted(maps.Keys(results)) {
			for _, pt := range results[i].sorted() {
				if resAt == "" || overlaps(pt.path, resAt) {
					l, _ = union(l, pt.l)
				}
			}
		}
		return l
	}
	if _, tuple := res.Type().(*types.Tuple); !tuple {
		var l labels
		for _, pt := range results[0].sorted() {
			path, m := pt.path, pt.l
			if path == "" || !hasParts(res.Type()) {
				l, _ = union(l, m) // text has no parts: all of it is the text
				continue
			}
			f.storeAt(memKey{res, path}, m)
		}
		return l
	}
	refs := res.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		e, ok := r.(*ssa.Extract)
		if !ok {
			continue
		}
		for _, pt := range results[e.Index].sorted() {
			path, m := pt.path, pt.l
			if path == "" || !hasParts(e.Type()) {
				f.set(e, m)
			} else {
				f.storeAt(memKey{e, path}, m)
			}
		}
	}
	return nil
}

// partsAt returns the parts of arg at path at below it, relative to that
// path: what a callee's parameter path receives.
func (f *fam) partsAt(arg ssa.Value, at string) []part {
	if at == "" {
		return f.parts(arg)
	}
	return f.memoParts(arg, at, f.partsAtNow)
}

func (f *fam) partsAtNow(arg ssa.Value, at string) []part {
	ps := partSet{}
	ks := f.addrs(arg)
	ps.add("", f.refineAt(arg.Type(), f.ownBelow(arg, f.own(arg), len(ks) > 0), at))
	for _, k := range ks {
		base, ok := descend(k.path, at)
		if !ok {
			continue
		}
		ps.add("", f.rootLabelsAt(k.root, base))
		step := lastTypeStep(base)
		f.stored(k.root, func(path string, l labels) {
			if rel, ok := below(path, base); ok {
				ps.add(typed(step, rel), l)
			} else if overlaps(path, base) {
				ps.add("", f.refineStored(k.root, path, l, base))
			}
		})
	}
	return ps.sorted()
}

// importedSummary converts the FuncFact of a function of another package.
func (p *pkgState) importedSummary(key any) *summary {
	var obj types.Object
	switch k := key.(type) {
	case *ssa.Function:
		if k.Pkg == p.ssaPkg {
			return nil
		}
		o, ok := k.Object().(*types.Func)
		if !ok {
			return nil
		}
		obj = o.Origin()
	case *types.Func:
		obj = k.Origin()
	default:
		return nil
	}
	if obj.Pkg() == nil || obj.Pkg() == p.pass.Pkg {
		return nil
	}
	if s, ok := p.factFuncs[obj]; ok {
		return s
	}
	var fact FuncFact
	var s *summary
	if p.pass.ImportObjectFact(obj, &fact) {
		s = p.summaryOf(&fact)
	}
	p.factFuncs[obj] = s
	return s
}

// summaryOf converts a fact of another package into a summary.
func (p *pkgState) summaryOf(fact *FuncFact) *summary {
	s := &summary{paramFlows: fact.ParamFlows, fence: fact.Fence}
	hops := importedHops{}
	for _, src := range fact.Results {
		id, ok := p.importedSource(src, hops.of(fact, src.Path, src.PathRef))
		if !ok {
			continue
		}
		s.results = addResult(s.results, resultPart{res: src.Res, path: src.At, l: labels{{id, src.Flags}}})
	}
	for _, src := range fact.Stores {
		id, ok := p.importedSource(src, hops.of(fact, src.Path, src.PathRef))
		if !ok {
			continue
		}
		s.stores = addResult(s.stores, resultPart{res: src.Res, path: src.At, l: labels{{id, src.Flags}}})
	}
	for _, ps := range fact.ParamSinks {
		h := hops.of(fact, ps.Path, ps.PathRef)
		ps.Path, ps.PathRef = nil, 0
		s.paramSinks = append(s.paramSinks, paramSink{ParamSink: ps, hops: h})
	}
	return s
}

type importedFieldFact struct {
	parts partSet
	sink  *policy.Sink
}

// importedField converts the FieldFact of a field of another package.
func (p *pkgState) importedField(v *types.Var) *importedFieldFact {
	if ff, ok := p.factFields[v]; ok {
		return ff
	}
	var fact FieldFact
	var ff *importedFieldFact
	if p.pass.ImportObjectFact(v, &fact) {
		ff = &importedFieldFact{parts: partSet{}}
		for _, src := range fact.Sources {
			if id, ok := p.importedSource(src, foreignHops(src.Path)); ok {
				ff.parts.add(src.At, labels{{id, src.Flags}})
			}
		}
		if fact.Sink != "" {
			ff.sink = &policy.Sink{Field: v.Name(), Position: fact.Sink, What: fact.SinkWhat, RoleArg: -1}
		}
	}
	p.factFields[v] = ff
	return ff
}

// foreignHops turns a fact's path back into hops; they keep the file
// positions of the package that recorded them, with the file and package
// that factPath left out where they repeat the previous hop's restored.
func foreignHops(path []report.Hop) []Hop {
	hops := make([]Hop, len(path))
	var file, pkg string
	for i, h := range path {
		if h.Pos.File == "" && h.Pos.Line > 0 {
			h.Pos.File = file
		}
		if h.Package == "" {
			h.Package = pkg
		}
		file, pkg = h.Pos.File, h.Package
		hops[i] = Hop{Far: h.Pos, Pkg: h.Package, What: h.What}
	}
	return hops
}

// maxSinkHops bounds the path of a parameter sink: each call level adds a
// hop in front, and a deep call chain made every importer's facts carry
// it. Past the bound the middle of the path is left out; the finding
// still shows where the text enters the chain and where it ends.
const maxSinkHops = 16

// sinkHops returns the path of a parameter sink reached through a call at
// pos of callee: the call, then the callee's path, its middle left out
// past maxSinkHops.
func sinkHops(pos token.Pos, callee string, inner []Hop) []Hop {
	hops := append([]Hop{{Pos: pos, What: "passed to " + callee}}, inner...)
	if len(hops) <= maxSinkHops {
		return hops
	}
	half := maxSinkHops / 2
	return append(hops[:half:half], hops[len(hops)-half:]...)
}

// callHops makes the paths of one call's sinks, each once: the callee's
// sinks that share a path keep sharing it in the caller (see factpaths.go).
type callHops map[hopsID][]Hop

func (m callHops) sinkHops(pos token.Pos, callee string, inner []Hop) []Hop {
	if len(inner) == 0 {
		return sinkHops(pos, callee, inner)
	}
	id := idOf(inner)
	if h, ok := m[id]; ok {
		return h
	}
	h := sinkHops(pos, callee, inner)
	m[id] = h
	return h
}

func sortSinks(ps []paramSink) {
	sort.Slice(ps, func(i, j int) bool {
		a, b := ps[i].key(), ps[j].key()
		if a.Param != b.Param {
			return a.Param < b.Param
		}
		if a.Global != b.Global {
			return a.Global < b.Global
		}
		if a.At != b.At {
			return a.At < b.At
		}
		if a.Call != b.Call {
			return a.Call < b.Call
		}
		if a.CallAt != b.CallAt {
			return a.CallAt < b.CallAt
		}
		if a.Position != b.Position {
			return a.Position < b.Position
		}
		if a.RoleParam != b.RoleParam {
			return a.RoleParam < b.RoleParam
		}
		if a.RoleField != b.RoleField {
			return a.RoleField < b.RoleField
		}
		if a.Flags != b.Flags {
			return a.Flags < b.Flags
		}
		if a.Sink != b.Sink {
			return a.Sink < b.Sink
		}
		if a.When != b.When {
			return guardLess(a.When, b.When)
		}
		return a.Only < b.Only
	})
}
