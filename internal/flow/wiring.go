package flow

import (
	"encoding/json"
	"fmt"
	"go/token"
	"go/types"
	"os"
	"strings"

	"golang.org/x/tools/go/ssa"
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
			b.WriteString(types.TypeString(typ, nil))
		}
		b.WriteByte(')')
	}
	tuple(sig.Params(), sig.Variadic())
	tuple(sig.Results(), false)
	return b.String()
}

// declaredInterfaces lists the package's named, non-generic interfaces
// with at least one method.
func declaredInterfaces(pkg *types.Package) []Interface {
	var out []Interface
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok || n.TypeParams().Len() > 0 {
			continue
		}
		iface, ok := n.Underlying().(*types.Interface)
		if !ok || iface.NumMethods() == 0 {
			continue
		}
		in := Interface{Name: pkg.Path() + "." + name}
		for i := range iface.NumMethods() {
			m := iface.Method(i)
			in.Methods = append(in.Methods, Method{Name: methodKey(m), Sig: methodSig(m.Signature())})
		}
		out = append(out, in)
	}
	return out
}

// offeredImpls lists the package's concrete types with a method whose
// fact carries third-party results or sinks. facts are the exported
// facts of the package's methods.
func offeredImpls(pkg *types.Package, facts map[*types.Func]*FuncFact) []Impl {
	var out []Impl
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok || n.TypeParams().Len() > 0 {
			continue
		}
		if _, isIface := n.Underlying().(*types.Interface); isIface {
			continue
		}
		ptr := types.NewPointer(n)
		ms := types.NewMethodSet(ptr)
		impl := Impl{Type: "*" + pkg.Path() + "." + name}
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

// wiringRelevant keeps what the wiring pass needs of a fact: results that
// are third-party text (not dispatch targets) and sinks. Flows alone
// add nothing to the default rule of an unresolved call.
func wiringRelevant(f *FuncFact) *FuncFact {
	out := &FuncFact{Summarized: true, ParamSinks: f.ParamSinks, ParamFlows: f.ParamFlows}
	for _, r := range f.Results {
		if r.Impl == "" && r.Func == "" {
			out.Results = append(out.Results, r)
		}
	}
	if len(out.Results) == 0 && len(out.ParamSinks) == 0 {
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
		if strings.Contains(mf.Func, "*"+p.pass.Pkg.Path()+".") || strings.HasPrefix(mf.Func, "("+p.pass.Pkg.Path()+".") {
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

// noteUnresolved records an interface call the package could not resolve.
func (p *pkgState) noteUnresolved(m *types.Func) {
	if p.unresolved == nil {
		p.unresolved = map[string]bool{}
	}
	p.unresolved[m.Origin().FullName()] = true
}
