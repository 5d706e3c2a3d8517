package flow

import (
	"strconv"
	"strings"
	"unsafe"

	"github.com/agentvet/agentvet/internal/report"
)

// A function's fact names many paths, most of them many times: the sinks
// of one function reached through one call chain under different
// parameter paths, positions and flags share it (openai-agents-go's
// agents package: 7602 sink paths, 599 of them distinct, 65470 hops).
// Every importer decodes the facts of all its dependencies and writes
// them again into its own fact file, so the fact keeps each path once, in
// FuncFact.Paths, and its results and sinks name it by PathRef. An
// importer shares one slice of hops among the sinks that name one path.

// hopsID is a slice of hops by identity: hops are never written after
// they are made, so one backing array and length is one path.
type hopsID struct {
	first *Hop
	n     int
}

func idOf(hops []Hop) hopsID { return hopsID{unsafe.SliceData(hops), len(hops)} }

// pathTable interns the paths of the fact being built.
type pathTable struct {
	byHops map[hopsID]int // a summary's sinks share their hops' slices
	byKey  map[string]int
	paths  [][]report.Hop
}

// ref returns the PathRef of the rendered path of hops, rendering it only
// when the table has not seen these hops.
func (t *pathTable) ref(hops []Hop, render func([]Hop) []report.Hop) int {
	if len(hops) == 0 {
		return 0
	}
	id := idOf(hops)
	if i, ok := t.byHops[id]; ok {
		return i
	}
	i := t.refRendered(render(hops))
	if t.byHops == nil {
		t.byHops = map[hopsID]int{}
	}
	t.byHops[id] = i
	return i
}

// refRendered returns the PathRef of a rendered path.
func (t *pathTable) refRendered(path []report.Hop) int {
	if len(path) == 0 {
		return 0
	}
	k := pathKey(path)
	if i, ok := t.byKey[k]; ok {
		return i
	}
	if t.byKey == nil {
		t.byKey = map[string]int{}
	}
	t.paths = append(t.paths, path)
	t.byKey[k] = len(t.paths)
	return len(t.paths)
}

func pathKey(path []report.Hop) string {
	var b strings.Builder
	for _, h := range path {
		b.WriteString(h.Pos.File)
		b.WriteByte(0)
		b.WriteString(strconv.Itoa(h.Pos.Line))
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(h.Pos.Col))
		b.WriteByte(0)
		b.WriteString(h.Package)
		b.WriteByte(0)
		b.WriteString(h.What)
		b.WriteByte(1)
	}
	return b.String()
}

// pathOf returns the path a result or sink of f names: own when it has
// no PathRef (a fact written by hand or before Paths), else the entry of
// f.Paths.
func (f *FuncFact) pathOf(own []report.Hop, ref int) []report.Hop {
	if ref > 0 && ref <= len(f.Paths) {
		return f.Paths[ref-1]
	}
	return own
}

// SinkPath returns the path of ps, a sink of f.
func (f *FuncFact) SinkPath(ps ParamSink) []report.Hop { return f.pathOf(ps.Path, ps.PathRef) }

// importedHops converts the paths of one imported fact, each once: the
// sinks naming one path share its hops (no importer writes into them;
// a caller's path is a new slice, see sinkHops).
type importedHops map[int][]Hop

func (m importedHops) of(f *FuncFact, own []report.Hop, ref int) []Hop {
	if ref <= 0 {
		return foreignHops(own)
	}
	if h, ok := m[ref]; ok {
		return h
	}
	h := foreignHops(f.pathOf(own, ref))
	m[ref] = h
	return h
}
