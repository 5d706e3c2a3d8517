package flow

import (
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Constant results. A function whose every return gives the same constant
// as result i (a placeholder's `return "", "", input`), or a pointer to a
// fresh struct whose field F holds the same constant (a message
// constructor's `return &Message{Role: RoleUser}`), gives its callers
// that constant whatever its arguments. Dead branches use the first
// (deadcode.go: a test of the result against a constant is decided);
// message roles the second (a builder method that appends to its
// receiver's contents, called on a constructor's message:
// thread.NewUserMessage().AddContent(...), sinks.go's roleAt). A function
// of another package is known by its ConstFact.

// ConstFact lists the constant results of an exported function.
type ConstFact struct {
	Results []ConstResult
}

// ConstResult says result Index is always the constant Value (its
// go/constant ExactString, of kind Kind), or, when Field is set, that the
// struct result Index points to always holds Value in that field.
type ConstResult struct {
	Index int
	Field string
	Kind  constant.Kind
	Value string
}

// AFact implements analysis.Fact.
func (*ConstFact) AFact() {}

func (f *ConstFact) String() string {
	var parts []string
	for _, r := range f.Results {
		at := "r" + strconv.Itoa(r.Index)
		if r.Field != "" {
			at += "." + r.Field
		}
		parts = append(parts, at+"="+r.Value)
	}
	return "const " + strings.Join(parts, ", ")
}

type constKey struct {
	fn    *ssa.Function
	idx   int
	field string
}

type constResultOf struct {
	v  constant.Value
	ok bool
}

// constResult returns the constant a call's result always is.
func (p *pkgState) constResult(v ssa.Value) (constant.Value, bool) {
	call, idx := callResult(v)
	if call == nil {
		return nil, false
	}
	return p.constOf(call.Call.StaticCallee(), idx, "")
}

// callResult returns the static call v is a result of, and which.
func callResult(v ssa.Value) (*ssa.Call, int) {
	idx := 0
	if e, ok := v.(*ssa.Extract); ok {
		v, idx = e.Tuple, e.Index
	}
	call, _ := v.(*ssa.Call)
	return call, idx
}

// constOf returns the constant fn always returns as result idx (field
// ""), or always holds in field of the struct result idx points to.
func (p *pkgState) constOf(fn *ssa.Function, idx int, field string) (constant.Value, bool) {
	if fn == nil {
		return nil, false
	}
	key := constKey{fn, idx, field}
	if r, ok := p.consts[key]; ok {
		return r.v, r.ok
	}
	if p.consts == nil {
		p.consts = map[constKey]constResultOf{}
	}
	// Provisional answer while fn's body is read: a function that
	// returns its own call's result is not known to be constant.
	p.consts[key] = constResultOf{}
	var v constant.Value
	ok := false
	if obj, isFunc := fn.Object().(*types.Func); isFunc && p.model.Producers[p.funcName(obj)] != nil {
		// A producer's body is a stub or a client: what it returns is
		// the third party's (a directive's `return ""`).
	} else if fn.Pkg == p.ssaPkg {
		v, ok = p.constInBody(fn, idx, field)
	} else {
		v, ok = p.constFromFact(fn, idx, field)
	}
	p.consts[key] = constResultOf{v, ok}
	return v, ok
}

// constInBody reads fn's returns: each gives the same constant.
func (p *pkgState) constInBody(fn *ssa.Function, idx int, field string) (constant.Value, bool) {
	if len(fn.Blocks) == 0 || fn.Recover != nil {
		// A deferred recover may return the named results, whatever they
		// hold then.
		return nil, false
	}
	var out constant.Value
	for _, b := range fn.Blocks {
		ret, ok := lastInstr(b).(*ssa.Return)
		if !ok {
			continue
		}
		if idx >= len(ret.Results) {
			return nil, false
		}
		var v constant.Value
		if field == "" {
			v, ok = p.constValue(ret.Results[idx])
		} else {
			v, ok = p.constField(ret.Results[idx], field)
		}
		if !ok || (out != nil && !sameConst(out, v)) {
			return nil, false
		}
		out = v
	}
	return out, out != nil
}

// constValue returns v's value when it is a constant or the result of a
// call that always returns one.
func (p *pkgState) constValue(v ssa.Value) (constant.Value, bool) {
	if k, ok := v.(*ssa.Const); ok {
		return k.Value, k.Value != nil
	}
	return p.constResult(v)
}

// constField returns the constant field of the struct v points to holds:
// v is a fresh struct (&T{F: c}) that nothing but its field stores and
// the return use, or a call of a function whose result always holds it.
func (p *pkgState) constField(v ssa.Value, field string) (constant.Value, bool) {
	v = unconvert(v)
	if call, idx := callResult(v); call != nil {
		return p.constOf(call.Call.StaticCallee(), idx, field)
	}
	a, ok := v.(*ssa.Alloc)
	if !ok {
		return nil, false
	}
	fidx, zero := structField(a.Type(), field)
	if fidx < 0 {
		return nil, false
	}
	var out constant.Value
	for _, ref := range *a.Referrers() {
		switch r := ref.(type) {
		case *ssa.FieldAddr:
			if r.Field != fidx {
				continue
			}
			for _, u := range *r.Referrers() {
				st, ok := u.(*ssa.Store)
				if !ok || st.Addr != r {
					return nil, false // the field's address escapes
				}
				k, ok := unconvert(st.Val).(*ssa.Const)
				if !ok || k.Value == nil || (out != nil && !sameConst(out, k.Value)) {
					return nil, false
				}
				out = k.Value
			}
		case *ssa.Return, *ssa.DebugRef:
		default:
			// Passed, stored or converted: something else may set the
			// field.
			return nil, false
		}
	}
	if out == nil {
		out = zero
	}
	return out, out != nil
}

// structField returns the index of field name of the struct t points to,
// and that field's zero value when it is a string (nil otherwise); -1
// when there is none.
func structField(t types.Type, name string) (int, constant.Value) {
	ptr, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return -1, nil
	}
	st, ok := ptr.Elem().Underlying().(*types.Struct)
	if !ok {
		return -1, nil
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() != name {
			continue
		}
		if b, ok := st.Field(i).Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			return i, constant.MakeString("")
		}
		return i, nil
	}
	return -1, nil
}

func sameConst(a, b constant.Value) bool {
	return a.Kind() == b.Kind() && constant.Compare(a, token.EQL, b)
}

// constFromFact looks fn's constant up in its package's ConstFact.
func (p *pkgState) constFromFact(fn *ssa.Function, idx int, field string) (constant.Value, bool) {
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return nil, false
	}
	var fact ConstFact
	if !p.pass.ImportObjectFact(obj, &fact) {
		return nil, false
	}
	for _, r := range fact.Results {
		if r.Index == idx && r.Field == field {
			return decodeConst(r.Kind, r.Value)
		}
	}
	return nil, false
}

func decodeConst(k constant.Kind, s string) (constant.Value, bool) {
	var v constant.Value
	switch k {
	case constant.String:
		v = constant.MakeFromLiteral(s, token.STRING, 0)
	case constant.Int:
		v = constant.MakeFromLiteral(s, token.INT, 0)
	case constant.Bool:
		v = constant.MakeBool(s == "true")
	default:
		return nil, false
	}
	return v, v.Kind() == k
}

// exportConsts writes the ConstFact of each exported function of the
// package that has a constant result: its string, integer and boolean
// results, and the role fields (a role-conditioned sink's RoleField) of
// the structs it returns pointers to.
func (p *pkgState) exportConsts() {
	fields := p.roleFields()
	for _, f := range p.fams {
		obj, ok := f.root.Object().(*types.Func)
		if !ok || !exportable(obj, p.pass.Pkg) || !token.IsExported(obj.Name()) || f.root.TypeParams() != nil {
			continue
		}
		var fact ConstFact
		res := obj.Signature().Results()
		for i := 0; i < res.Len(); i++ {
			t := res.At(i).Type()
			if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&(types.IsString|types.IsInteger|types.IsBoolean) != 0 {
				if v, ok := p.constOf(f.root, i, ""); ok {
					fact.Results = append(fact.Results, ConstResult{Index: i, Kind: v.Kind(), Value: v.ExactString()})
				}
				continue
			}
			for _, name := range fields {
				if idx, _ := structField(t, name); idx < 0 {
					continue
				}
				if v, ok := p.constOf(f.root, i, name); ok {
					fact.Results = append(fact.Results, ConstResult{Index: i, Field: name, Kind: v.Kind(), Value: v.ExactString()})
				}
			}
		}
		if len(fact.Results) > 0 {
			p.pass.ExportObjectFact(obj, &fact)
		}
	}
}

// roleFields returns the names of the role fields of the model's
// role-conditioned field sinks, sorted.
func (p *pkgState) roleFields() []string {
	seen := map[string]bool{}
	var names []string
	for _, s := range p.model.FieldSinks {
		if s.RoleField != "" && !seen[s.RoleField] {
			seen[s.RoleField] = true
			names = append(names, s.RoleField)
		}
	}
	sort.Strings(names)
	return names
}
