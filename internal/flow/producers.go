package flow

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
)

// producerLabels returns the label of a fresh value from producer p at pos.
func (p *pkgState) producerLabels(prod *policy.Producer, pos token.Pos) labels {
	id := p.sourceID(source{kind: srcProducer, origin: prod.Origin, producer: prod.What, path: []Hop{{Pos: pos, What: "from " + prod.What}}})
	return labels{{id, 0}}
}

// fieldParts returns the taint of a load of the field named name (var v),
// by path below the field: a producer field (all of it), what this package
// stored into the field, or what another package's facts say it holds.
//
// covered says the loaded value already carries third-party text (read
// from a producer's result): a producer by type then adds nothing but a
// second name for the same text, so it is left out.
//
// sealed says the field is read from an object only the loading family
// can have written (fresh.go): what was stored into the field elsewhere
// is not in it, so only a producer field's taint applies.
func (p *pkgState) fieldParts(name string, v *types.Var, pos token.Pos, covered, sealed bool) []part {
	ps := partSet{}
	if name != "" && !covered {
		if prod := p.model.FieldProducers[name]; prod != nil && len(prod.Params) == 0 {
			ps.add("", p.producerLabels(prod, pos))
		}
	}
	// What this package stored into the field, whichever package
	// declares it (a framework's own message type, filled here and read
	// here by another function).
	if !sealed {
		for path, l := range p.fields[v] {
			ps.add(path, l)
		}
	}
	if !sealed && v != nil && v.Pkg() != p.pass.Pkg {
		if ff := p.importedField(v); ff != nil {
			for path, l := range ff.parts {
				ps.add(path, l)
			}
		}
	}
	if len(ps) == 0 {
		return nil
	}
	return ps.sorted()
}

// interfaceProducers finds the interface types of the model's interface
// method producers among the package's imports (two levels deep: a user's
// own retriever imports the SDK's interface package).
func (p *pkgState) interfaceProducers() {
	pkgs := map[string]*types.Package{p.model.Canon(p.pass.Pkg.Path()): p.pass.Pkg}
	for _, imp := range p.pass.Pkg.Imports() {
		pkgs[p.model.Canon(imp.Path())] = imp
		for _, imp2 := range imp.Imports() {
			pkgs[p.model.Canon(imp2.Path())] = imp2
		}
	}
	for _, name := range sortedKeys(p.model.Producers) {
		if iface, method := lookupIface(pkgs, name); iface != nil {
			p.ifaceProducers = append(p.ifaceProducers, ifaceProducer{iface: iface, method: method, prod: p.model.Producers[name]})
		}
	}
	// Interface methods whose implementations' results are a sink.
	for _, name := range sortedKeys(p.model.Sinks) {
		for _, s := range p.model.Sinks[name] {
			if s.Results {
				if iface, method := lookupIface(pkgs, name); iface != nil {
					p.ifaceResultSinks = append(p.ifaceResultSinks, ifaceSink{iface: iface, method: method, sink: s})
				}
			}
		}
	}
}

// implementedResultSinks returns the result sinks of the interface methods
// fn (a method) implements.
func (p *pkgState) implementedResultSinks(fn *ssa.Function) []*policy.Sink {
	sig := fn.Signature
	if sig.Recv() == nil {
		return nil
	}
	var out []*policy.Sink
	for _, is := range p.ifaceResultSinks {
		if is.method == fn.Name() && types.Implements(sig.Recv().Type(), is.iface) {
			out = append(out, is.sink)
		}
	}
	return out
}

// implementsProducer returns the producer whose interface method the
// concrete method fn implements.
func (p *pkgState) implementsProducer(fn *ssa.Function) *policy.Producer {
	sig := fn.Signature
	if sig.Recv() == nil {
		return nil
	}
	for _, ip := range p.ifaceProducers {
		if ip.method != fn.Name() || len(ip.prod.Params) > 0 {
			continue
		}
		if types.Implements(sig.Recv().Type(), ip.iface) {
			return ip.prod
		}
	}
	return nil
}

// implementations returns the package's own methods that an interface
// call of method may dispatch to (class hierarchy analysis over the
// package's named types), each with the receiver steps of the concrete
// types that run it (implStep): its summary's paths below the receiver
// are those of a value of that type in the interface, so a method of one
// type reads that type's fields of an interface's value, not another's
// (openai-agents-go's RunItem: HandoffOutputItem.ToInputItem returns its
// raw item, and a tool output's raw item, field 1 of another type, went
// into every input message). A value receiver's method runs for the type
// and for a pointer to it, two dynamic types.
func (p *pkgState) implementations(method *types.Func) []implMethod {
	if fns, ok := p.implCache[method]; ok {
		return fns
	}
	var out []implMethod
	recv := method.Signature().Recv()
	if recv != nil {
		if iface, ok := recv.Type().Underlying().(*types.Interface); ok {
			prog := p.ssaPkg.Prog
			scope := p.pass.Pkg.Scope()
			for _, name := range scope.Names() {
				tn, ok := scope.Lookup(name).(*types.TypeName)
				if !ok || tn.IsAlias() {
					continue
				}
				if _, isIface := tn.Type().Underlying().(*types.Interface); isIface {
					continue
				}
				if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
					continue
				}
				ptr := types.NewPointer(tn.Type())
				for _, t := range []types.Type{tn.Type(), ptr} {
					if !types.Implements(t, iface) {
						continue
					}
					sel := prog.MethodSets.MethodSet(t).Lookup(method.Pkg(), method.Name())
					if sel == nil {
						continue
					}
					if fn := prog.MethodValue(sel); fn != nil {
						if o := fn.Origin(); o != nil {
							fn = o
						}
						if p.famOf[fn] != nil {
							m := implMethod{fn: fn, steps: []string{p.recvStep(t, method.Name())}}
							if t != ptr {
								m.steps = append(m.steps, p.recvStep(ptr, method.Name()))
							}
							out = append(out, m)
						}
					}
					break
				}
			}
		}
	}
	p.implCache[method] = out
	return out
}

// implMethod is a method of the package an interface call may run, with
// the receiver steps (implStep) of the dynamic types it runs for.
type implMethod struct {
	fn    *ssa.Function
	steps []string
}

// seedCallbacks marks the parameters of callback producers: methods that
// implement an interface method with Params, and functions stored into a
// func-typed producer field with Params.
func (p *pkgState) seedCallbacks() {
	for _, ip := range p.ifaceProducers {
		if len(ip.prod.Params) == 0 {
			continue
		}
		for _, f := range p.fams {
			fn := f.root
			if fn.Signature.Recv() == nil || fn.Name() != ip.method {
				continue
			}
			if types.Implements(fn.Signature.Recv().Type(), ip.iface) {
				p.seedParams(fn, ip.prod, 1)
			}
		}
	}
	for _, f := range p.fams {
		for _, fn := range f.fns {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					st, ok := instr.(*ssa.Store)
					if !ok {
						continue
					}
					fa, ok := st.Addr.(*ssa.FieldAddr)
					if !ok {
						continue
					}
					ptr, ok := fa.X.Type().Underlying().(*types.Pointer)
					if !ok {
						continue
					}
					name, _ := p.fieldName(ptr.Elem(), fa.Field)
					prod := p.model.FieldProducers[name]
					if prod == nil || len(prod.Params) == 0 {
						continue
					}
					for _, target := range f.funcTargets(st.Val) {
						p.seedParams(target, prod, 0)
					}
				}
			}
		}
	}
}

func (p *pkgState) seedParams(fn *ssa.Function, prod *policy.Producer, off int) {
	for _, i := range prod.Params {
		if i+off < len(fn.Params) {
			param := fn.Params[i+off]
			p.seeds[param], _ = union(p.seeds[param], p.producerLabels(prod, param.Pos()))
		}
	}
}

// lookupIface finds the interface of an interface method name
// "(pkg/path.I).M" among pkgs.
func lookupIface(pkgs map[string]*types.Package, name string) (*types.Interface, string) {
	if !strings.HasPrefix(name, "(") || strings.HasPrefix(name, "(*") {
		return nil, ""
	}
	end := strings.Index(name, ").")
	if end < 0 {
		return nil, ""
	}
	typ, method := name[1:end], name[end+2:]
	dot := strings.LastIndexByte(typ, '.')
	if dot < 0 {
		return nil, ""
	}
	pkg := pkgs[typ[:dot]]
	if pkg == nil {
		return nil, ""
	}
	obj, ok := pkg.Scope().Lookup(typ[dot+1:]).(*types.TypeName)
	if !ok {
		return nil, ""
	}
	iface, ok := obj.Type().Underlying().(*types.Interface)
	if !ok {
		return nil, ""
	}
	return iface, method
}
