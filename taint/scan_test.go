package taint_test

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/taint"
)

// deepSlice returns n nested []any around a leaf string.
func deepSlice(n int) any {
	var v any = "leaf"
	for range n {
		v = []any{v}
	}
	return v
}

type node struct {
	next  *node
	label any
}

type private struct {
	hidden  taint.Value[string]
	m       map[string]*taint.Value[int]
	arr     [2]any
	iface   any
	ptr     *private
	payload []byte
}

func TestScanFindsWrappersAnywhere(t *testing.T) {
	w := func(origin string) taint.Value[string] { return taint.New("x", origin) }
	one := taint.New(1, "tool:m")
	for name, tc := range map[string]struct {
		x       any
		origins []string
	}{
		"clean":                  {map[string]any{"a": []any{1, "b", nil}}, nil},
		"top level":              {w("web:a"), []string{"web:a"}},
		"unexported field":       {private{hidden: w("rag:h")}, []string{"rag:h"}},
		"map of pointers":        {private{m: map[string]*taint.Value[int]{"k": &one}}, []string{"tool:m"}},
		"array":                  {private{arr: [2]any{nil, w("a2a:p")}}, []string{"a2a:p"}},
		"interface":              {private{iface: &[]any{w("file:f")}}, []string{"file:f"}},
		"pointer chain":          {&private{ptr: &private{ptr: &private{hidden: w("mcp:deep")}}}, []string{"mcp:deep"}},
		"inside a wrapper":       {taint.New([]any{w("mcp:inner")}, "a2a:outer"), []string{"a2a:outer", "mcp:inner"}},
		"map key":                {map[taint.Value[string]]int{w("web:key"): 1}, []string{"web:key"}},
		"embedded":               {struct{ taint.Value[string] }{w("model:m")}, []string{"model:m"}},
		"decoded wire form":      {decodeJSON(`{"a":[{"__loomTainted":{"origin":"web:w"},"value":{"b":{"__loomTainted":{"origin":"rag:r"},"value":1}}}]}`), []string{"web:w", "rag:r"}},
		"decoded unknown kind":   {decodeJSON(`[{"__loomTainted":{"origin":"operator:x"},"value":1}]`), []string{"unknown:operator:x"}},
		"forged shape":           {decodeJSON(`[{"__loomTainted":{"origin":"web:x"},"value":1,"extra":{"__loomTainted":{"origin":"rag:y"},"value":2}}]`), []string{taint.MarkerInText, "rag:y"}},
		"marker in string map":   {map[string]string{"__loomTainted": "x"}, []string{taint.MarkerInText}},
		"bytes not walked":       {private{payload: []byte(`{"__loomTainted":{"origin":"web:x"},"value":1}`)}, nil},
		"raw message not walked": {json.RawMessage(`{"__loomTainted":{"origin":"web:x"},"value":1}`), nil},
		"string not walked":      {`{"__loomTainted":{"origin":"web:x"},"value":1}`, nil},
		"first-seen order":       {[]any{w("web:2"), w("web:1"), w("web:2")}, []string{"web:2", "web:1"}},
	} {
		t.Run(name, func(t *testing.T) {
			r := taint.Scan(tc.x)
			assert.Equal(t, tc.origins, r.Origins)
			assert.Equal(t, len(tc.origins) > 0, r.Tainted)
			assert.False(t, r.BoundExceeded)
		})
	}
}

func decodeJSON(s string) any {
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		panic(err)
	}
	return v
}

func TestScanMapOrderIsDeterministic(t *testing.T) {
	m := map[string]any{}
	var want []string
	for _, k := range []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"} {
		m[k] = taint.New(k, "web:"+k)
		want = append(want, "web:"+k)
	}
	keyed := map[int]any{}
	for i := range 30 {
		keyed[29-i] = taint.New(i, "rag:"+string(rune('A'+i)))
	}
	for range 50 {
		require.Equal(t, want, taint.Scan(m).Origins)
		r := taint.Scan(keyed)
		require.Len(t, r.Origins, 30)
		require.Equal(t, "rag:"+string(rune('A'+29)), r.Origins[0], "int keys visited in ascending order")
	}
}

func TestScanCyclesAreNotBounds(t *testing.T) {
	a := &node{label: "a"}
	b := &node{next: a, label: taint.New("b", "mcp:cycle")}
	a.next = b

	m := map[string]any{}
	m["self"] = m
	m["t"] = taint.New(1, "web:m")

	s := make([]any, 2)
	s[0] = s
	s[1] = taint.New(1, "rag:s")

	for name, x := range map[string]any{"pointer": a, "map": m, "slice": s} {
		r := taint.Scan(x)
		assert.False(t, r.BoundExceeded, name)
		assert.Len(t, r.Origins, 1, name)
	}
	clean := &node{}
	clean.next = clean
	r := taint.Scan(clean)
	assert.False(t, r.Tainted)
}

func TestScanDepthBound(t *testing.T) {
	r := taint.Scan(deepSlice(taint.MaxDepth))
	assert.False(t, r.Tainted, "64 container levels are scanned")

	r = taint.Scan(deepSlice(taint.MaxDepth + 1))
	assert.True(t, r.Tainted)
	assert.True(t, r.BoundExceeded)
	assert.Equal(t, []string{taint.ScanBoundExceeded}, r.Origins)

	// A long linked list of structs is deep too.
	var list *node
	for range taint.MaxDepth + 2 {
		list = &node{next: list, label: 1}
	}
	assert.True(t, taint.Scan(list).BoundExceeded)

	// Origins found before the bound come first.
	r = taint.Scan([]any{taint.New(1, "web:first"), deepSlice(200)})
	assert.Equal(t, []string{"web:first", taint.ScanBoundExceeded}, r.Origins)
}

func TestScanNodeBound(t *testing.T) {
	// The slice and its elements are visited values: 1 + (MaxNodes-1).
	ok := make([]any, taint.MaxNodes-1)
	for i := range ok {
		ok[i] = i
	}
	ok[0] = taint.New(0, "tool:t")
	r := taint.Scan(ok)
	assert.False(t, r.BoundExceeded)
	assert.Equal(t, []string{"tool:t"}, r.Origins)

	over := slices.Concat(ok, []any{1}) // one past the bound
	r = taint.Scan(over)
	assert.True(t, r.BoundExceeded)
	assert.Equal(t, []string{"tool:t", taint.ScanBoundExceeded}, r.Origins)

	// A value whose type cannot hold a wrapper is not visited at all.
	big := make([]string, 3*taint.MaxNodes)
	assert.False(t, taint.Scan(big).Tainted)
	type row struct {
		A, B string
		N    [4]int
	}
	assert.False(t, taint.Scan(make([]row, 3*taint.MaxNodes)).Tainted)
}

func TestScanResultOrigin(t *testing.T) {
	r := taint.Scan([]any{taint.New(1, "web:a"), taint.New(2, "rag:b")})
	assert.Equal(t, "web:a, rag:b", r.Origin())
}

func TestScanManyDistinctOriginsIsLinear(t *testing.T) {
	objs := make([]any, 40000) // 2 nodes each: within MaxNodes
	for i := range objs {
		objs[i] = map[string]any{taint.Marker: map[string]any{"origin": "web:" + strconv.Itoa(i)}, "value": i}
	}
	r := taint.Scan(objs)
	require.False(t, r.BoundExceeded)
	require.Equal(t, 40000, len(r.Origins))
	assert.Equal(t, "web:0, web:1, web:2, web:3, web:4, web:5, web:6, web:7, +39992 more", r.Origin())
}
