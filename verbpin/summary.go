package verbpin

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
	"github.com/agentvet/agentvet/verbpin/internal/verbs"
)

// step is one hop of a call path: a callee, or (last) the primitive call.
type step struct {
	name string
	// pos is where the hop is called, when that is in this package.
	pos token.Pos
}

// hit is a path to a verb.
type hit struct {
	verb  string
	steps []step
}

// tmpl is a primitive whose vector still refers to parameters of the
// function holding it.
type tmpl struct {
	prim    string
	args    argv.List
	steps   []step
	primPos token.Pos
}

// summary is what a function reaches.
type summary struct {
	reach *hit
	tmpls []tmpl
}

// Limits that keep summaries (and facts) small.
const (
	maxTemplates = 4
	maxPath      = 16
	maxRounds    = 32
)

// solver is verbpin's own engine, the verb-reach engine: a fixpoint over
// the package's call graph (graph.go) that computes, per function, the
// first path to a verb and the argument templates the function passes its
// parameters into (summary), and exports them as facts (export.go) for
// the packages that call it.
//
// It is not internal/flow, agentvet's taint engine, by design. flow asks
// where a value goes: data flow through every instruction, per access
// path, from producers to sinks. verbpin asks which calls a function can
// make and with which arguments: reachability over the call graph, with
// the argument vector, shell line, ioctl request or pty writer resolved at
// each call site and completed by the callers (argument templates, shell
// splitting, CHA over interface calls, function values kept in fields).
// flow models none of that, and verbpin needs none of flow's
// per-instruction taint state, which would cost every package an
// instruction walk; verbpin's pre-filter lets most packages build no SSA
// at all. The two share the SSA builder (internal/ssainput), the settings
// (config.Analyzer) and go/analysis facts, and nothing else; each counts
// its own budget (-verbpin.budget: call-site visits of this fixpoint).
type solver struct {
	pass  *analysis.Pass
	g     *graph
	d     *decider
	sums  map[*ssa.Function]*summary
	facts map[*types.Func]*summary
	depth int // of reportable calls, through wrappers of wrappers

	// results, imported and stored cache what functions return and what
	// fields and package variables hold (results.go, master.go).
	results  map[*ssa.Function][][]argv.Elem
	imported map[*types.Func][][]argv.Elem
	stored   map[types.Object][]argv.Elem
}

func newSolver(pass *analysis.Pass, g *graph, d *decider) *solver {
	return &solver{
		pass: pass, g: g, d: d,
		sums:     map[*ssa.Function]*summary{},
		facts:    map[*types.Func]*summary{},
		results:  map[*ssa.Function][][]argv.Elem{},
		imported: map[*types.Func][][]argv.Elem{},
		stored:   map[types.Object][]argv.Elem{},
	}
}

// solve computes every summary to a fixpoint. Each round reads the
// previous round's summaries, so a function's path is one of its shortest.
// It returns false if the package ran out of its budget of call-site
// visits first (or did not converge in maxRounds): its summaries are then
// incomplete.
func (s *solver) solve(budget int) bool {
	for round := 0; round < maxRounds; round++ {
		changed := false
		next := make(map[*ssa.Function]*summary, len(s.sums))
		for _, fn := range s.g.funcs {
			budget -= len(s.g.sites[fn])
			if budget < 0 {
				return false
			}
			old := s.sums[fn]
			sum := s.compute(fn)
			if old != nil {
				if old.reach != nil {
					sum.reach = old.reach
				}
				sum.tmpls = mergeTemplates(old.tmpls, sum.tmpls)
			}
			if grew(old, sum) {
				changed = true
			}
			next[fn] = sum
		}
		s.sums = next
		if !changed {
			return true
		}
	}
	return false
}

// grew reports whether sum knows more than old (summaries only grow).
func grew(old, sum *summary) bool {
	if old == nil {
		return sum.reach != nil || len(sum.tmpls) > 0
	}
	return (old.reach == nil) != (sum.reach == nil) || len(old.tmpls) != len(sum.tmpls)
}

func mergeTemplates(old, new []tmpl) []tmpl {
	out := append([]tmpl(nil), old...)
	for _, t := range new {
		out = addTemplate(out, t)
	}
	return out
}

func addTemplate(ts []tmpl, t tmpl) []tmpl {
	if len(ts) >= maxTemplates {
		return ts
	}
	if len(t.steps) >= maxPath {
		// Keep the start and the end of the path; the primitive call is
		// added when the template resolves.
		t.steps = append(concat(nil, t.steps[:maxPath-3]), step{name: "…"}, t.steps[len(t.steps)-1])
	}
	k := t.prim + "|" + t.args.Key()
	for _, u := range ts {
		if u.prim+"|"+u.args.Key() == k {
			return ts
		}
	}
	return append(ts, t)
}

func (s *solver) compute(fn *ssa.Function) *summary {
	sum := &summary{}
	r := s.resolver(fn)
	for i := range s.g.sites[fn] {
		h, ts := s.effect(&s.g.sites[fn][i], r, false)
		if sum.reach == nil && h != nil {
			sum.reach = h
		}
		for _, t := range ts {
			sum.tmpls = addTemplate(sum.tmpls, t)
		}
	}
	return sum
}

// effect is what a site does: the first path to a verb it starts, and the
// templates it passes the function's parameters into. With reporting set,
// a call to a function of this package does not count as reaching the
// verb it reaches: that function's own call is reported instead.
func (s *solver) effect(st *site, r *argv.Resolver, reporting bool) (*hit, []tmpl) {
	var first *hit
	var ts []tmpl
	note := func(h *hit) {
		if first == nil && h != nil {
			h.steps = compress(h.steps)
			first = h
		}
	}
	// args resolves the site's arguments for a primitive: strings and
	// lists for the others, the pty marks for a pty write.
	args := func(pr prim) argv.Args {
		return func(p int, list bool) []argv.List {
			if p >= len(st.args) {
				return nil
			}
			v := st.args[p]
			var out []argv.List
			switch {
			case pr.kind == verbs.PtyWriteCall:
				for _, e := range s.marks(st.fn, v) {
					out = append(out, argv.List{e})
				}
			case list:
				out = r.List(v)
			default:
				for _, e := range r.String(v) {
					out = append(out, argv.List{e})
				}
			}
			return out
		}
	}
	if st.cmdSet {
		pr, _ := builtinPrim(cmdStruct)
		for _, l := range st.cmd {
			h, t := s.resolve(tmpl{prim: cmdStruct, args: l, primPos: st.pos}, pr, nil)
			note(h)
			if t != nil {
				ts = append(ts, *t)
			}
		}
		return first, ts
	}
	for _, t := range st.targets {
		if verb, ok := s.d.funcs[t.name]; ok {
			note(&hit{verb: verb, steps: []step{{name: t.name + "(…)", pos: st.pos}}})
			continue
		}
		// A row of the table or of the configuration is decided at its
		// call, whether its body is here (a configured helper of this
		// package) or elsewhere.
		if pr, ok := s.d.prim(t.name); ok && pr.site() && pr.args != nil {
			h, tt := s.resolve(tmpl{prim: t.name, args: pr.args, primPos: st.pos}, pr, args(pr))
			note(h)
			if tt != nil {
				ts = append(ts, *tt)
			}
			continue
		}
		sum := s.summaryOf(t)
		if sum == nil {
			continue
		}
		var prefix []step
		if !t.transparent {
			prefix = []step{{name: t.name, pos: st.pos}}
		}
		switch {
		case sum.reach == nil:
		case !reporting:
			note(&hit{verb: sum.reach.verb, steps: relocate(concat(prefix, sum.reach.steps), st.pos, t.transparent)})
		case t.fn == nil:
			note(&hit{verb: sum.reach.verb, steps: concat(prefix, sum.reach.steps)})
		case t.transparent:
			// A wrapper ($bound, $thunk) of a function of this package:
			// report only what the wrapped call would be reported for.
			if h := s.reportable(t.fn); h != nil {
				note(&hit{verb: h.verb, steps: relocate(h.steps, st.pos, true)})
			}
		}
		for _, tt := range sum.tmpls {
			pr, ok := s.d.prim(tt.prim)
			if !ok {
				continue
			}
			u := tt
			u.steps = concat(prefix, tt.steps)
			if t.transparent {
				if len(u.steps) > 0 {
					u.steps = relocate(u.steps, st.pos, true)
				} else {
					u.primPos = st.pos
				}
			}
			h, nt := s.resolve(u, pr, args(pr))
			note(h)
			if nt != nil {
				ts = append(ts, *nt)
			}
		}
	}
	return first, ts
}

// reportable is the first finding inside a wrapper function, as if its
// calls were made at the call of the wrapper.
func (s *solver) reportable(fn *ssa.Function) *hit {
	if s.depth > 4 {
		return nil
	}
	s.depth++
	defer func() { s.depth-- }()
	r := s.resolver(fn)
	for i := range s.g.sites[fn] {
		if h, _ := s.effect(&s.g.sites[fn][i], r, true); h != nil {
			return h
		}
	}
	return nil
}

// compress keeps a path at most maxPath steps long: its start, an
// ellipsis, and the primitive call.
func compress(steps []step) []step {
	if len(steps) <= maxPath {
		return steps
	}
	out := concat(nil, steps[:maxPath-2])
	return append(out, step{name: "…"}, steps[len(steps)-1])
}

// resolve completes template t with a site's arguments (nil: t is already
// complete). It returns the path to a verb if the completed vector is one,
// and the template the caller inherits if the answer depends on the
// caller's own parameters.
func (s *solver) resolve(t tmpl, pr prim, args argv.Args) (*hit, *tmpl) {
	lists := []argv.List{t.args}
	if args != nil {
		lists = argv.Subst(t.args, args)
	}
	var kept *tmpl
	for _, l := range lists {
		verb, st := s.d.match(pr, l)
		switch {
		case st == verbs.Yes:
			return &hit{verb: verb, steps: append(concat(nil, t.steps), step{name: render(t.prim, pr, l, verb), pos: t.primPos})}, nil
		case st == verbs.Maybe && l.HasParam() && kept == nil:
			kept = &tmpl{prim: t.prim, args: l, steps: t.steps, primPos: t.primPos}
		}
	}
	return nil, kept
}

func concat(a, b []step) []step {
	out := make([]step, 0, len(a)+len(b))
	return append(append(out, a...), b...)
}

// relocate gives the first step of a path through a transparent wrapper the
// position of the call of the wrapper.
func relocate(steps []step, pos token.Pos, transparent bool) []step {
	if transparent && len(steps) > 0 {
		steps = concat(nil, steps)
		steps[0].pos = pos
	}
	return steps
}

// summaryOf is the summary of a callee: computed for a function of this
// package, imported from a fact for another's.
func (s *solver) summaryOf(t target) *summary {
	if t.fn != nil {
		return s.sums[t.fn]
	}
	if t.obj == nil || t.obj.Pkg() == nil || t.obj.Pkg() == s.pass.Pkg {
		return nil
	}
	if sum, ok := s.facts[t.obj]; ok {
		return sum
	}
	var f FuncFact
	var sum *summary
	if s.pass.ImportObjectFact(t.obj, &f) {
		sum = fromFact(&f)
	}
	s.facts[t.obj] = sum
	return sum
}

func fromFact(f *FuncFact) *summary {
	sum := &summary{}
	if f.Verb != "" && len(f.Path) > 0 {
		h := &hit{verb: f.Verb}
		for _, n := range f.Path {
			h.steps = append(h.steps, step{name: n})
		}
		sum.reach = h
	}
	for _, t := range f.Templates {
		tt := tmpl{prim: t.Prim, args: t.Args}
		for _, n := range t.Path {
			tt.steps = append(tt.steps, step{name: n})
		}
		sum.tmpls = append(sum.tmpls, tt)
	}
	return sum
}

// toFact renders a summary as a fact; opened-path templates stay local
// (every file-opening wrapper would otherwise carry one).
func toFact(sum *summary) *FuncFact {
	f := &FuncFact{}
	if sum.reach != nil {
		f.Verb = sum.reach.verb
		f.Path = names(sum.reach.steps)
	}
	for _, t := range sum.tmpls {
		if pr, ok := builtinPrim(t.prim); ok && pr.kind == verbs.OpenCall {
			continue
		}
		f.Templates = append(f.Templates, Template{Prim: t.prim, Args: t.args, Path: names(t.steps)})
	}
	if f.Verb == "" && len(f.Templates) == 0 {
		return nil
	}
	return f
}

func names(steps []step) []string {
	out := make([]string, len(steps))
	for i, s := range steps {
		out[i] = s.name
	}
	return out
}
