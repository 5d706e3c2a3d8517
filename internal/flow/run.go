package flow

import (
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/ssainput"
	"github.com/agentvet/agentvet/internal/stdlib"
)

// Why the engine leaves a package alone (Result.Skipped).
const (
	SkipNoFiles    = "no Go files"
	SkipStdlib     = "standard library"
	SkipIrrelevant = "no relevant import (a dependency that imports nothing agentvet's policy names, directly or through a package with facts)"
)

// SkipPreset is why the engine leaves alone a package the presets named
// (their names, as policy.Model.PresetOf gives them) describe.
func SkipPreset(names string) string {
	if strings.Contains(names, ", ") {
		return "preset package (the built-in " + names + " presets describe its API)"
	}
	return "preset package (the built-in " + names + " preset describes its API)"
}

func (e *engine) run(pass *analysis.Pass) (any, error) {
	st := pass.ResultOf[e.settings].(*policy.Settings)
	res := &Result{Settings: st}
	if st.Err != nil {
		res.Err = st.Err
		return res, nil
	}
	preset := st.Model.PresetOf(st.Model.Canon(pass.Pkg.Path()))
	switch {
	case len(pass.Files) == 0:
		res.Skipped = SkipNoFiles
	case stdlib.Is(pass):
		res.Skipped = SkipStdlib
	case preset != "":
		res.Skipped = SkipPreset(preset)
	}
	if res.Skipped != "" {
		return res, nil
	}
	// An interface a package declares may be called anywhere, whether
	// or not the package itself matters to the policy.
	res.wiring = &wiringInputs{}
	dirs := parseDirectives(pass)
	if st.Dependency && !relevant(pass, st.Model, dirs) {
		res.Skipped = SkipIrrelevant
		return res, nil
	}
	wiring, err := e.loadWiring()
	if err != nil {
		return nil, err
	}
	// The package's directives overlay the shared model; it is never
	// changed.
	model := st.Model.With(dirs.producers, dirs.sinks, dirs.fences)

	ssaPkg, fns := pass.ResultOf[ssainput.Analyzer].(*ssainput.Lazy).Get(!st.Tests)
	if !st.Tests {
		fns = shippedOnly(pass.Fset, fns)
	}
	p := &pkgState{
		pass:       pass,
		model:      model,
		srcIndex:   map[sourceKey]int32{},
		extended:   map[extendKey]int32{},
		names:      map[*types.Func]string{},
		famOf:      map[*ssa.Function]*fam{},
		summaries:  map[*ssa.Function]*summary{},
		fields:     map[*types.Var]partSet{},
		globals:    map[*ssa.Global]partSet{},
		fieldAt:    map[*types.Var]int{},
		globalAt:   map[*ssa.Global]int{},
		seeds:      map[*ssa.Parameter]labels{},
		implCache:  map[*types.Func][]implMethod{},
		factFuncs:  map[types.Object]*summary{},
		factFields: map[*types.Var]*importedFieldFact{},
		findings:   map[findingKey]*Finding{},
		unwraps:    map[token.Pos]*UnwrapSite{},
		ssaPkg:     ssaPkg,
		wiring:     wiring,
		budget:     e.budget,
		limit:      e.budget,
		debugAt:    e.debugAt,
	}
	p.applyDirectives(dirs)
	p.families(ssaPkg, fns)
	p.interfaceProducers()
	p.seedCallbacks()
	for _, f := range p.fams {
		f.init()
	}
	p.solve()
	p.reporting = true
	for _, f := range p.fams {
		if !f.undecided {
			f.analyze()
			f.reportChecks()
		}
	}
	p.export()
	p.debugSummaries(e.debug)
	res.wiring = &wiringInputs{facts: p.methodFacts, calls: sortedKeys(p.unresolved)}

	res.Findings = p.sortedFindings()
	res.Unwraps = p.sortedUnwraps()
	return res, nil
}

// solve iterates the families, callees first, until no summary and no
// field or global taint changes.
func (p *pkgState) solve() {
	for round := 0; ; round++ {
		if round == maxRounds {
			for _, f := range p.fams {
				f.undecide("the package's summaries did not settle within " + itoa(maxRounds) + " rounds")
			}
			return
		}
		changed := false
		for _, f := range p.fams {
			if f.undecided || (round > 0 && !f.dirty()) {
				continue
			}
			p.tick++
			f.analyzedAt = p.tick
			sumCh, verCh := f.analyze()
			if sumCh {
				f.summaryAt = p.tick
				changed = true
			}
			if verCh {
				changed = true
			}
		}
		if !changed {
			return
		}
	}
}

// dirty reports whether f must be analysed again: something it reads
// changed since it was last analysed — the summary of a function of the
// package it calls (itself included, for recursion; through an interface
// or a function value as dispatch resolved it), the taint of a field or
// variable it read (also when its own analysis grew it: >=).
func (f *fam) dirty() bool {
	p := f.pkg
	for v := range f.readFields {
		if p.fieldAt[v] >= f.analyzedAt {
			return true
		}
	}
	for g := range f.readGlobals {
		if p.globalAt[g] >= f.analyzedAt {
			return true
		}
	}
	if f.selfCall && f.summaryAt == f.analyzedAt {
		return true
	}
	for _, c := range f.callees {
		if c.summaryAt > f.analyzedAt {
			return true
		}
	}
	return false
}

// families groups the source functions into families (a named function and
// its literals) and orders them callees first.
func (p *pkgState) families(ssaPkg *ssa.Package, fns []*ssa.Function) {
	byRoot := map[*ssa.Function]*fam{}
	var order []*fam
	for _, fn := range fns {
		root := fn
		for root.Parent() != nil {
			root = root.Parent()
		}
		f := byRoot[root]
		if f == nil {
			f = &fam{pkg: p, root: root}
			byRoot[root] = f
			order = append(order, f)
		}
		f.fns = append(f.fns, fn)
		p.famOf[fn] = f
	}
	if init := ssaPkg.Func("init"); init != nil && byRoot[init] == nil {
		f := &fam{pkg: p, root: init, fns: []*ssa.Function{init}}
		byRoot[init] = f
		p.famOf[init] = f
		order = append(order, f)
	}
	// Callees first: a post-order walk of the static call graph.
	visited := map[*fam]bool{}
	var sorted []*fam
	var visit func(f *fam)
	visit = func(f *fam) {
		if visited[f] {
			return
		}
		visited[f] = true
		for _, fn := range f.fns {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					if c, ok := instr.(ssa.CallInstruction); ok {
						if callee := c.Common().StaticCallee(); callee != nil {
							if o := callee.Origin(); o != nil {
								callee = o
							}
							if g := p.famOf[callee]; g != nil && g != f {
								visit(g)
								f.callees = appendFam(f.callees, g)
							} else if g == f && callee == f.root {
								f.selfCall = true
							}
						}
					}
				}
			}
		}
		sorted = append(sorted, f)
	}
	for _, f := range order {
		visit(f)
	}
	p.fams = sorted
}

// init prepares the family's state: closure bindings, parameter sources.
func (f *fam) init() {
	f.vals = map[ssa.Value]labels{}
	f.mem = map[ssa.Value]map[string]labels{}
	f.ret = map[*ssa.Function][]partSet{}
	f.prepare()
	for i, param := range f.root.Params {
		id := f.pkg.sourceID(source{kind: srcParam, fn: f.root, param: i})
		f.vals[param] = labels{{id, 0}}
	}
	for _, fn := range f.fns {
		for _, param := range fn.Params {
			if l := f.pkg.seeds[param]; len(l) > 0 {
				f.vals[param], _ = union(f.vals[param], l)
			}
		}
	}
}

// relevant is the pre-filter: a package that imports nothing the policy
// names (except the standard library's argv/path sinks, which need
// third-party text from elsewhere), no package that carries agentvet facts,
// and has no directive, cannot touch a producer or a sink: it exports no
// facts and costs nothing beyond type checking.
func relevant(pass *analysis.Pass, model *policy.Model, dirs *directives) bool {
	// (Iterating Uses is a map walk, but the answer does not depend on
	// its order.)
	if dirs.any() {
		return true
	}
	for _, imp := range pass.Pkg.Imports() {
		path := model.Canon(imp.Path())
		if model.Packages[path] && !isStd(path) {
			return true
		}
		if pass.ImportPackageFact(imp, new(PackageFact)) {
			return true
		}
	}
	// A standard-library producer (net/http's client) counts only where it
	// is used: importing net/http to serve does not make a package
	// relevant. (Its argv/path sinks need third-party text from elsewhere.)
	for _, obj := range pass.TypesInfo.Uses {
		if obj.Pkg() == nil || obj.Pkg() == pass.Pkg || !isStd(obj.Pkg().Path()) {
			continue
		}
		if fn, ok := obj.(*types.Func); ok && model.Producers[model.CanonName(fn.Origin().FullName())] != nil {
			return true
		}
	}
	return false
}

func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func appendFam(fs []*fam, g *fam) []*fam {
	for _, x := range fs {
		if x == g {
			return fs
		}
	}
	return append(fs, g)
}

// shippedOnly drops the functions declared in _test.go files (and the
// literals inside them). Their findings are not reported without -tests,
// and nothing that ships calls them: a test variant of a package costs
// what the package costs, not what its tests add.
func shippedOnly(fset *token.FileSet, fns []*ssa.Function) []*ssa.Function {
	out := fns[:0:0]
	for _, fn := range fns {
		root := fn
		for root.Parent() != nil {
			root = root.Parent()
		}
		if pos := root.Pos(); pos.IsValid() && strings.HasSuffix(fset.File(pos).Name(), "_test.go") {
			continue
		}
		out = append(out, fn)
	}
	return out
}
