package flow

import (
	"encoding/json"
	"fmt"
	"go/token"
	"go/types"
	"os"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
)

// The wiring pass (standalone driver only) answers the one question a
// modular analysis cannot: an interface call whose implementations live in
// packages the caller never imports, met only in the wiring (often main).
// A first run gives, per package, its Offer: the interfaces it declares
// and the concrete methods whose summaries carry third-party results or
// sinks, with their types' method sets. The driver matches them (a type
// implements an interface when it has every method of it, by name and
// signature) into a Wiring, and a second run applies the summaries of an
// interface method's implementations at every call of it that the caller's
// own package cannot resolve (class hierarchy analysis over the whole
// program, one round).

// Offer is what one package gives the wiring pass.
type Offer struct {
	Interfaces []Interface `json:"interfaces,omitempty"`
	Impls      []Impl      `json:"impls,omitempty"`
	// Calls are the interface methods ("(pkg.I).M") the package calls
	// where its own analysis finds no implementation: the only ones the
	// wiring pass can add to.
	Calls []string `json:"calls,omitempty"`
}

// wiringInputs is what the engine keeps of a package for its Offer: the
// wiring-relevant facts of its methods and its unresolved interface
// calls. The Offer itself (method sets of every type) is computed only
// when the standalone driver's inventory asks for it.
type wiringInputs struct {
	facts map[*types.Func]*FuncFact
	calls []string
}

// Offer returns what the package of r (pkg) gives the wiring pass, or
// nil when it has nothing to give.
func (r *Result) Offer(pkg *types.Package) *Offer {
	if r == nil || r.wiring == nil {
		return nil
	}
	o := &Offer{Interfaces: declaredInterfaces(pkg), Impls: offeredImpls(pkg, r.wiring.facts), Calls: r.wiring.calls}
	if len(o.Interfaces)+len(o.Impls)+len(o.Calls) == 0 {
		return nil
	}
	return o
}

// Interface is a named interface type and its whole method set.
type Interface struct {
	Name    string   `json:"name"` // "pkg.I"
	Methods []Method `json:"methods"`
}

// Impl is a concrete type (its pointer's method set) with the facts of
// the methods that matter to the wiring pass.
type Impl struct {
	Type    string       `json:"type"` // "*pkg.T"
	Methods []Method     `json:"methods"`
	Facts   []MethodFact `json:"facts"`
}

// Method is a method's name (qualified by its package when unexported)
// and its signature without receiver and names, package paths in full.
type Method struct {
	Name string `json:"name"`
	Sig  string `json:"sig"`
}

// MethodFact is the summary of one method of an Impl.
type MethodFact struct {
	Method string    `json:"method"`
	Func   string    `json:"func"` // "(*pkg.T).M"
	Fact   *FuncFact `json:"fact"`
}

// Wiring is the second run's input: by interface method ("(pkg.I).M"),
// the summaries of its implementations in the whole program.
type Wiring struct {
	Version int           `json:"version"`
	Methods []WiredMethod `json:"methods"`
}

// WiringVersion is the format of a Wiring file.
const WiringVersion = 1

// WiredMethod is one interface method and its implementations.
type WiredMethod struct {
	Method string       `json:"method"`
	Impls  []MethodFact `json:"impls"`
}

// methodKey names a method the way a method set match needs it: an
// unexported name belongs to its package.
func methodKey(fn *types.Func) string {
	if fn.Exported() || fn.Pkg() == nil {
		return fn.Name()
	}
	return fn.Pkg().Path() + "." + fn.Name()
}

// methodSig renders a method's signature without receiver and names.
func methodSig(sig *types.Signature) string {
	var b strings.Builder
	tuple := func(t *types.Tuple, variadic bool) {
		b.WriteByte('(')
		for i := range t.Len() {
			if i > 0 {
				b.WriteString(", ")
			}
			typ := t.At(i).Type()
			if variadic && i == t.Len()-1 {
				b.WriteString("...")
				typ = typ.(*types.Slice).Elem()
			}
			b.WriteString(typeKey(typ))
		}
		b.WriteByte(')')
	}
	tuple(sig.Params(), sig.Variadic())
	tuple(sig.Results(), false)
	return b.String()
}

// typeKey renders t with every alias resolved, at any depth: a method
// declared with an alias of a type implements an interface declared with
// the type (go/types prints aliases by their own name).
func typeKey(t types.Type) string {
	switch t := types.Unalias(t).(type) {
	case *types.Pointer:
		return "*" + typeKey(t.Elem())
	case *types.Slice:
		return "[]" + typeKey(t.Elem())
	case *types.Array:
		return "[" + strconv.FormatInt(t.Len(), 10) + "]" + typeKey(t.Elem())
	case *types.Map:
		return "map[" + typeKey(t.Key()) + "]" + typeKey(t.Elem())
	case *types.Chan:
		dir := map[types.ChanDir]string{types.SendRecv: "chan ", types.SendOnly: "chan<- ", types.RecvOnly: "<-chan "}[t.Dir()]
		return dir + typeKey(t.Elem())
	case *types.Signature:
		return "func" + methodSig(t)
	case *types.Named:
		name := t.Obj().Name()
		if pkg := t.Obj().Pkg(); pkg != nil {
			name = pkg.Path() + "." + name
		}
		if args := t.TypeArgs(); args != nil && args.Len() > 0 {
			parts := make([]string, args.Len())
			for i := range args.Len() {
				parts[i] = typeKey(args.At(i))
			}
			name += "[" + strings.Join(parts, ", ") + "]"
		}
		return name
	default:
		return types.TypeString(t, nil)
	}
}

// declaredInterfaces lists the package's named, non-generic interfaces
// with at least one method.
func declaredInterfaces(pkg *types.Package) []Interface {
	var out []Interface
	for _, n := range namedTypes(pkg) {
		iface, ok := n.Underlying().(*types.Interface)
		if !ok || iface.NumMethods() == 0 {
			continue
		}
		in := Interface{Name: pkg.Path() + "." + n.Obj().Name()}
		for i := range iface.NumMethods() {
			m := iface.Method(i)
			in.Methods = append(in.Methods, Method{Name: methodKey(m), Sig: methodSig(m.Signature())})
		}
		out = append(out, in)
	}
	return out
}

// namedTypes are the package's named, non-generic types, by name.
func namedTypes(pkg *types.Package) []*types.Named {
	var out []*types.Named
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() == 0 {
			out = append(out, n)
		}
	}
	return out
}

// offeredImpls lists the package's concrete types with a method whose
// fact carries third-party results or sinks. facts are the exported
// facts of the package's methods.
func offeredImpls(pkg *types.Package, facts map[*types.Func]*FuncFact) []Impl {
	var out []Impl
	for _, n := range namedTypes(pkg) {
		if _, isIface := n.Underlying().(*types.Interface); isIface {
			continue
		}
		ms := types.NewMethodSet(types.NewPointer(n))
		impl := Impl{Type: "*" + pkg.Path() + "." + n.Obj().Name()}
		for i := range ms.Len() {
			m, ok := ms.At(i).Obj().(*types.Func)
			if !ok {
				continue
			}
			impl.Methods = append(impl.Methods, Method{Name: methodKey(m), Sig: methodSig(m.Signature())})
			if f := facts[m]; f != nil && len(ms.At(i).Index()) == 1 {
				impl.Facts = append(impl.Facts, MethodFact{Method: methodKey(m), Func: m.FullName(), Fact: f})
			}
		}
		if len(impl.Facts) > 0 {
			out = append(out, impl)
		}
	}
	return out
}

// Bounds of what one method offers the wiring pass: its summary is
// applied at every unresolved call of the interface method, in every
// package, so a large one (an agent loop's entry point with a thousand
// sinks) would make the second run cost many times the first.
const (
	maxWiredSinks   = 16
	maxWiredResults = 16
)

// wiringRelevant keeps what the wiring pass needs of a fact: results and
// stores through pointer parameters that are third-party text (not
// dispatch targets) and sinks, one per parameter, path and position,
// within the bounds. Flows are left out (an unresolved call keeps the
// default rule, its arguments' taint reaching its results unless it
// takes a context, besides what the implementations add), but for a
// model call's: a flow marked derived.
//
// Results whose origin is an HTTP call's (skip) are left out too: whether
// a reply is third-party depends on the endpoint, which the rule for
// model endpoints judges where the request is built, and behind an
// interface such a reply is most often a model provider's whose URL
// the rule could not read (a base URL from the configuration joined
// with a path). Offered, every model call through a provider interface
// became a forged model turn on the real-code set.
func wiringRelevant(f *FuncFact, skip map[string]bool) *FuncFact {
	out := &FuncFact{Summarized: true}
	type sinkKey struct {
		param            int
		at, call, global string
		pos              policy.Position
		only             Flags
	}
	var paths pathTable
	seenSink := map[sinkKey]bool{}
	for _, ps := range f.ParamSinks {
		k := sinkKey{ps.Param, ps.At, ps.Call, ps.Global, ps.Position, ps.Only}
		if seenSink[k] || len(out.ParamSinks) == maxWiredSinks {
			continue
		}
		seenSink[k] = true
		ps.PathRef, ps.Path = paths.refRendered(f.pathOf(ps.Path, ps.PathRef)), nil
		out.ParamSinks = append(out.ParamSinks, ps)
	}
	type resKey struct {
		origin, producer, at string
		res                  int
	}
	seenRes := map[resKey]bool{}
	for _, r := range f.Results {
		k := resKey{r.Origin, r.Producer, r.At, r.Res}
		if r.Impl != "" || r.Func != "" || skip[r.Origin] || seenRes[k] || len(out.Results) == maxWiredResults {
			continue
		}
		seenRes[k] = true
		r.PathRef, r.Path = paths.refRendered(f.pathOf(r.Path, r.PathRef)), nil
		out.Results = append(out.Results, r)
	}
	for _, r := range f.Stores {
		k := resKey{r.Origin, r.Producer, r.At, -1 - r.Res}
		if r.Impl != "" || r.Func != "" || skip[r.Origin] || seenRes[k] || len(out.Stores) == maxWiredResults {
			continue
		}
		seenRes[k] = true
		r.PathRef, r.Path = paths.refRendered(f.pathOf(r.Path, r.PathRef)), nil
		out.Stores = append(out.Stores, r)
	}
	// A model call's reply: what its arguments carry reaches its result
	// derived (a provider interface's Generate implemented by a client of
	// a model SDK). Kept so that a summary made through the interface, in
	// a package that never imports the client, is the model's reply to
	// what it was given, not nothing (an unresolved call that takes a
	// context returns nothing by the default rule). Not the receiver's
	// (p0, the client's own configuration): at the call it would be the
	// interface value's paths, matched by path alone, and on agent-sdk-go
	// every field of the client made a label that crowded the caller's
	// label sets.
	for _, pf := range f.ParamFlows {
		if pf.Flags&Derived == 0 || pf.From < 1 || pf.To != -1 || pf.Call != "" || pf.FromGlobal != "" || len(out.ParamFlows) == maxWiredResults {
			continue
		}
		out.ParamFlows = append(out.ParamFlows, pf)
	}
	out.Paths = paths.paths
	if len(out.Results) == 0 && len(out.Stores) == 0 && len(out.ParamSinks) == 0 && len(out.ParamFlows) == 0 {
		return nil
	}
	return out
}

// wiredSummaries returns the summaries of the implementations of the
// interface method m in other packages, as the wiring says.
func (p *pkgState) wiredSummaries(m *types.Func) []wiredSummary {
	if p.wiring == nil {
		return nil
	}
	name := m.Origin().FullName()
	if ws, ok := p.wiredCache[name]; ok {
		return ws
	}
	var out []wiredSummary
	for _, mf := range p.wiring[name] {
		if funcPkg(mf.Func) == p.pass.Pkg.Path() {
			continue // this package's own: its analysis sees it
		}
		out = append(out, wiredSummary{name: shortName(mf.Func), s: p.summaryOf(mf.Fact)})
	}
	if p.wiredCache == nil {
		p.wiredCache = map[string][]wiredSummary{}
	}
	p.wiredCache[name] = out
	return out
}

// funcPkg is the package path of a method's full name, "(*pkg.T).M" or
// "(pkg.T).M".
func funcPkg(name string) string {
	recv, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(name, "("), "*"), ")")
	if i := strings.LastIndex(recv, "."); i >= 0 {
		return recv[:i]
	}
	return ""
}

type wiredSummary struct {
	name string
	s    *summary
}

// wiredCall applies the wired implementations' summaries at an interface
// call of c.Method.
func (f *fam) wiredCall(fn *ssa.Function, c *ssa.CallCommon, args []ssa.Value, res ssa.Value, pos token.Pos) labels {
	var l labels
	for _, w := range f.pkg.wiredSummaries(c.Method) {
		l, _ = union(l, f.applySummary(fn, w.s, w.name, args, res, pos))
	}
	return l
}

// loadWiring reads the -wiring file once; nil without one.
func (e *engine) loadWiring() (map[string][]MethodFact, error) {
	if e.wiringFile == "" {
		return nil, nil
	}
	e.wiringOnce.Do(func() {
		data, err := os.ReadFile(e.wiringFile)
		if err != nil {
			e.wiringErr = fmt.Errorf("wiring: %v", err)
			return
		}
		var w Wiring
		if err := json.Unmarshal(data, &w); err != nil {
			e.wiringErr = fmt.Errorf("wiring: %s: %v", e.wiringFile, err)
			return
		}
		if w.Version != WiringVersion {
			e.wiringErr = fmt.Errorf("wiring: %s: format %d, want %d", e.wiringFile, w.Version, WiringVersion)
			return
		}
		e.wiring = map[string][]MethodFact{}
		for _, m := range w.Methods {
			e.wiring[m.Method] = m.Impls
		}
	})
	return e.wiring, e.wiringErr
}

// noteUnresolved records an interface call the package could not
// resolve, in every round (a family that ends undecided is not analysed
// again for reporting, and its calls count too).
func (p *pkgState) noteUnresolved(m *types.Func) {
	if p.unresolved == nil {
		p.unresolved = map[string]bool{}
	}
	p.unresolved[m.Origin().FullName()] = true
}

// requestOrigins are the origins of the model's HTTP calls (see
// wiringRelevant).
func (p *pkgState) requestOrigins() map[string]bool {
	out := map[string]bool{}
	for name := range p.model.Requests {
		if prod := p.model.Producers[name]; prod != nil {
			out[prod.Origin] = true
		}
	}
	return out
}
