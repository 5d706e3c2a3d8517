package flow

import (
	"go/token"
	"go/types"
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
	s := &summary{paramSinks: f.paramSinks}
	old := pk.summaries[root]
	if old != nil {
		s.producer, s.fence = old.producer, old.fence
	}
	all := f.retAll(root)
	s.results = pk.concrete(all)
	var flows []ParamFlow
	for _, e := range all {
		if src := pk.sources[e.src]; src.kind == srcParam && src.fn == root {
			flows = append(flows, ParamFlow{From: src.param, At: src.ppath, To: -1, Flags: e.flags})
		}
	}
	// Flows into the memory of a pointer parameter (a builder, a slice to
	// fill, a struct to set).
	for j, param := range root.Params {
		if !pointerish(param.Type()) {
			continue
		}
		for _, l := range f.mem[param] {
			for _, e := range l {
				if src := pk.sources[e.src]; src.kind == srcParam && src.fn == root && src.param != j {
					flows = append(flows, ParamFlow{From: src.param, At: src.ppath, To: j, Flags: e.flags})
				}
			}
		}
	}
	s.paramFlows = sortFlows(flows)
	if s.equal(old) {
		return false
	}
	pk.summaries[root] = s
	return true
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
		if a.To != b.To {
			return a.To < b.To
		}
		return a.Flags < b.Flags
	})
	out := fl[:0]
	for i, x := range fl {
		if i == 0 || x != fl[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// applySummary applies callee summary s at a call with args and returns the
// labels of the call's results.
func (f *fam) applySummary(fn *ssa.Function, s *summary, callee string, args []ssa.Value, pos token.Pos) labels {
	pk := f.pkg
	hop := Hop{Pos: pos, What: "returned by " + callee}
	var l labels
	if s.producer != nil {
		l = pk.producerLabels(s.producer, pos)
	}
	for _, e := range s.results {
		l, _ = union(l, labels{{pk.extend(e.src, hop), e.flags}})
	}
	if s.fence {
		var al labels
		for _, a := range args {
			al, _ = union(al, f.deep(a))
		}
		l, _ = union(l, al.withFlags(Fenced))
	}
	for _, pf := range s.paramFlows {
		if pf.From >= len(args) {
			continue
		}
		al := f.argAt(args[pf.From], pf.At).withFlags(pf.Flags)
		if pf.To < 0 {
			// Third-party text through a helper: the helper is a hop of
			// the path the finding shows.
			for _, e := range al {
				l, _ = union(l, labels{{pk.extend(e.src, hop), e.flags}})
			}
		} else if pf.To < len(args) {
			for _, k := range f.addrs(args[pf.To]) {
				f.storeAt(k, al)
			}
		}
	}
	for _, ps := range s.paramSinks {
		if ps.Param >= len(args) {
			continue
		}
		al := f.argAt(args[ps.Param], ps.At).withFlags(ps.Flags)
		if len(al) == 0 {
			continue
		}
		hops := append([]Hop{{Pos: pos, What: "passed to " + callee}}, ps.hops...)
		if ps.RoleParam < 0 {
			f.sinkHit(al, ps.Position, ps.Sink, pos, hops, -1, nil)
			continue
		}
		r := role{unknown: true}
		if ps.RoleParam < len(args) {
			r = f.resolveRole(args[ps.RoleParam])
		}
		f.roleSinkHit(al, r, ps.Roles, ps.Sink, pos, hops)
	}
	return l
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
		s = &summary{paramFlows: fact.ParamFlows, fence: fact.Fence}
		for _, src := range fact.Results {
			id := p.sourceID(source{kind: srcProducer, origin: src.Origin, producer: src.Producer, path: foreignHops(src.Path)})
			if src.Flags&Laundered != 0 {
				id = p.sourceID(source{kind: srcUnwrap, origin: src.Origin, producer: src.Producer, path: foreignHops(src.Path)})
			}
			s.results, _ = union(s.results, labels{{id, src.Flags}})
		}
		for _, ps := range fact.ParamSinks {
			s.paramSinks = append(s.paramSinks, paramSink{ParamSink: ps, hops: foreignHops(ps.Path)})
		}
	}
	p.factFuncs[obj] = s
	return s
}

type importedFieldFact struct {
	labels labels
	sink   *policy.Sink
}

// importedField converts the FieldFact of a field of another package.
func (p *pkgState) importedField(v *types.Var) *importedFieldFact {
	if ff, ok := p.factFields[v]; ok {
		return ff
	}
	var fact FieldFact
	var ff *importedFieldFact
	if p.pass.ImportObjectFact(v, &fact) {
		ff = &importedFieldFact{}
		for _, src := range fact.Sources {
			id := p.sourceID(source{kind: srcProducer, origin: src.Origin, producer: src.Producer, path: foreignHops(src.Path)})
			ff.labels, _ = union(ff.labels, labels{{id, src.Flags}})
		}
		if fact.Sink != "" {
			ff.sink = &policy.Sink{Field: v.Name(), Position: fact.Sink, What: fact.SinkWhat, RoleArg: -1}
		}
	}
	p.factFields[v] = ff
	return ff
}

// foreignHops turns a fact's path back into hops; they keep the file
// positions of the package that recorded them.
func foreignHops(path []report.Hop) []Hop {
	hops := make([]Hop, len(path))
	for i, h := range path {
		hops[i] = Hop{Far: h.Pos, Pkg: h.Package, What: h.What}
	}
	return hops
}
