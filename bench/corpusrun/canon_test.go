package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Two go vet -json streams with the same packages finishing in a different
// order merge to the same bytes.
func TestCanonicalIgnoresPackageOrder(t *testing.T) {
	a := []byte(`{"p/b": {"taintflow": [{"posn": "b.go:1:1", "message": "x"}]}}
{"p/a": {"fencecheck": [{"posn": "a.go:2:1", "message": "y"}, {"posn": "a.go:1:1", "message": "z"}]}}
`)
	b := []byte(`{
	"p/a": {
		"fencecheck": [{"posn": "a.go:2:1", "message": "y"}, {"posn": "a.go:1:1", "message": "z"}]
	}
}
{"p/b": {"taintflow": [{"posn": "b.go:1:1", "message": "x"}]}}`)
	ca, errsA, err := canonical(a)
	require.NoError(t, err)
	cb, errsB, err := canonical(b)
	require.NoError(t, err)
	assert.Equal(t, string(ca), string(cb))
	assert.Empty(t, errsA)
	assert.Empty(t, errsB)
	n, err := countDiagnostics(ca)
	require.NoError(t, err)
	assert.Equal(t, 3, n)
}

// Within a package the analyzer's order is kept: a change of order is a
// determinism failure the comparison must see.
func TestCanonicalKeepsDiagnosticOrder(t *testing.T) {
	a, _, err := canonical([]byte(`{"p": {"taintflow": [{"message": "1"}, {"message": "2"}]}}`))
	require.NoError(t, err)
	b, _, err := canonical([]byte(`{"p": {"taintflow": [{"message": "2"}, {"message": "1"}]}}`))
	require.NoError(t, err)
	assert.NotEqual(t, string(a), string(b))
	line, x, y := firstDifference(a, b)
	assert.Positive(t, line)
	assert.Contains(t, x, `"1"`)
	assert.Contains(t, y, `"2"`)
}

func TestCanonicalFindsAnalyzerErrors(t *testing.T) {
	_, errs, err := canonical([]byte(`{"p/q": {"taintflow": {"error": "internal error: no function for x"}, "verbpin": []}}
{"p/a": {"fencecheck": {"error": "boom"}}}`))
	require.NoError(t, err)
	assert.Equal(t, []string{
		"p/a: fencecheck: boom",
		"p/q: taintflow: internal error: no function for x",
	}, errs)
}

func TestCanonicalRejectsBadInput(t *testing.T) {
	_, _, err := canonical([]byte(`{"p": {"a": []}} {"p": `))
	assert.ErrorContains(t, err, "go vet -json output at byte")
	_, _, err = canonical([]byte(`{"p": {"a": []}} {"p": {"a": []}}`))
	assert.EqualError(t, err, "go vet -json output: a reported twice for p")
}

func TestFirstDifferenceOfEqual(t *testing.T) {
	line, _, _ := firstDifference([]byte("a\nb"), []byte("a\nb"))
	assert.Zero(t, line)
	line, x, y := firstDifference([]byte("a\nb"), []byte("a"))
	assert.Equal(t, 2, line)
	assert.Equal(t, "b", x)
	assert.Empty(t, y)
}

func TestSuspicious(t *testing.T) {
	got := suspicious("# example.com/p\n\n# example.com/q\npanic: runtime error\n\tgoroutine 1\n")
	assert.Equal(t, []string{"panic: runtime error", "goroutine 1"}, got)
	assert.Empty(t, suspicious("# example.com/p\n"))
}

func TestSelectTargets(t *testing.T) {
	all := targets(false)
	got, err := selectTargets(all, "mcp-go, std")
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, "mcp-go", got[0].Name, "the flag's order")
	_, err = selectTargets(all, "nope")
	assert.ErrorContains(t, err, `-targets: no target "nope" (have examples, std, x-tools`)

	names := map[string]bool{}
	for _, t := range all {
		names[t.Name] = true
	}
	assert.Len(t, names, len(all), "target names are unique")
	assert.GreaterOrEqual(t, len(all)-2, 5, "examples, the standard library and at least five modules")
}
