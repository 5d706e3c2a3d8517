package flow

import (
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
)

// funcSink checks the arguments of a call of sink s.
func (f *fam) funcSink(fn *ssa.Function, s *policy.Sink, args []ssa.Value, off int, pos token.Pos) {
	idx := s.Args
	if len(idx) == 0 {
		for i := off; i < len(args); i++ {
			if textCapable(args[i].Type()) && !(s.RoleArg >= 0 && s.RoleConditioned() && i == s.RoleArg+off) {
				idx = append(idx, i-off)
			}
		}
	}
	for _, i := range idx {
		if i+off >= len(args) {
			continue
		}
		l := f.deep(args[i+off])
		if len(l) == 0 {
			continue
		}
		hops := []Hop{{Pos: pos, What: "enters " + s.What}}
		if !s.RoleConditioned() {
			f.sinkHit(l, s.Position, s.What, pos, hops, -1, "", nil)
			continue
		}
		r := role{unknown: true}
		if s.RoleArg >= 0 && s.RoleArg+off < len(args) {
			r = f.resolveRole(args[s.RoleArg+off])
		}
		f.roleSinkHit(l, r, policy.RoleTable(s.Roles), s.What, pos, hops)
	}
}

// fieldSink checks a store of val (labels l) into field name of a struct.
func (f *fam) fieldSink(st *ssa.Store, fa *ssa.FieldAddr, name string, v *types.Var, l labels) {
	s := f.pkg.fieldSinkFor(name, v)
	if s != nil && s.Results {
		// The slot is what the stored function returns.
		l, _ = f.dispatch(f.root, callFunc, f.own(st.Val), nil, nil, st.Pos(), "")
	}
	if s == nil || len(l) == 0 {
		return
	}
	// Where the value enters the field: the store (a composite literal's
	// key, an assignment), else the field selection.
	pos := st.Pos()
	if !pos.IsValid() {
		pos = fa.Pos()
	}
	if !pos.IsValid() {
		pos = st.Val.Pos()
	}
	hops := []Hop{{Pos: pos, What: "enters " + s.What}}
	if !s.RoleConditioned() {
		f.sinkHit(l, s.Position, s.What, pos, hops, -1, "", nil)
		return
	}
	f.roleSinkHit(l, f.roleOf(fa, s.RoleField), policy.RoleTable(s.Roles), s.What, pos, hops)
}

// mapFieldSink checks a write into a map read from a struct field that is
// a sink (adk's state delta, ctx.Actions().StateDelta[k] = v): the value
// enters the field's position as if the map were stored whole.
func (f *fam) mapFieldSink(in *ssa.MapUpdate) {
	ld, ok := in.Map.(*ssa.UnOp)
	if !ok || ld.Op != token.MUL {
		return
	}
	fa, ok := ld.X.(*ssa.FieldAddr)
	if !ok {
		return
	}
	name, v := f.pkg.fieldOf(fa)
	s := f.pkg.fieldSinkFor(name, v)
	if s == nil || s.Results || s.RoleConditioned() {
		return
	}
	l := f.deep(in.Value)
	if len(l) == 0 {
		return
	}
	pos := in.Pos()
	if !pos.IsValid() {
		pos = fa.Pos()
	}
	f.sinkHit(l, s.Position, s.What, pos, []Hop{{Pos: pos, What: "enters " + s.What}}, -1, "", nil)
}

// roleSinkHit resolves the role value and checks l against each position
// it may select. A role that is a parameter makes a conditional summary.
func (f *fam) roleSinkHit(l labels, r role, roles []policy.RolePosition, what string, pos token.Pos, hops []Hop) {
	for _, c := range r.consts {
		p, ok := policy.LookupRole(roles, c)
		if !ok {
			p = policy.RoleUnknown
		}
		if c == "" && p.Data() {
			// A role left at its zero value takes its position from
			// where the value goes (genai's SystemInstruction holds a
			// role-less Content): that enclosing sink reports the flow.
			continue
		}
		f.sinkHit(l, p, what+" (role "+quote(c)+")", pos, hops, -1, "", nil)
	}
	if r.tainted {
		f.sinkHit(l, policy.RoleUnknown, what+" (role chosen by a third party)", pos, hops, -1, "", nil)
	}
	if r.unknown {
		f.sinkHit(l, policy.RoleUnknown, what, pos, hops, -1, "", nil)
	}
	for _, param := range r.params {
		f.sinkHit(l, "", what, pos, hops, param, "", roles)
	}
	for _, param := range r.fieldParams {
		f.sinkHit(l, "", what, pos, hops, param, r.field, roles)
	}
}

func quote(s string) string { return "\"" + s + "\"" }

// sinkHit records the flow of each label of l into position p: a finding
// for a concrete source, a parameter-to-sink summary for a parameter. With
// roleParam >= 0 the position is decided by the caller's role argument.
func (f *fam) sinkHit(l labels, p policy.Position, what string, at token.Pos, hops []Hop, roleParam int, roleField string, roles []policy.RolePosition) {
	pk := f.pkg
	only := bothRoles(f.only, f.roleGuard())
	if pk.debugAt != "" && pk.reporting && f.carrier == "" {
		// With a carrier set the hit is a callee's sink, printed already
		// where its summary was applied (with the labels the role test
		// keeps out).
		f.debugSink(l, p, what, at, only)
	}
	for _, e := range l {
		if roleConflict(e.flags, only) {
			// Another role's content, in a branch for this role only.
			continue
		}
		src := &pk.sources[e.src]
		if src.kind == srcGlobal {
			f.addParamSink(paramSink{ParamSink: ParamSink{Param: -1, Global: globalName(src.global), At: src.ppath, Call: src.call, CallAt: src.cpath, Position: p, RoleParam: roleParam, RoleField: roleField, Roles: roles, Flags: e.flags, Sink: what, When: f.guard(), Only: only}, hops: hops})
			continue
		}
		if src.kind == srcParam {
			if src.fn == f.root {
				f.addParamSink(paramSink{ParamSink: ParamSink{Param: src.param, At: src.ppath, Call: src.call, CallAt: src.cpath, Position: p, RoleParam: roleParam, RoleField: roleField, Roles: roles, Flags: e.flags, Sink: what, When: f.guard(), Only: only}, hops: hops})
			}
			continue
		}
		if !src.textual() {
			continue
		}
		if e.flags&Sunk != 0 || (e.flags&SunkData != 0 && !p.Instruction()) {
			continue
		}
		if p.Instruction() || p.Data() {
			f.usedAsSanitized(labels{e}, at)
		}
		if roleParam >= 0 {
			// A third-party value under a role the caller chooses: the
			// caller decides; unresolvable here, so fail closed.
			p = policy.RoleUnknown
		}
		if src.unwrap.IsValid() {
			pk.noteReach(src.unwrap, p, e.flags)
		}
		cat := categorize(p, e.flags)
		if cat == "" || !pk.reporting {
			continue
		}
		pk.addFinding(cat, at, p, what, src, hops, e.flags&Derived != 0)
	}
}

// categorize decides which analyzer owns a flow into p with flags.
func categorize(p policy.Position, flags Flags) Category {
	if flags&Checked != 0 && (p.Instruction() || p.Data()) {
		return ""
	}
	if flags&Derived != 0 {
		// A model's reply: reported only where it would instruct a
		// later request (not as the assistant turn, not as data).
		if p.Instruction() && p != policy.Assistant && p != policy.RoleUnknown {
			return CatTaint
		}
		return ""
	}
	switch {
	case p.Instruction():
		if flags&Laundered != 0 {
			return CatUnwrap
		}
		return CatTaint
	case p.Data():
		if flags&(Fenced|Wrapped) != 0 {
			return ""
		}
		return CatUnfenced
	case p == policy.Argv || p == policy.Path:
		return CatArgv
	case p == policy.Persistence:
		if flags&Laundered != 0 {
			return CatPersist
		}
	}
	return ""
}

func (f *fam) addParamSink(ps paramSink) {
	k := ps.key()
	if f.paramSinkSeen[k] {
		return
	}
	if f.paramSinkSeen == nil {
		f.paramSinkSeen = map[paramSinkKey]bool{}
	}
	f.paramSinkSeen[k] = true
	f.paramSinks = append(f.paramSinks, ps)
	f.grew()
}

// fieldSinkFor returns the sink of field name: the model's, a directive's
// in this package, or one another package's facts declare.
func (p *pkgState) fieldSinkFor(name string, v *types.Var) *policy.Sink {
	if s := p.model.FieldSinks[name]; s != nil {
		return s
	}
	if v != nil && v.Pkg() != p.pass.Pkg {
		if ff := p.importedField(v); ff != nil && ff.sink != nil {
			return ff.sink
		}
	}
	return nil
}

// role is what a role value resolves to.
type role struct {
	consts []string
	params []int
	// fieldParams: the role is field field of the struct parameter i
	// points to (the receiver of a builder method), resolved where the
	// function is called.
	fieldParams []int
	field       string
	tainted     bool
	unknown     bool
}

// resolveRole follows a role value through constants, conversions and
// phis to constants, parameters of the family's function, or third-party
// text.
func (f *fam) resolveRole(v ssa.Value) role {
	var r role
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		if seen[v] {
			return
		}
		seen[v] = true
		if len(f.pkg.textual(f.deep(v))) > 0 {
			r.tainted = true
			return
		}
		switch x := v.(type) {
		case *ssa.Const:
			if s := constString(x); s != "" || x.Value != nil {
				r.consts = appendUnique(r.consts, s)
			} else {
				r.consts = appendUnique(r.consts, "")
			}
		case *ssa.ChangeType:
			walk(x.X)
		case *ssa.Convert:
			walk(x.X)
		case *ssa.MakeInterface:
			walk(x.X)
		case *ssa.Phi:
			for _, e := range x.Edges {
				walk(e)
			}
		case *ssa.Parameter:
			if x.Parent() == f.root {
				for i, p := range f.root.Params {
					if p == x {
						r.params = append(r.params, i)
					}
				}
				return
			}
			r.unknown = true
		case *ssa.UnOp:
			// A role read back from a local variable or field: what was
			// stored there.
			if x.Op == token.MUL {
				stores := 0
				for _, k := range f.addrs(x.X) {
					for _, st := range f.storesTo(k) {
						stores++
						walk(st)
					}
				}
				if stores == 0 {
					r.unknown = true
				}
				return
			}
			r.unknown = true
		default:
			r.unknown = true
		}
	}
	walk(v)
	sort.Strings(r.consts)
	return r
}

// roleOf resolves the role field of the struct whose field fa addresses.
func (f *fam) roleOf(fa *ssa.FieldAddr, roleField string) role {
	return f.fieldRole(fa.X, roleField)
}

// fieldRole resolves field roleField of the struct base points to: the
// stores on the same base value, or else any store to the same memory. A
// fresh composite literal with no role store has the zero role "". With
// no store in sight, a parameter's field is resolved by the caller (a
// builder method's receiver) and a constructor's result by what the
// constructor always stores there (thread.NewUserMessage()).
func (f *fam) fieldRole(base ssa.Value, roleField string) role {
	ptr, ok := base.Type().Underlying().(*types.Pointer)
	if !ok {
		return role{unknown: true}
	}
	st, ok := ptr.Elem().Underlying().(*types.Struct)
	if !ok {
		return role{unknown: true}
	}
	idx := -1
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() == roleField {
			idx = i
		}
	}
	if idx < 0 {
		return role{unknown: true}
	}
	f.indexStores()
	vals := f.baseStores[baseField{base, idx}]
	if len(vals) == 0 {
		fresh := true
		for _, k := range f.addrs(base) {
			rk := memKey{k.root, k.path + ".f" + strconv.Itoa(idx)}
			vals = append(vals, f.storesTo(rk)...)
			if _, isAlloc := k.root.(*ssa.Alloc); !isAlloc || f.shadowed(rk) {
				fresh = false
			}
		}
		if len(vals) == 0 {
			if fresh {
				return role{consts: []string{""}}
			}
			return f.unstoredRole(base, roleField)
		}
	}
	var r role
	for _, v := range vals {
		r = r.merge(f.resolveRole(v))
	}
	if call, _ := callResult(base); call != nil {
		// Stored after the constructor set it: either value.
		r = r.merge(f.unstoredRole(base, roleField))
	}
	return r
}

// unstoredRole resolves the role field of a struct the family stores no
// role in: a parameter's is the caller's to resolve, a call's is the
// constant the callee always returns there.
func (f *fam) unstoredRole(base ssa.Value, roleField string) role {
	switch x := unconvert(base).(type) {
	case *ssa.Parameter:
		for i, p := range f.root.Params {
			if p == x {
				return role{fieldParams: []int{i}, field: roleField}
			}
		}
	case *ssa.Call, *ssa.Extract:
		call, idx := callResult(x)
		if call == nil {
			break
		}
		if v, ok := f.pkg.constOf(call.Call.StaticCallee(), idx, roleField); ok && v.Kind() == constant.String {
			return role{consts: []string{constant.StringVal(v)}}
		}
	}
	return role{unknown: true}
}

func (r role) merge(s role) role {
	for _, c := range s.consts {
		r.consts = appendUnique(r.consts, c)
	}
	for _, p := range s.params {
		r.params = appendUniqueInt(r.params, p)
	}
	for _, p := range s.fieldParams {
		r.fieldParams = appendUniqueInt(r.fieldParams, p)
		r.field = s.field
	}
	r.tainted = r.tainted || s.tainted
	r.unknown = r.unknown || s.unknown
	sort.Strings(r.consts)
	sort.Ints(r.params)
	sort.Ints(r.fieldParams)
	return r
}

func appendUniqueInt(xs []int, n int) []int {
	for _, x := range xs {
		if x == n {
			return xs
		}
	}
	return append(xs, n)
}

type baseField struct {
	base  ssa.Value
	field int
}

// indexStores indexes the family's stores by base value and field, for
// role resolution (once: the stores of a family never change).
func (f *fam) indexStores() {
	f.prepare()
	if f.baseStores != nil {
		return
	}
	f.baseStores = map[baseField][]ssa.Value{}
	for _, st := range f.stores {
		if fa, ok := st.Addr.(*ssa.FieldAddr); ok {
			k := baseField{fa.X, fa.Field}
			f.baseStores[k] = append(f.baseStores[k], st.Val)
		}
	}
}

// storesTo returns the values stored exactly at k.
func (f *fam) storesTo(k memKey) []ssa.Value {
	f.prepare()
	return f.storeIdx[k]
}

// shadowed reports whether a store to a shorter path overlapping k (a whole
// struct copied in) may have set k.
func (f *fam) shadowed(k memKey) bool {
	for path := k.path; path != ""; {
		i := strings.LastIndexAny(path, ".[")
		if i < 0 {
			break
		}
		path = path[:i]
		if len(f.storesTo(memKey{k.root, path})) > 0 {
			return true
		}
	}
	return false
}

// resultSinks checks a result of the family's root against the result
// sinks of the interface methods it implements: what an implementation of
// (tool.Tool).Description returns is a tool description.
func (f *fam) resultSinks(r ssa.Value, i int, pos token.Pos) {
	if i != 0 || !pos.IsValid() {
		return
	}
	for _, s := range f.pkg.implementedResultSinks(f.root) {
		f.sinkHit(f.deep(r), s.Position, s.What, pos, []Hop{{Pos: pos, What: "returned as " + s.What}}, -1, "", nil)
	}
}
