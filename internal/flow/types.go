package flow

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// textCapable reports whether a value of type t can carry third-party text.
// Numbers and booleans cannot: a count, a comparison or a parsed number
// derived from untrusted text is clean, which is what makes "select a
// constant" and "count it" not findings. An error can: it carries the text
// it was made from (fmt.Errorf("%s", x), errors.New(x)), and Error()
// returns it; but the error a call returns beside its result does not
// share the result's taint (see extract).
func textCapable(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := types.Unalias(t).(type) {
	case *types.Basic:
		// A rune ranged out of a string is text; other numbers are not.
		return u.Info()&types.IsString != 0 || u.Kind() == types.UnsafePointer || u.Kind() == types.UntypedNil || u.Name() == "rune"
	case *types.Named:
		return textCapable(u.Underlying())
	case *types.Tuple:
		for i := 0; i < u.Len(); i++ {
			if textCapable(u.At(i).Type()) {
				return true
			}
		}
		return false
	}
	return true
}

func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// pointerish reports whether a value of type t refers to memory the engine
// models (pointers, slices, maps, channels, interfaces and type parameters,
// which may hold any of them).
func pointerish(t types.Type) bool {
	switch types.Unalias(t).Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Interface:
		return true
	}
	_, isParam := types.Unalias(t).(*types.TypeParam)
	return isParam
}

// hasContext reports whether sig takes a context.Context: such a call is
// I/O, and its result is what the remote said — the model's own reply for
// an LLM call — which is not the caller's argument passed through.
func hasContext(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		if n, ok := types.Unalias(sig.Params().At(i).Type()).(*types.Named); ok {
			if obj := n.Obj(); obj.Name() == "Context" && obj.Pkg() != nil && obj.Pkg().Path() == "context" {
				return true
			}
		}
	}
	return false
}

// namedOf returns the named type of t or of *t, following aliases.
func namedOf(t types.Type) *types.Named {
	t = types.Unalias(t)
	if p, ok := t.Underlying().(*types.Pointer); ok {
		if _, isNamed := t.(*types.Named); !isNamed {
			t = types.Unalias(p.Elem())
		}
	}
	n, _ := t.(*types.Named)
	return n
}

// fieldOf returns fieldName of the field fa selects; ("", nil) when fa's
// base is not a pointer to a struct.
func (p *pkgState) fieldOf(fa *ssa.FieldAddr) (string, *types.Var) {
	ptr, ok := fa.X.Type().Underlying().(*types.Pointer)
	if !ok {
		return "", nil
	}
	return p.fieldName(ptr.Elem(), fa.Field)
}

// fieldName returns the model name "path.Type.Field" of field index i of the
// struct that ptr (a pointer to a struct) points to, or "".
func (p *pkgState) fieldName(structType types.Type, i int) (string, *types.Var) {
	n := namedOf(structType)
	if n == nil {
		return "", nil
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return "", nil
	}
	f := st.Field(i)
	obj := n.Origin().Obj()
	if obj.Pkg() == nil {
		return "", f
	}
	return p.model.Canon(obj.Pkg().Path()) + "." + obj.Name() + "." + f.Name(), f
}

// passThrough returns the operand of an instruction whose value, and the
// memory it refers to, is its operand's: conversions, interface boxing and
// unboxing, a slice turned into an array pointer.
func passThrough(v ssa.Value) (ssa.Value, bool) {
	switch v := v.(type) {
	case *ssa.ChangeType:
		return v.X, true
	case *ssa.Convert:
		return v.X, true
	case *ssa.MultiConvert:
		return v.X, true
	case *ssa.MakeInterface:
		return v.X, true
	case *ssa.ChangeInterface:
		return v.X, true
	case *ssa.TypeAssert:
		return v.X, true
	case *ssa.SliceToArrayPointer:
		return v.X, true
	}
	return nil, false
}

// funcName returns the model name of fn: the FullName of its generic
// origin, with a vendored or forked package path made canonical.
func (p *pkgState) funcName(fn *types.Func) string {
	if name, ok := p.names[fn]; ok {
		return name
	}
	name := p.model.CanonName(fn.Origin().FullName())
	p.names[fn] = name
	return name
}
