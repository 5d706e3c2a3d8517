package flow

import (
	"go/token"
	"go/types"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/report"
)

// export writes the facts other packages need: summaries that differ from
// the default rule, the taint of fields, directive declarations. A package
// that exports any of them is marked with a PackageFact so the pre-filter
// of its importers keeps them.
func (p *pkgState) export() {
	// exported: a fact an importer needs in order to find a flow it
	// could not find alone (third-party results, sinks, fences, tainted
	// fields, directives). Parameter-to-result flows refine precision but
	// carry no taint of their own: they do not make importers relevant.
	exported := false
	done := map[types.Object]bool{}
	requests := p.requestOrigins()
	for _, d := range p.dirs.objs {
		if !exportable(d.obj, p.pass.Pkg) {
			continue
		}
		done[d.obj] = true
		switch {
		case d.producer != nil && d.producer.Field != "":
			p.pass.ExportObjectFact(d.obj, &FieldFact{Sources: []Source{{Origin: d.producer.Origin, Producer: d.producer.What}}})
		case d.producer != nil:
			p.pass.ExportObjectFact(d.obj, &FuncFact{Summarized: true, Results: []Source{{Origin: d.producer.Origin, Producer: d.producer.What}}})
		case d.sink != nil && d.sink.Field != "":
			p.pass.ExportObjectFact(d.obj, &FieldFact{Sink: d.sink.Position, SinkWhat: d.sink.What})
		case d.sink != nil:
			p.pass.ExportObjectFact(d.obj, p.directiveSinkFact(d.obj, d.sink))
		case d.fence:
			p.pass.ExportObjectFact(d.obj, &FuncFact{Summarized: true, Fence: true})
		}
		exported = true
	}
	for _, f := range p.fams {
		obj, ok := f.root.Object().(*types.Func)
		if !ok || done[obj] || !exportable(obj, p.pass.Pkg) {
			continue
		}
		s := p.summaries[f.root]
		if s == nil || p.isDefault(f.root.Signature, s) {
			continue
		}
		fact := p.funcFact(s)
		p.pass.ExportObjectFact(obj, fact)
		if obj.Signature().Recv() != nil {
			if w := wiringRelevant(fact, requests); w != nil {
				if p.methodFacts == nil {
					p.methodFacts = map[*types.Func]*FuncFact{}
				}
				p.methodFacts[obj] = w
			}
		}
		if len(s.results) > 0 || len(s.stores) > 0 || len(s.paramSinks) > 0 || s.fence || s.producer != nil {
			exported = true
		}
	}
	for _, v := range sortedVars(p.fields) {
		if done[v] || !exportable(v, p.pass.Pkg) {
			continue
		}
		var srcs []Source
		for _, pt := range p.fields[v].sorted() {
			srcs = append(srcs, p.renderSources(pt.l, 0, pt.path)...)
		}
		if len(srcs) == 0 {
			continue
		}
		p.pass.ExportObjectFact(v, &FieldFact{Sources: srcs})
		exported = true
	}
	// What this package's functions stored in its own package-level
	// variables (a registry filled in init), for the packages that read
	// them through accessors.
	for _, g := range sortedGlobals(p.globals) {
		v, ok := g.Object().(*types.Var)
		if !ok || v.Pkg() != p.pass.Pkg || done[v] {
			continue
		}
		var srcs []Source
		for _, pt := range p.globals[g].sorted() {
			srcs = append(srcs, p.renderSources(pt.l, 0, pt.path)...)
		}
		if len(srcs) > 0 {
			p.pass.ExportObjectFact(v, &FieldFact{Sources: srcs})
			exported = true
		}
	}
	// Constant results carry no taint: they do not make importers
	// relevant either.
	p.exportConsts()
	if exported {
		p.pass.ExportPackageFact(&PackageFact{})
	}
}

// exportable reports whether obj is a package-level object of pkg (a
// function, a method, a field of a package-level type) that a fact can be
// attached to.
func exportable(obj types.Object, pkg *types.Package) bool {
	if obj == nil || obj.Pkg() != pkg {
		return false
	}
	switch o := obj.(type) {
	case *types.Func:
		sig := o.Signature()
		if sig.Recv() != nil {
			return true
		}
		return o.Parent() == pkg.Scope()
	case *types.Var:
		return o.IsField() || o.Parent() == pkg.Scope()
	}
	return false
}

func (p *pkgState) directiveSinkFact(obj types.Object, s *policy.Sink) *FuncFact {
	fact := &FuncFact{Summarized: true}
	fn, ok := obj.(*types.Func)
	if !ok {
		return fact
	}
	sig := fn.Signature()
	off := recvOffset(sig)
	idx := s.Args
	if len(idx) == 0 {
		for i := 0; i < sig.Params().Len(); i++ {
			if textCapable(sig.Params().At(i).Type()) {
				idx = append(idx, i)
			}
		}
	}
	for _, i := range idx {
		fact.ParamSinks = append(fact.ParamSinks, ParamSink{Param: i + off, Position: s.Position, RoleParam: -1, Sink: s.What, Path: []report.Hop{p.farHop(Hop{Pos: obj.Pos(), What: "enters " + s.What})}})
	}
	return fact
}

// isDefault reports whether s says no more than the rule applied to a
// function without a fact: every text argument flows to the results.
func (p *pkgState) isDefault(sig *types.Signature, s *summary) bool {
	if s.producer != nil || s.fence || len(s.results) > 0 || len(s.stores) > 0 || len(s.paramSinks) > 0 {
		return false
	}
	if hasContext(sig) || !textCapable(sig.Results()) {
		return len(s.paramFlows) == 0
	}
	n := 0
	if sig.Recv() != nil {
		n = 1
		if len(s.paramFlows) == 0 || s.paramFlows[0] != (ParamFlow{From: 0, To: -1}) {
			return false
		}
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if !textCapable(sig.Params().At(i).Type()) {
			continue
		}
		want := ParamFlow{From: i + boolInt(sig.Recv() != nil), To: -1}
		found := false
		for _, pf := range s.paramFlows {
			if pf == want {
				found = true
			}
		}
		if !found {
			return false
		}
		n++
	}
	return len(s.paramFlows) == n
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (p *pkgState) funcFact(s *summary) *FuncFact {
	fact := &FuncFact{Summarized: true, ParamFlows: s.paramFlows, Fence: s.fence}
	var paths pathTable
	for _, r := range s.results {
		for _, src := range p.renderSources(r.l, r.res, r.path) {
			src.PathRef, src.Path = paths.refRendered(src.Path), nil
			fact.Results = append(fact.Results, src)
		}
	}
	for _, r := range s.stores {
		for _, src := range p.renderSources(r.l, r.res, r.path) {
			src.PathRef, src.Path = paths.refRendered(src.Path), nil
			fact.Stores = append(fact.Stores, src)
		}
	}
	for _, ps := range s.paramSinks {
		out := ps.ParamSink
		out.PathRef, out.Path = paths.ref(ps.hops, p.factPath), nil
		fact.ParamSinks = append(fact.ParamSinks, out)
	}
	fact.Paths = paths.paths
	return fact
}

// A fact keeps one path per producer, flags and place: the same text
// reached by several chains of hops (one label each) would otherwise
// multiply the fact, and every importer's fact file repeats it.
func (p *pkgState) renderSources(l labels, res int, at string) []Source {
	type key struct {
		origin, producer, impl, fn string
		flags                      Flags
	}
	seen := map[key]bool{}
	var out []Source
	for _, e := range l {
		src := p.sources[e.src]
		if src.kind == srcParam {
			continue
		}
		s := Source{Origin: src.origin, Producer: src.producer, Flags: e.flags, Res: res, At: at}
		switch src.kind {
		case srcImpl:
			s.Impl = typeRef(src.impl)
			if s.Impl == "" {
				continue
			}
		case srcFunc:
			if src.fnObj == nil {
				continue // a function literal has no name another package could find
			}
			s.Func = src.fnObj.FullName()
		}
		if src.kind == srcUnwrap {
			s.Flags |= Laundered
		}
		k := key{s.Origin, s.Producer, s.Impl, s.Func, s.Flags}
		if seen[k] {
			continue
		}
		seen[k] = true
		s.Path = p.factPath(src.path)
		out = append(out, s)
	}
	return out
}

// factPath renders a path as a fact carries it. Every importer's fact
// file repeats the facts of its dependencies, so a hop is kept small: no
// End (an importer reads only where a hop starts), and its file and
// package left out when they are the previous hop's (most hops of a path
// lie in one file); foreignHops restores them.
func (p *pkgState) factPath(hops []Hop) []report.Hop {
	if len(hops) == 0 {
		return nil
	}
	out := make([]report.Hop, len(hops))
	var file, pkg string
	for i, h := range hops {
		r := p.farHop(h)
		r.End = report.Pos{}
		f, k := r.Pos.File, r.Package
		if f == file && r.Pos.Line > 0 {
			r.Pos.File = ""
		}
		if k == pkg {
			r.Package = ""
		}
		file, pkg = f, k
		out[i] = r
	}
	return out
}

// farHop turns a hop into the form facts carry and findings show: file
// positions and the package it is in.
func (p *pkgState) farHop(h Hop) report.Hop {
	if !h.Pos.IsValid() {
		return report.Hop{Pos: h.Far, End: h.Far, Package: h.Pkg, What: h.What}
	}
	at := report.PosOf(p.pass.Fset, h.Pos)
	return report.Hop{Pos: at, End: at, Package: p.pass.Pkg.Path(), What: h.What}
}

func sortedVars[V any](m map[*types.Var]V) []*types.Var {
	vs := make([]*types.Var, 0, len(m))
	for v := range m {
		vs = append(vs, v)
	}
	sortByPos(vs, func(v *types.Var) token.Pos { return v.Pos() })
	return vs
}
