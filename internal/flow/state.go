package flow

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
)

// pkgState is the analysis of one package: the source table, the
// summaries of its functions, the taint of its fields and globals, and the
// findings. It lives for one pass.
type pkgState struct {
	pass  *analysis.Pass
	model *policy.Model

	sources  []source
	srcIndex map[sourceKey]int32
	extended map[extendKey]int32        // extend's answers
	refines  map[refineKey]int32        // refined's answers
	consts   map[constKey]constResultOf // constOf's answers
	reached  map[*ssa.Function]bool     // the functions that can run (reach)
	// blocksLive: liveBlocks' answers, shared by reach and every family.
	blocksLive map[*ssa.Function]map[*ssa.BasicBlock]bool
	// The concrete type each dynamic-type step met in a refinement
	// stands for (refined).
	stepTypes map[string]types.Type
	names     map[*types.Func]string // funcName's answers
	// The static calls of each function of the package, and the
	// functions used as values (callSites).
	sites   map[*ssa.Function][]ssa.CallInstruction
	escaped map[*ssa.Function]bool
	// escapedObjs: the methods a wrapper used as a value stands for;
	// ifaceMethods: the method names the package's interfaces declare.
	escapedObjs  map[types.Object]bool
	ifaceMethods map[string]bool
	// The policy's Opaque types, resolved, and opaque's answers.
	opaqueTypes []types.Type
	opaqueMemo  map[types.Type]bool
	steps       map[types.Type]string // typeStepOf's answers

	fams      []*fam
	famOf     map[*ssa.Function]*fam // every function (root and anon) → its family
	summaries map[*ssa.Function]*summary

	fields  map[*types.Var]partSet  // by path below the field
	globals map[*ssa.Global]partSet // what this package's functions stored in a variable, by path
	// freshMemo: freshResult's answers.
	freshMemo map[freshKey]bool
	// seeds are callback parameters that a producer fills (an MCP
	// sampling handler's request).
	seeds map[*ssa.Parameter]labels

	ifaceProducers   []ifaceProducer
	ifaceResultSinks []ifaceSink
	dirs             *directives
	implCache        map[*types.Func][]implMethod
	ssaPkg           *ssa.Package
	factFuncs        map[types.Object]*summary
	factFields       map[*types.Var]*importedFieldFact
	deps             map[string]*types.Package // this package and its dependencies, by path (built on first use)
	hiddenGlobals    map[string]*ssa.Global    // stand-ins for dependencies' unexported variables, by name (see hiddenGlobal)
	// wiring is the whole program's implementations of interface
	// methods (the standalone driver's second run), wiredCache its
	// summaries as this package applies them; methodFacts the facts
	// export wrote for the package's methods (for the Offer).
	wiring      map[string][]MethodFact
	wiredCache  map[string][]wiredSummary
	methodFacts map[*types.Func]*FuncFact
	unresolved  map[string]bool // interface methods called with no implementation in sight

	reporting bool
	findings  map[findingKey]*Finding
	unwraps   map[token.Pos]*UnwrapSite
	// typeNames are the names of the model's producers by type (a field
	// of an SDK data type), built on first use (byType).
	typeNames map[string]bool

	// tick counts family analyses; grownAt is the tick the field or
	// variable taint last grew at;
	// fieldAt and globalAt, the tick each field's and variable's taint
	// last grew at (a family that read it since is up to date).
	tick, grownAt int
	fieldAt       map[*types.Var]int
	globalAt      map[*ssa.Global]int

	// budget is what is left of limit, the instruction visits allowed
	// in the whole package.
	budget, limit int
	overBudgetFns []*ssa.Function

	// debugAt is the flag -debug-at: sink hits at positions holding it
	// are printed (debugSink).
	debugAt string
}

type findingKey struct {
	file string
	line int
	cat  Category
}

type ifaceSink struct {
	iface  *types.Interface
	method string
	sink   *policy.Sink
}

type ifaceProducer struct {
	iface  *types.Interface
	method string
	prod   *policy.Producer
}

// summary is what a caller in the same package needs of a function.
type summary struct {
	results []resultPart // concrete labels only, by result and path
	// stores is the third-party text the function stores in the memory
	// of a pointer parameter (res is the parameter's index): a request
	// processor that appends a message to the request it is handed.
	stores     []resultPart
	paramFlows []ParamFlow

	paramSinks []paramSink
	fence      bool
	producer   *policy.Producer // a //agentvet:producer function
}

// resultPart is the third-party text a function returns in result res at
// path below it.
type resultPart struct {
	res  int
	path string
	l    labels
}

// paramSink is a ParamSink with its path still as positions.
type paramSink struct {
	ParamSink
	hops []Hop
}

// paramSinkKey is what tells two parameter sinks apart (the first path
// found is the one kept).
type paramSinkKey struct {
	Param, RoleParam               int
	Global, At, Call, CallAt, Sink string
	RoleField                      string
	Position                       policy.Position
	Flags                          Flags
	When                           Guard
	Only                           Flags
}

func (ps *paramSink) key() paramSinkKey {
	return paramSinkKey{ps.Param, ps.RoleParam, ps.Global, ps.At, ps.Call, ps.CallAt, ps.Sink, ps.RoleField, ps.Position, ps.Flags, ps.When, ps.Only}
}

func (s *summary) equal(t *summary) bool {
	if t == nil || len(s.paramFlows) != len(t.paramFlows) || len(s.paramSinks) != len(t.paramSinks) {
		return false
	}
	if !equalParts(s.results, t.results) || !equalParts(s.stores, t.stores) {
		return false
	}
	for i := range s.paramFlows {
		if s.paramFlows[i] != t.paramFlows[i] {
			return false
		}
	}
	for i := range s.paramSinks {
		a, b := s.paramSinks[i], t.paramSinks[i]
		if a.Param != b.Param || a.Global != b.Global || a.At != b.At || a.Call != b.Call || a.CallAt != b.CallAt || a.Position != b.Position || a.RoleParam != b.RoleParam || a.RoleField != b.RoleField || a.Flags != b.Flags || a.Sink != b.Sink || a.When != b.When {
			return false
		}
	}
	return true
}

func equalParts(a, b []resultPart) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].res != b[i].res || a[i].path != b[i].path || !slices.Equal(a[i].l, b[i].l) {
			return false
		}
	}
	return true
}

// fam is a named function and its function literals, analysed together
// with one state so that closures, their free variables and calls of
// function literals flow without summaries.
type fam struct {
	pkg  *pkgState
	root *ssa.Function
	fns  []*ssa.Function

	vals     map[ssa.Value]labels
	mem      map[ssa.Value]map[string]labels
	ret      map[*ssa.Function][]partSet
	bindings map[*ssa.FreeVar][]ssa.Value
	addrMap  map[ssa.Value][]memKey // see prepare
	// The blocks of each function that can run (live; nil: all).
	liveBlocks map[*ssa.Function]map[*ssa.BasicBlock]bool
	// Stores indexed for role resolution and function values (built on
	// first use; the stores of a family never change).
	stores     []*ssa.Store
	storeIdx   map[memKey][]ssa.Value
	baseStores map[baseField][]ssa.Value
	// spills maps the local a struct parameter was copied into (the SSA
	// builder's "t0 = local T (p); *t0 = p") to the parameter; nil when
	// the local holds no parameter (see spilledParam).
	spills map[*ssa.Alloc]spill
	// onlyParams: the locals of spills that hold nothing but their
	// parameter (see onlyParam).
	onlyParams map[*ssa.Alloc]spill
	// applying holds the summaries dispatch is applying, outermost
	// first: a higher-order flow that resolves to a summary already
	// being applied is a cycle, not followed again.
	applying map[*summary]bool

	// Scheduling (see solve): the families of the package it calls,
	// statically or as dispatch resolved an interface method or function
	// value, whether it calls itself, and the ticks it was last analysed
	// and its summary last changed at.
	callees               []*fam
	selfCall              bool
	analyzedAt, summaryAt int

	paramSinks    []paramSink
	paramSinkSeen map[paramSinkKey]bool
	// block is the block of the instruction being visited (guard).
	block  *ssa.BasicBlock
	guards map[*ssa.BasicBlock]Guard // guard's answers
	// roleGuards are roleGuard's answers; only, while a callee's sinks
	// are applied, the role its sink is reached under there (joined with
	// the block's by bothRoles).
	roleGuards map[*ssa.BasicBlock]Flags
	only       Flags
	// carrier, with -debug-at only, names the callee summary's
	// parameter sink being applied ("graph.run: p1.f3.f0[]").
	carrier string
	// newline-only refusal tests, and the third-party text the family
	// used in a prompt or on a display (see checkNewline).
	newlineChecks []newlineCheck
	used          map[int32]bool
	changed       bool
	// epoch counts what the family's analysis has grown (values,
	// memory, results, sinks); partsMemo holds parts queries answered
	// at memoEpoch and the package's memoGrown (see memoParts).
	epoch, memoEpoch, memoGrown int
	partsMemo                   map[partsKey][]part
	memSorted                   map[ssa.Value][]string // see memPaths
	labelsMemo                  map[partsKey]labels
	// The fields and package-level variables the family read the
	// package's taint of: it is analysed again when one of them grows.
	readFields  map[*types.Var]bool
	readGlobals map[*ssa.Global]bool
	undecided   bool
	// seal answers sealed (fresh.go; the family's code never changes).
	seal *sealer
}

func (p *pkgState) taintGlobal(g *ssa.Global, path string, l labels) {
	l = p.concrete(l)
	if len(l) == 0 {
		return
	}
	m := p.globals[g]
	if m == nil {
		m = partSet{}
		p.globals[g] = m
	}
	if m.add(paramPath(path), l) {
		p.globalAt[g] = p.tick
		p.grownAt = p.tick
	}
}

// taintField records what a store put into field v, path by path (a
// parameter's own labels are not third-party text).
func (p *pkgState) taintField(v *types.Var, ps []part) {
	for _, pt := range ps {
		l := p.concrete(pt.l)
		if len(l) == 0 {
			continue
		}
		m := p.fields[v]
		if m == nil {
			m = partSet{}
			p.fields[v] = m
		}
		if m.add(paramPath(pt.path), l) {
			p.fieldAt[v] = p.tick
			p.grownAt = p.tick
		}
	}
}

// textual keeps the labels of third-party text.
func (p *pkgState) textual(l labels) labels {
	var out labels
	for _, e := range l {
		if p.sources[e.src].textual() {
			out = append(out, e)
		}
	}
	return out
}

// concrete drops parameter labels.
func (p *pkgState) concrete(l labels) labels {
	var out labels
	for _, e := range l {
		if k := p.sources[e.src].kind; k != srcParam && k != srcGlobal {
			out = append(out, e)
		}
	}
	return out
}

// readField notes that f read the package's taint of field v.
func (f *fam) readField(v *types.Var) {
	if v == nil {
		return
	}
	if f.readFields == nil {
		f.readFields = map[*types.Var]bool{}
	}
	f.readFields[v] = true
}

// readGlobal notes that f read the package's taint of variable g.
func (f *fam) readGlobal(g *ssa.Global) {
	if f.readGlobals == nil {
		f.readGlobals = map[*ssa.Global]bool{}
	}
	f.readGlobals[g] = true
}

// grew notes that the family's analysis learnt something: another pass
// is needed, and memoised parts are stale.
func (f *fam) grew() {
	f.changed = true
	f.epoch++
}
