package flow

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTypeSteps: a path that names a dynamic type matches the paths of
// that type and the paths of no known type, never another type's; depth
// bounds do not count the step.
func TestTypeSteps(t *testing.T) {
	pkg := types.NewPackage("example.com/items", "items")
	named := func(name string) types.Type {
		return types.NewNamed(types.NewTypeName(0, pkg, name, nil), types.NewStruct(nil, nil), nil)
	}
	a, b := typeStep(named("Reply")), typeStep(named("ToolOut"))
	assert.NotEqual(t, a, b)
	assert.Equal(t, a, typeStep(named("Reply")), "the same name, the same step, in every package")
	assert.NotEqual(t, a, typeStep(types.NewPointer(named("Reply"))), "a pointer is another dynamic type")

	for _, c := range []struct {
		x, y string
		want bool
	}{
		{"[]" + a + ".f1", "[]" + a + ".f1", true},
		{"[]" + a + ".f1", "[]" + b + ".f1", false},
		{"[]" + a + ".f1", "[].f1", true},
		{"[]" + a + ".f1", "[]", true},
		{"[]" + a, "[]" + b + ".f1", false},
		{"[3]" + a + ".f1", "[]" + a, true},
		{a + ".f1", ".f2", false},
	} {
		assert.Equal(t, c.want, overlaps(c.x, c.y), "overlaps(%q, %q)", c.x, c.y)
		assert.Equal(t, c.want, overlaps(c.y, c.x), "overlaps(%q, %q)", c.y, c.x)
	}

	for _, c := range []struct {
		path, base string
		rel        string
		ok         bool
	}{
		{"[]" + a + ".f1.f0", "[]" + a, ".f1.f0", true},
		{"[]" + a + ".f1.f0", "[]", a + ".f1.f0", true},
		{"[].f1.f0", "[]" + a, ".f1.f0", true},
		{"[]" + b + ".f1.f0", "[]" + a, "", false},
		{"[]", "[]" + a, "", true},
		{"[]", "[]" + a + ".f1", "", false},
	} {
		rel, ok := below(c.path, c.base)
		assert.Equal(t, c.ok, ok, "below(%q, %q)", c.path, c.base)
		assert.Equal(t, c.rel, rel, "below(%q, %q)", c.path, c.base)
	}

	p, ok := narrowPath("[]", a)
	assert.True(t, ok)
	assert.Equal(t, "[]"+a, p)
	p, ok = narrowPath("[]"+a, a)
	assert.True(t, ok)
	assert.Equal(t, "[]"+a, p, "the same type is not stepped twice")
	_, ok = narrowPath("[]"+b, a)
	assert.False(t, ok, "a location that holds another type")

	p, ok = descend("[]"+a, a+".f1")
	assert.True(t, ok)
	assert.Equal(t, "[]"+a+".f1", p)
	_, ok = descend("[]"+b, a+".f1")
	assert.False(t, ok)

	assert.Equal(t, ".f1"+a+".f2.f3", paramPath(".f1"+a+".f2.f3.f4"), "the step is not one of the three a summary keeps")
	assert.Equal(t, a+".f1", paramPath(a+a+a+".f1"), "one type three times in a row is said once: a summary's paths stay bounded")
	assert.Equal(t, a+b+".f1", paramPath(a+b+".f1"))
	assert.Equal(t, 3, stepCount("[]"+a+".f1.f0"))
	assert.Equal(t, ".f1", staticPath(types.NewPointer(named("Reply")), a+".f1"), "a concrete value's own type is no news")
	assert.Equal(t, a+".f1", staticPath(types.NewInterfaceType(nil, nil), a+".f1"))
}
