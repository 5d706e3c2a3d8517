package flow

import (
	"bytes"
	"encoding/gob"
	"go/token"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/report"
)

func hop(line int, what string) report.Hop {
	return report.Hop{Pos: report.Pos{File: "a.go", Line: line, Col: 2}, Package: "p", What: what}
}

// TestPathTableKeepsEachPathOnce: a fact holds each path once, whether
// its sinks share the hops' slice or only their content, and a gob round
// trip of a fact whose sinks share one path is smaller than one that
// repeats it (what every importer decodes and writes again).
func TestPathTableKeepsEachPathOnce(t *testing.T) {
	shared := []Hop{{Pos: token.Pos(10), What: "passed to q.F"}, {Pos: token.Pos(20), What: "enters S"}}
	render := func(hs []Hop) []report.Hop {
		out := make([]report.Hop, len(hs))
		for i, h := range hs {
			out[i] = hop(int(h.Pos), h.What)
		}
		return out
	}
	var tab pathTable
	a := tab.ref(shared, render)
	b := tab.ref(shared, render)
	c := tab.ref(append([]Hop{}, shared...), render) // same content, another slice
	d := tab.ref(shared[:1], render)                 // a prefix of the same array is another path
	assert.Equal(t, 1, a)
	assert.Equal(t, a, b)
	assert.Equal(t, a, c)
	assert.Equal(t, 2, d)
	assert.Len(t, tab.paths, 2)
	assert.Zero(t, tab.ref(nil, render), "no path, no entry")

	path := []report.Hop{hop(1, "passed to q.F"), hop(2, "passed to q.G"), hop(3, "enters openai.Message.Content")}
	var interned, repeated FuncFact
	var tab2 pathTable
	for i := range 40 {
		ps := ParamSink{Param: 1, At: ".f" + string(rune('a'+i%26)), Position: policy.System, Sink: "openai.Message.Content"}
		withRef := ps
		withRef.PathRef = tab2.refRendered(path)
		interned.ParamSinks = append(interned.ParamSinks, withRef)
		ps.Path = path
		repeated.ParamSinks = append(repeated.ParamSinks, ps)
	}
	interned.Paths = tab2.paths
	size := func(f *FuncFact) int {
		var buf bytes.Buffer
		require.NoError(t, gob.NewEncoder(&buf).Encode(f))
		return buf.Len()
	}
	assert.Less(t, size(&interned)*2, size(&repeated), "40 sinks naming one path: the path is written once")
	for i := range interned.ParamSinks {
		assert.Equal(t, repeated.SinkPath(repeated.ParamSinks[i]), interned.SinkPath(interned.ParamSinks[i]))
	}
}

// TestImportedSinksSharePaths: an importer converts a path its fact names
// once, and its sinks share the hops; a fact with the path inline (no
// PathRef, as the wiring file and older facts write it) still gives it.
func TestImportedSinksSharePaths(t *testing.T) {
	path := []report.Hop{hop(1, "passed to q.F"), {Pos: report.Pos{Line: 2}, What: "enters S"}}
	fact := &FuncFact{Summarized: true, Paths: [][]report.Hop{path}, ParamSinks: []ParamSink{
		{Param: 0, At: ".a", Position: policy.System, Sink: "S", PathRef: 1},
		{Param: 0, At: ".b", Position: policy.System, Sink: "S", PathRef: 1},
		{Param: 1, Position: policy.System, Sink: "S", Path: path},
	}}
	s := (&pkgState{}).summaryOf(fact)
	require.Len(t, s.paramSinks, 3)
	for _, ps := range s.paramSinks {
		require.Len(t, ps.hops, 2)
		assert.Equal(t, "a.go", ps.hops[1].Far.File, "a hop's file is the previous hop's when left out")
		assert.Empty(t, ps.Path, "the summary keeps the converted hops only")
	}
	assert.Equal(t, unsafe.SliceData(s.paramSinks[0].hops), unsafe.SliceData(s.paramSinks[1].hops), "one path, one slice of hops")
	assert.Equal(t, s.paramSinks[0].hops, s.paramSinks[2].hops, "an inline path gives the same hops")
}
