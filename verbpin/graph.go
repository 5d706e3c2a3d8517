package verbpin

import (
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
)

// target is one possible callee of a call site.
type target struct {
	// fn is a function with a body in this package's program (its own
	// functions, closures, wrappers, instances of its generics).
	fn *ssa.Function
	// obj is a function without a body here: a primitive, or a function
	// of another package whose summary is a fact.
	obj  *types.Func
	name string
	// transparent: a synthetic wrapper ($bound, $thunk, promoted method);
	// a path goes through it without a step of its own.
	transparent bool
}

// site is a place in a function that may start a verb: a call (with its
// possible callees) or an exec.Cmd literal (with its vectors).
type site struct {
	fn      *ssa.Function
	pos     token.Pos
	args    []ssa.Value // receiver first for method calls
	targets []target
	cmd     []argv.List
	cmdSet  bool
}

// graph is the package's functions, their call sites and what the sites
// can call.
type graph struct {
	ssaPkg *ssa.Package
	funcs  []*ssa.Function
	seen   map[*ssa.Function]bool
	// stored are the function values stored in a struct field or a
	// package-level variable anywhere in the package.
	stored   map[types.Object][]*ssa.Function
	isStored map[storedFunc]bool
	sites    map[*ssa.Function][]site
	// candidates are the named types CHA considers for an interface call:
	// the package's own and those of its direct imports that carry facts.
	// A call reaches a verb if any candidate's method does.
	candidates []*types.TypeName
	cha        typeutil.Map // interface type → map[method name][]target
	// closures are, per closure or method-value wrapper, the places the
	// package makes one and the values it captures there.
	closures map[*ssa.Function][]closureSite
	// pty: the package deals in pseudo-terminal masters; storedVals are
	// then the values stored in each field and package variable, and an
	// interface Write call is a possible pty write.
	pty        bool
	storedVals map[types.Object][]valueIn
}

// closureSite is a MakeClosure: the function that makes it and what it
// binds to the closure's free variables.
type closureSite struct {
	parent   *ssa.Function
	bindings []ssa.Value
}

// valueIn is a value of a function.
type valueIn struct {
	fn *ssa.Function
	v  ssa.Value
}

func newGraph(pkg *types.Package, ssaPkg *ssa.Package, roots []*ssa.Function, hasFacts func(*types.Package) bool, pty bool) *graph {
	g := &graph{
		ssaPkg:     ssaPkg,
		seen:       map[*ssa.Function]bool{},
		stored:     map[types.Object][]*ssa.Function{},
		isStored:   map[storedFunc]bool{},
		sites:      map[*ssa.Function][]site{},
		closures:   map[*ssa.Function][]closureSite{},
		pty:        pty,
		storedVals: map[types.Object][]valueIn{},
	}
	for _, fn := range roots {
		if fn != nil {
			g.add(fn)
		}
	}
	// Discover closures, wrappers and instances the roots refer to.
	for i := 0; i < len(g.funcs); i++ {
		g.discover(g.funcs[i])
	}
	g.candidates = candidateTypes(pkg, hasFacts)
	for _, fn := range g.funcs {
		g.sites[fn] = g.collectSites(fn)
	}
	return g
}

func (g *graph) add(fn *ssa.Function) {
	if fn == nil || fn.Blocks == nil || g.seen[fn] {
		return
	}
	g.seen[fn] = true
	g.funcs = append(g.funcs, fn)
}

func (g *graph) discover(fn *ssa.Function) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case *ssa.MakeClosure:
				if f, ok := instr.Fn.(*ssa.Function); ok {
					g.add(f)
					g.closures[f] = append(g.closures[f], closureSite{parent: fn, bindings: instr.Bindings})
				}
			case ssa.CallInstruction:
				g.add(instr.Common().StaticCallee())
			case *ssa.Store:
				key := storeKey(instr.Addr)
				if key == nil {
					continue
				}
				if g.pty && !isFunc(instr.Val.Type()) {
					k := originVar(key)
					g.storedVals[k] = append(g.storedVals[k], valueIn{fn, instr.Val})
				}
				if !isFunc(instr.Val.Type()) {
					continue
				}
				for _, f := range funcValues(instr.Val) {
					g.add(f)
					if sf := (storedFunc{key, f}); !g.isStored[sf] {
						g.isStored[sf] = true
						g.stored[key] = append(g.stored[key], f)
					}
				}
			}
		}
	}
}

// storedFunc is a function stored in a field or package variable.
type storedFunc struct {
	key types.Object
	fn  *ssa.Function
}

// storeKey is the field or package variable an address denotes, or nil.
func storeKey(addr ssa.Value) types.Object {
	switch a := addr.(type) {
	case *ssa.FieldAddr:
		return fieldOf(a.X.Type(), a.Field, true)
	case *ssa.Global:
		return a.Object()
	}
	return nil
}

func fieldOf(t types.Type, i int, pointer bool) types.Object {
	if pointer {
		p, ok := t.Underlying().(*types.Pointer)
		if !ok {
			return nil
		}
		t = p.Elem()
	}
	s, ok := t.Underlying().(*types.Struct)
	if !ok || i >= s.NumFields() {
		return nil
	}
	return s.Field(i)
}

// funcValues are the functions a func-typed value can be, as far as a
// local look can tell.
func funcValues(v ssa.Value) []*ssa.Function {
	var out []*ssa.Function
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		if seen[v] || len(seen) > maxValues {
			return
		}
		seen[v] = true
		switch v := v.(type) {
		case *ssa.Function:
			out = appendUnique(out, v)
		case *ssa.MakeClosure:
			if f, ok := v.Fn.(*ssa.Function); ok {
				out = appendUnique(out, f)
			}
		case *ssa.ChangeType:
			walk(v.X)
		case *ssa.Phi:
			for _, e := range v.Edges {
				walk(e)
			}
		}
	}
	walk(v)
	return out
}

// maxValues bounds the values one func-value resolution visits.
const maxValues = 256

func isFunc(t types.Type) bool {
	_, ok := t.Underlying().(*types.Signature)
	return ok
}

func appendUnique(fs []*ssa.Function, f *ssa.Function) []*ssa.Function {
	for _, g := range fs {
		if g == f {
			return fs
		}
	}
	return append(fs, f)
}

// dynamic resolves the callee of a call through a func value: a function
// or closure, or a load of a field or package variable the package stores
// functions in.
func (g *graph) dynamic(v ssa.Value) []*ssa.Function {
	var out []*ssa.Function
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		if seen[v] || len(seen) > maxValues {
			return
		}
		seen[v] = true
		var fs []*ssa.Function
		switch v := v.(type) {
		case *ssa.UnOp:
			if key := storeKey(v.X); key != nil {
				fs = g.stored[key]
			}
		case *ssa.Field:
			if key := fieldOf(v.X.Type(), v.Field, false); key != nil {
				fs = g.stored[key]
			}
		case *ssa.Phi:
			for _, e := range v.Edges {
				walk(e)
			}
		case *ssa.ChangeType:
			walk(v.X)
		default:
			fs = funcValues(v)
		}
		for _, f := range fs {
			out = appendUnique(out, f)
		}
	}
	walk(v)
	return out
}

func (g *graph) collectSites(fn *ssa.Function) []site {
	var sites []site
	cmds := map[ssa.Value]*cmdLit{}
	var order []ssa.Value
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case ssa.CallInstruction:
				if s, ok := g.callSite(instr); ok {
					s.fn = fn
					sites = append(sites, s)
				}
			case *ssa.Store:
				fa, ok := instr.Addr.(*ssa.FieldAddr)
				if !ok || !isCmd(fa.X.Type()) {
					continue
				}
				f := fieldOf(fa.X.Type(), fa.Field, true)
				if f == nil || f.Name() != "Args" && f.Name() != "Path" {
					continue
				}
				c := cmds[fa.X]
				if c == nil {
					c = &cmdLit{fn: fn, pos: instr.Pos()}
					if !c.pos.IsValid() {
						c.pos = fa.X.Pos()
					}
					cmds[fa.X] = c
					order = append(order, fa.X)
				}
				if f.Name() == "Args" {
					c.args = instr.Val
				} else {
					c.path = instr.Val
				}
			}
		}
	}
	if len(order) > 0 {
		r := argv.NewResolver(fn, nil)
		for _, x := range order {
			sites = append(sites, cmds[x].site(r))
		}
		sort.SliceStable(sites, func(i, j int) bool { return sites[i].pos < sites[j].pos })
	}
	return sites
}

// cmdLit is an exec.Cmd whose Path or Args a function sets.
type cmdLit struct {
	fn         *ssa.Function
	pos        token.Pos
	args, path ssa.Value
}

func (c *cmdLit) site(r *argv.Resolver) site {
	lists := []argv.List{nil}
	if c.args != nil {
		lists = r.List(c.args)
	}
	if c.path != nil {
		var out []argv.List
		for _, p := range r.String(c.path) {
			for _, l := range lists {
				// Path is what runs; Args[0] is only its display name.
				out = append(out, append(argv.List{p}, l.Drop(1)...))
			}
		}
		lists = out
	}
	return site{fn: c.fn, pos: c.pos, cmd: lists, cmdSet: true}
}

func isCmd(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path()+"."+n.Obj().Name() == cmdStruct
}

func (g *graph) callSite(instr ssa.CallInstruction) (site, bool) {
	c := instr.Common()
	s := site{pos: c.Pos()}
	if !s.pos.IsValid() {
		s.pos = instr.Pos()
	}
	switch {
	case c.IsInvoke():
		s.args = append([]ssa.Value{c.Value}, c.Args...)
		s.targets = g.invokeTargets(c.Value.Type(), c.Method)
	case c.StaticCallee() != nil:
		s.args = c.Args
		s.targets = []target{g.target(c.StaticCallee())}
	default:
		if _, ok := c.Value.(*ssa.Builtin); ok {
			return s, false
		}
		if recv, m, ok := boundMethod(c.Value); ok {
			// f := x.M; f(…) is x.M(…): the receiver is known here,
			// which the method-value wrapper's own summary cannot say.
			var ts []target
			if types.IsInterface(recv.Type()) {
				ts = g.invokeTargets(recv.Type(), m)
			} else if fn := g.ssaPkg.Prog.FuncValue(m); fn != nil {
				ts = []target{g.target(fn)}
			}
			if len(ts) > 0 {
				s.args = append([]ssa.Value{recv}, c.Args...)
				s.targets = ts
				break
			}
		}
		s.args = c.Args
		for _, f := range g.dynamic(c.Value) {
			s.targets = append(s.targets, g.target(f))
		}
	}
	return s, len(s.targets) > 0
}

// boundMethod recognises a call of a method value made in the same
// function (f := x.M), and returns x and M.
func boundMethod(v ssa.Value) (ssa.Value, *types.Func, bool) {
	for {
		ct, ok := v.(*ssa.ChangeType)
		if !ok {
			break
		}
		v = ct.X
	}
	mc, ok := v.(*ssa.MakeClosure)
	if !ok || len(mc.Bindings) != 1 {
		return nil, nil, false
	}
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok || !strings.HasPrefix(fn.Synthetic, "bound method wrapper") {
		return nil, nil, false
	}
	m, ok := fn.Object().(*types.Func)
	return mc.Bindings[0], m, ok
}

// invokeTargets are the targets of an interface method call: its
// implementations among the candidate types and, in a package that deals
// in pty masters, the interface's write itself (a pty write when the
// interface holds a master).
func (g *graph) invokeTargets(t types.Type, m *types.Func) []target {
	ts := g.invoke(t, m)
	if name := writeMethod(m); g.pty && name != "" {
		ts = append(ts[:len(ts):len(ts)], target{obj: m, name: name})
	}
	return ts
}

// writeMethod names an interface method that writes like io.Writer's
// Write or io.StringWriter's WriteString, by the table's name for it.
func writeMethod(m *types.Func) string {
	sig, ok := m.Type().(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 2 {
		return ""
	}
	p := sig.Params().At(0).Type()
	switch {
	case m.Name() == "Write" && types.Identical(p, types.NewSlice(types.Typ[types.Byte])):
		return "(io.Writer).Write"
	case m.Name() == "WriteString" && types.Identical(p, types.Typ[types.String]):
		return "(io.StringWriter).WriteString"
	}
	return ""
}

// target describes fn as a callee.
func (g *graph) target(fn *ssa.Function) target {
	if fn.Blocks != nil && g.seen[fn] {
		t := target{fn: fn, name: funcName(fn)}
		t.transparent = fn.Synthetic != "" && fn.Origin() == nil
		return t
	}
	obj, _ := fn.Object().(*types.Func)
	if obj == nil {
		return target{name: fn.String()}
	}
	obj = obj.Origin()
	return target{obj: obj, name: obj.FullName()}
}

// funcName names a function in a path.
func funcName(fn *ssa.Function) string {
	if o := fn.Origin(); o != nil {
		fn = o
	}
	if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil && fn.Synthetic == "" {
		return obj.FullName()
	}
	return fn.String()
}

// invoke returns the targets of a call of method m on interface type t: the
// implementations among the candidate types (CHA).
func (g *graph) invoke(t types.Type, m *types.Func) []target {
	iface, ok := t.Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	byName, _ := g.cha.At(t).(map[string][]target)
	if byName == nil {
		byName = map[string][]target{}
		g.cha.Set(t, byName)
	}
	if ts, ok := byName[m.Name()]; ok {
		return ts
	}
	var ts []target
	for _, tn := range g.candidates {
		recv := types.Type(tn.Type())
		if !types.Implements(recv, iface) {
			recv = types.NewPointer(recv)
			if !types.Implements(recv, iface) {
				continue
			}
		}
		obj, _, _ := types.LookupFieldOrMethod(recv, true, m.Pkg(), m.Name())
		impl, ok := obj.(*types.Func)
		if !ok {
			continue
		}
		if fn := g.ssaPkg.Prog.FuncValue(impl); fn != nil && g.seen[fn] {
			ts = append(ts, g.target(fn))
			continue
		}
		ts = append(ts, target{obj: impl.Origin(), name: impl.Origin().FullName()})
	}
	byName[m.Name()] = ts
	return ts
}

// candidateTypes are the concrete named types of pkg and of its direct
// imports that carry verbpin facts (no other import's method can reach a
// verb), in a stable order.
func candidateTypes(pkg *types.Package, hasFacts func(*types.Package) bool) []*types.TypeName {
	var out []*types.TypeName
	scopes := []*types.Scope{pkg.Scope()}
	for _, imp := range pkg.Imports() {
		if hasFacts(imp) {
			scopes = append(scopes, imp.Scope())
		}
	}
	for _, sc := range scopes {
		for _, name := range sc.Names() {
			tn, ok := sc.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			n, ok := tn.Type().(*types.Named)
			if !ok || n.TypeParams().Len() > 0 || types.IsInterface(n) {
				continue
			}
			out = append(out, tn)
		}
	}
	return out
}
