package flow

import (
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/stdlib"
)

// Higher-order flows. An interface value carries a label for the concrete
// type it holds (srcImpl), a function value one for the function
// (srcFunc), made where the value is made: a method called on the
// interface, or the function value called, is resolved from those labels
// to the concrete method's or function's summary, in whichever package
// they meet. Where the value is a parameter, the call becomes a label of
// its own (a srcParam with call set): a higher-order summary, "what
// calling p's method M returns reaches the result, or a sink", resolved at
// the caller that supplies the concrete value (often the wiring in main).
// So an interface implemented in one package, called in a second and
// wired in a third, a callback, a registry of interface values, or a
// closure passed through a generic helper, are followed across packages.

// implLabels returns the label of a value of concrete type t held in an
// interface, or nil when t has no methods a summary could describe (a
// standard-library or unnamed type).
func (p *pkgState) implLabels(t types.Type) labels {
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() == nil || stdlib.IsObject(p.pass.Fset, n.Obj()) {
		return nil
	}
	if p.ssaPkg.Prog.MethodSets.MethodSet(t).Len() == 0 {
		return nil
	}
	return labels{{p.sourceID(source{kind: srcImpl, impl: t}), 0}}
}

// funcLabels returns the label of a function value: a named function
// (not the standard library's) or a function literal.
func (p *pkgState) funcLabels(fn *ssa.Function) labels {
	if fn == nil {
		return nil
	}
	if fn.Parent() != nil {
		return labels{{p.sourceID(source{kind: srcFunc, lit: fn}), 0}}
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj.Pkg() == nil || stdlib.IsObject(p.pass.Fset, obj) {
		return nil
	}
	return labels{{p.sourceID(source{kind: srcFunc, fnObj: obj.Origin()}), 0}}
}

// dispatch resolves a call of method (callFunc for a function value) on a
// value with labels recv: the summaries of the concrete
// methods and functions it may hold, applied here; and, for a value that
// is a parameter of the function being summarised, the higher-order
// label that stands for the call's result. ok reports that a concrete
// callee was found. With no value for the result (res nil: a
// higher-order entry of a callee's summary), only what lies at path
// resAt below what the call returns is asked for.
func (f *fam) dispatch(fn *ssa.Function, method string, recv labels, args []ssa.Value, res ssa.Value, pos token.Pos, resAt string) (labels, bool) {
	pk := f.pkg
	var l labels
	ok := false
	for _, e := range recv {
		src := pk.sources[e.src]
		switch src.kind {
		case srcImpl, srcFunc:
			if prod := pk.resolvedProducer(src, method); prod != nil {
				l, _ = union(l, pk.producerLabels(prod, pos))
				ok = true
				continue
			}
			callee, s := pk.resolve(src, method)
			f.dependOn(callee)
			if s == nil {
				if callee != nil && f.pkg.famOf[callee] == f && callee != f.root {
					l, _ = union(l, f.inline(callee, args))
					ok = true
				}
				continue
			}
			if f.applying[s] {
				// A summary whose higher-order flow resolves to itself
				// (a function kept in a package-level variable that
				// calls what that variable holds): applied once per
				// chain, it has said all it can.
				ok = true
				continue
			}
			if f.applying == nil {
				f.applying = map[*summary]bool{}
			}
			f.applying[s] = true
			l, _ = union(l, f.applySummaryAs(fn, s, pk.nameOf(src, method), args, res, pos, pk.implStep(src, method), resAt))
			delete(f.applying, s)
			ok = true
		case srcParam, srcGlobal:
			if (src.kind == srcParam && src.fn != f.root) || src.call != "" {
				continue
			}
			src.call = method
			src.cpath = resAt
			src.path = nil
			l, _ = union(l, labels{{pk.sourceID(src), e.flags}})
		}
	}
	return l, ok
}

// ownAt returns the labels that cover the value at path at below arg.
//
// An argument that is a parameter's value (or a variable's) at some path
// stands, at path at below it, for the parameter at the longer path: a
// method a callee calls on a field of what it is given is called on that
// field of the caller's parameter, not on the parameter's whole value.
// Kept at the shorter path, the caller's summary said "method M of
// parameter p", and a caller of that matched M on every concrete type p
// held anywhere: agent-sdk-go's plan generator calls Parameters on its
// tools, its agent's Run came to call Parameters on the agent itself, and
// a wrapper's Run of a sub-agent took the MCP tools of the agent object.
func (f *fam) ownAt(arg ssa.Value, at string) labels {
	l := f.own(arg)
	if at == "" {
		return l
	}
	l = f.pkg.paramsBelow(l, at)
	for _, k := range f.addrs(arg) {
		if p, ok := descend(k.path, at); ok {
			l, _ = union(l, f.loadAt(memKey{k.root, p}, nil))
		}
	}
	return l
}

// resolvedProducer returns the policy producer a call of method on a
// value with label src reaches (a producer function passed as a value).
func (p *pkgState) resolvedProducer(src source, method string) *policy.Producer {
	var obj *types.Func
	switch {
	case src.kind == srcFunc && method == callFunc && src.fnObj != nil:
		obj = src.fnObj
	case src.kind == srcImpl && method != callFunc:
		o, _, _ := types.LookupFieldOrMethod(src.impl, true, p.methodPkg(src.impl, method), method)
		obj, _ = o.(*types.Func)
	}
	if obj == nil {
		return nil
	}
	if prod := p.model.Producers[p.funcName(obj)]; prod != nil && len(prod.Params) == 0 {
		return prod
	}
	return nil
}

// resolve returns the function a call of method on a value with label src
// reaches, and its summary (nil when it has none: a literal of the
// family, which flows inline, or a function agentvet knows nothing of). A
// callee of another package is found by its object and its facts, so its
// package need not be in this package's SSA program.
func (p *pkgState) resolve(src source, method string) (*ssa.Function, *summary) {
	var obj *types.Func
	switch src.kind {
	case srcImpl:
		if method == callFunc {
			return nil, nil
		}
		o, _, _ := types.LookupFieldOrMethod(src.impl, true, p.methodPkg(src.impl, method), method)
		obj, _ = o.(*types.Func)
	case srcFunc:
		if method != callFunc {
			return nil, nil
		}
		if src.lit != nil {
			return src.lit, p.summaries[src.lit]
		}
		obj = src.fnObj
	}
	if obj == nil {
		return nil, nil
	}
	obj = obj.Origin()
	if obj.Pkg() == p.pass.Pkg {
		callee := p.ssaPkg.Prog.FuncValue(obj)
		if callee == nil {
			return nil, nil
		}
		return callee, p.summaries[callee]
	}
	return nil, p.importedSummary(obj)
}

// methodPkg is the package that qualifies an unexported method name of t.
func (p *pkgState) methodPkg(t types.Type, method string) *types.Package {
	if n := namedOf(t); n != nil && !isExported(method) {
		return n.Obj().Pkg()
	}
	return nil
}

func isExported(name string) bool {
	return name != "" && strings.ToUpper(name[:1]) == name[:1]
}

// nameOf names the callee a label resolved to, for the path: "T.M", "F".
func (p *pkgState) nameOf(src source, method string) string {
	switch {
	case src.fnObj != nil:
		return shortName(p.funcName(src.fnObj))
	case src.lit != nil:
		return src.lit.Name()
	case src.impl != nil:
		if n := namedOf(src.impl); n != nil {
			return n.Obj().Name() + "." + method
		}
	}
	return method
}

// typeRef renders a concrete type for a fact: "pkg/path.T" or
// "*pkg/path.T", or "" for a type a fact cannot name.
func typeRef(t types.Type) string {
	ptr := ""
	if pt, ok := types.Unalias(t).(*types.Pointer); ok {
		ptr, t = "*", pt.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.TypeArgs().Len() > 0 {
		return ""
	}
	return ptr + n.Obj().Pkg().Path() + "." + n.Obj().Name()
}

// importedSource interns a fact's source in this package: third-party
// text, or a concrete type or named function another package's facts say
// a value carries (found among this package's dependencies; ok is false
// when it is not there). path is src's path, converted.
func (p *pkgState) importedSource(src Source, path []Hop) (int32, bool) {
	switch {
	case src.Impl != "":
		t := p.lookupType(src.Impl)
		if t == nil {
			return 0, false
		}
		return p.sourceID(source{kind: srcImpl, impl: t}), true
	case src.Func != "":
		obj := p.lookupFunc(src.Func)
		if obj == nil {
			return 0, false
		}
		return p.sourceID(source{kind: srcFunc, fnObj: obj}), true
	case src.Flags&Laundered != 0:
		return p.sourceID(source{kind: srcUnwrap, origin: src.Origin, producer: src.Producer, path: path}), true
	}
	return p.sourceID(source{kind: srcProducer, origin: src.Origin, producer: src.Producer, path: path}), true
}

// depPackage returns the package at path among this package and its
// dependencies.
func (p *pkgState) depPackage(path string) *types.Package {
	if p.deps == nil {
		p.deps = map[string]*types.Package{}
		var walk func(pkg *types.Package)
		walk = func(pkg *types.Package) {
			if _, ok := p.deps[pkg.Path()]; ok {
				return
			}
			p.deps[pkg.Path()] = pkg
			for _, imp := range pkg.Imports() {
				walk(imp)
			}
		}
		walk(p.pass.Pkg)
	}
	return p.deps[path]
}

// lookupType finds a type rendered by typeRef.
func (p *pkgState) lookupType(ref string) types.Type {
	ptr := strings.HasPrefix(ref, "*")
	ref = strings.TrimPrefix(ref, "*")
	i := strings.LastIndexByte(ref, '.')
	if i < 0 {
		return nil
	}
	pkg := p.depPackage(ref[:i])
	if pkg == nil {
		return nil
	}
	tn, ok := pkg.Scope().Lookup(ref[i+1:]).(*types.TypeName)
	if !ok {
		return nil
	}
	if ptr {
		return types.NewPointer(tn.Type())
	}
	return tn.Type()
}

// lookupFunc finds a named function or method by its FullName.
func (p *pkgState) lookupFunc(name string) *types.Func {
	if strings.HasPrefix(name, "(") {
		end := strings.Index(name, ").")
		if end < 0 {
			return nil
		}
		t := p.lookupType(name[1:end])
		if t == nil {
			return nil
		}
		obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name[end+2:])
		fn, _ := obj.(*types.Func)
		return fn
	}
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return nil
	}
	pkg := p.depPackage(name[:i])
	if pkg == nil {
		return nil
	}
	fn, _ := pkg.Scope().Lookup(name[i+1:]).(*types.Func)
	return fn
}

// dependOn notes that f's analysis used what it knows of callee, a
// function of this package reached through dispatch: f is analysed again
// when callee's summary changes.
func (f *fam) dependOn(callee *ssa.Function) {
	g := f.pkg.famOf[callee]
	switch {
	case g == nil:
	case g != f:
		f.callees = appendFam(f.callees, g)
	case callee == f.root:
		f.selfCall = true
	}
}

// implStep is where the receiver of the method a call of method on a
// value with label src runs lies below that value: the step of the
// concrete type it holds, then the embedded fields a promoted method is
// reached through (its summary's receiver is the embedded value). "" for
// a function value.
func (p *pkgState) implStep(src source, method string) string {
	if src.kind != srcImpl || method == callFunc {
		return ""
	}
	return p.recvStep(src.impl, method)
}

// recvStep is where the receiver of method, run for a value of concrete
// type t held in an interface, lies below the interface's value (see
// implStep).
func (p *pkgState) recvStep(t types.Type, method string) string {
	step := p.typeStepOf(t)
	_, index, _ := types.LookupFieldOrMethod(t, true, p.methodPkg(t, method), method)
	for i := 0; i+1 < len(index); i++ {
		step += ".f" + strconv.Itoa(index[i])
	}
	return step
}

// paramsBelow returns l seen at path at below the value it labels: a
// label that stands for a parameter's or a variable's value moves to that
// path below it (dropped when at narrows it to a dynamic type it cannot
// hold); one that says the value is of a concrete type, or is a named
// function, says nothing of the value's fields and is dropped when at
// steps into one; third-party text covers what lies below it too.
func (p *pkgState) paramsBelow(l labels, at string) labels {
	fields := !onlyTypeSteps(at)
	var out labels
	for _, e := range l {
		src := p.sources[e.src]
		if (src.kind == srcImpl || src.kind == srcFunc) && fields {
			continue
		}
		if (src.kind == srcParam || src.kind == srcGlobal) && src.call == "" {
			pp, ok := descend(src.ppath, at)
			if !ok {
				continue
			}
			src.ppath = paramPath(pp)
			e = elem{p.sourceID(src), e.flags}
		}
		out, _ = union(out, labels{e})
	}
	return out
}
