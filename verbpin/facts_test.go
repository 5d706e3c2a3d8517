//go:build heavy

package verbpin_test

import (
	"bytes"
	"encoding/gob"
	"go/types"
	"reflect"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/verbpin"
)

// TestFactsDeterministic: every kind of fact verbpin exports from the
// fixtures encodes to the same bytes every time (gob, as go/analysis
// encodes facts: through the analysis.Fact interface). A map in a fact
// would fail it. (TestDeterministic checks that a second analysis gives
// the same findings.)
func TestFactsDeterministic(t *testing.T) {
	dir := fixture(t)
	for _, f := range verbpin.Analyzer.FactTypes {
		gob.Register(f)
	}
	kinds := map[string]bool{}
	for _, r := range analysistest.Run(t, dir, verbpin.Analyzer, "./internal/ops", "./ptyhelp") {
		for obj, facts := range r.Facts {
			for _, f := range facts {
				kind := reflect.TypeOf(f).String()
				first := encode(t, f)
				for range 20 {
					require.Equal(t, first, encode(t, f), "%s %s: %s encodes differently", r.Pass.Pkg.Path(), objName(obj), f)
				}
				kinds[kind] = true
			}
		}
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
