package verbpin_test

import (
	"bytes"
	"encoding/gob"
	"go/types"
	"reflect"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/verbpin"
)

// TestFactsDeterministic: every kind of fact verbpin exports from the
// fixtures encodes to the same bytes every time (gob, as go/analysis
// encodes facts: through the analysis.Fact interface), and a second
// analysis of the same packages exports the same bytes. A map in a fact
// would fail the first check; an order that depends on map iteration or
// on pointers, the second.
func TestFactsDeterministic(t *testing.T) {
	dir := fixture(t)
	for _, f := range verbpin.Analyzer.FactTypes {
		gob.Register(f)
	}
	run := func() map[string][]byte {
		out := map[string][]byte{}
		results := analysistest.Run(t, dir, verbpin.Analyzer, "./internal/ops", "./ptyhelp")
		for _, r := range results {
			for obj, facts := range r.Facts {
				for _, f := range facts {
					key := r.Pass.Pkg.Path() + " " + objName(obj) + " " + reflect.TypeOf(f).String()
					first := encode(t, f)
					for range 20 {
						require.Equal(t, first, encode(t, f), "%s: %s encodes differently", key, f)
					}
					out[key] = first
				}
			}
		}
		return out
	}
	first := run()
	kinds := map[string]bool{}
	for key := range first {
		kinds[key[lastSpace(key)+1:]] = true
	}
	var want []string
	for _, f := range verbpin.Analyzer.FactTypes {
		want = append(want, reflect.TypeOf(f).String())
	}
	var got []string
	for k := range kinds {
		got = append(got, k)
	}
	sort.Strings(want)
	sort.Strings(got)
	require.Equal(t, want, got, "the fixtures export every kind of fact")
	assert.Equal(t, first, run(), "a second analysis exports the same facts")
}

// encode gob-encodes f the way go/analysis does: as an analysis.Fact.
func encode(t *testing.T, f analysis.Fact) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, gob.NewEncoder(&buf).Encode(struct{ Fact analysis.Fact }{f}))
	return buf.Bytes()
}

func objName(obj types.Object) string {
	if obj == nil {
		return "package"
	}
	if f, ok := obj.(*types.Func); ok {
		return f.FullName()
	}
	return obj.String()
}

func lastSpace(s string) int { return bytes.LastIndexByte([]byte(s), ' ') }
