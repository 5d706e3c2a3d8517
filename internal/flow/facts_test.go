package flow_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/types"
	"reflect"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/analyzers/engine"
)

// TestFactsDeterministic: every fact the engine exports on the fixtures
// (function summaries, field and variable taint, package marks) encodes
// to the same bytes every time, and two analyses of the same code export
// the same facts, byte for byte. go vet caches on those bytes: a fact that
// encodes a map would make every importer's result cache miss.
func TestFactsDeterministic(t *testing.T) {
	pkgs := []string{"factshapes", "hodecl", "hoimpl", "house", "howire", "helper", "app", "shapes"}
	encode := func() map[string][]byte {
		out := map[string][]byte{}
		for _, r := range analysistest.Run(nopT{}, analysistest.TestData(), engine.Analyzer, pkgs...) {
			for obj, facts := range r.Facts {
				for _, f := range facts {
					out[key(obj, f)] = gobBytes(t, f)
				}
			}
		}
		return out
	}
	first := encode()
	require.NotEmpty(t, first)
	kinds := map[string]bool{}
	for k, b := range first {
		kinds[k[:bytes.IndexByte([]byte(k), ' ')]] = true
		for i := 0; i < 20; i++ {
			require.Equal(t, b, gobBytes(t, decode(t, k, b)), "fact %s re-encodes differently", k)
		}
	}
	require.Len(t, kinds, 4, "every fact kind is exercised: %v", kinds)
	second := encode()
	require.Equal(t, sortedKeys(first), sortedKeys(second), "the same objects carry facts")
	for k := range first {
		require.Equal(t, first[k], second[k], "fact %s differs between two analyses", k)
	}
}

func key(obj types.Object, f analysis.Fact) string {
	name := "package"
	if obj != nil {
		name = obj.String()
	}
	return fmt.Sprintf("%T %s", f, name)
}

func gobBytes(t *testing.T, f analysis.Fact) []byte {
	var b bytes.Buffer
	require.NoError(t, gob.NewEncoder(&b).Encode(f))
	return b.Bytes()
}

// decode decodes b into a fresh fact of the kind named at the start of k.
func decode(t *testing.T, k string, b []byte) analysis.Fact {
	for _, f := range engine.Analyzer.FactTypes {
		if fmt.Sprintf("%T", f) == k[:bytes.IndexByte([]byte(k), ' ')] {
			fresh := newOf(f)
			require.NoError(t, gob.NewDecoder(bytes.NewReader(b)).Decode(fresh))
			return fresh
		}
	}
	t.Fatalf("unknown fact kind in %s", k)
	return nil
}

func sortedKeys(m map[string][]byte) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// nopT lets analysistest run without failing on the fixtures' wants (this
// test looks at facts only).
type nopT struct{}

func (nopT) Errorf(string, ...any) {}

// newOf returns a new zero fact of f's type.
func newOf(f analysis.Fact) analysis.Fact {
	return reflect.New(reflect.TypeOf(f).Elem()).Interface().(analysis.Fact)
}
