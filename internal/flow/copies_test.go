package flow

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCallResultType: the type a higher-order call's label stands for is
// the single result of the method an interface declares (or of the
// function value itself); none for two results or an unknown type.
func TestCallResultType(t *testing.T) {
	pkg := types.NewPackage("example.com/items", "items")
	entry := types.NewNamed(types.NewTypeName(0, pkg, "Entry", nil), types.NewStruct(nil, nil), nil)
	one := types.NewTuple(types.NewVar(0, pkg, "", entry))
	two := types.NewTuple(types.NewVar(0, pkg, "", entry), types.NewVar(0, nil, "", types.Universe.Lookup("error").Type()))
	method := func(name string, res *types.Tuple) *types.Func {
		return types.NewFunc(0, pkg, name, types.NewSignatureType(nil, nil, nil, nil, res, false))
	}
	iface := types.NewInterfaceType([]*types.Func{method("Entry", one), method("entries", two)}, nil)
	iface.Complete()
	step := types.NewNamed(types.NewTypeName(0, pkg, "Step", nil), iface, nil)

	p := &pkgState{}
	assert.Equal(t, types.Type(entry), p.callResultType(step, "Entry"))
	assert.Nil(t, p.callResultType(step, "entries"), "two results: no one value to read below")
	assert.Nil(t, p.callResultType(step, "Missing"))
	assert.Nil(t, p.callResultType(nil, "Entry"))
	fn := types.NewSignatureType(nil, nil, nil, nil, one, false)
	assert.Equal(t, types.Type(entry), p.callResultType(fn, callFunc))
}
