package flow

import (
	"sort"

	"github.com/agentvet/agentvet/internal/policy"
)

// Bounds on a summary. A function of many flows or sinks (a step that
// hands every field of its configuration on, a model call's parameters
// reaching every message slot) would make every importer's facts carry
// them all; past a bound, entries are merged. How they are merged decides
// what the merged summary conflates, so it is done where it costs the
// least precision: the largest groups first, and only as far as the bound
// needs.

// maxFlows bounds each kind of flow of one summary (plain flows, and
// higher-order ones: what calling a parameter's method returns); past it
// the largest groups of flows from one source to one destination become
// one whole-to-whole flow each. A whole-to-whole flow moves what lies at
// each path of the source to the same path of the destination: between
// values of two types it is a guess, which is why small groups are kept
// (docs/ARCHITECTURE.md, "Limits worth knowing"). The bound was 64: past
// it, the merges hid imprecision elsewhere and made their own (a model's
// reply merged into the whole of the object passed along, MuseBot's
// persona; the agent's MCP tools into a run's items, openai-agents-go);
// with higher-order results read at a path and in-package implementations
// by type, the flows are kept as they are up to a bound that only guards
// against a runaway summary.
const maxFlows = 2048

// flowGroup is what a whole-to-whole flow keeps of the flows it stands
// for: their source, destination and flags.
type flowGroup struct {
	From             int
	Call, FromGlobal string
	CallAt           string
	To, Res          int
	ToGlobal         string
	Flags            Flags
}

func flowGroupOf(f ParamFlow) flowGroup {
	return flowGroup{f.From, f.Call, f.FromGlobal, f.CallAt, f.To, f.Res, f.ToGlobal, f.Flags}
}

// pruneFlows drops the flows another flow of the same source and
// destination covers, then bounds the rest (boundFlows).
func pruneFlows(fl []ParamFlow) []ParamFlow {
	return boundFlows(dropCoveredFlows(fl))
}

// dropCoveredFlows drops the flows another flow of the same group
// covers: y takes what lies below y.At to the same place below y.ToAt, so
// a flow x from y.At+r to a path at or below y.ToAt+r says nothing y does
// not.
func dropCoveredFlows(fl []ParamFlow) []ParamFlow {
	groups := map[flowGroup][]int{}
	for i, x := range fl {
		groups[flowGroupOf(x)] = append(groups[flowGroupOf(x)], i)
	}
	var out []ParamFlow
	for i, x := range fl {
		covered := false
		for _, j := range groups[flowGroupOf(x)] {
			y := fl[j]
			if i == j || (x.At == y.At && x.ToAt == y.ToAt) {
				continue
			}
			// What calling a value returns is not what calling a part of
			// it returns: a call's source path must match exactly.
			r0, ok := covers(x.At, y.At)
			if !ok || (x.Call != "" && x.At != y.At) {
				continue
			}
			// y moves what lies at y.At+r to y.ToAt+r; x is covered when
			// it stores below where y puts x's source.
			if _, ok := covers(x.ToAt, y.ToAt+r0); ok {
				covered = true
				break
			}
		}
		if !covered {
			out = append(out, x)
		}
	}
	return out
}

// boundFlows makes the largest groups whole to whole until each kind of
// flow is within maxFlows. Coarsening every group at once (as before)
// turned the few flows of a small group into a whole-to-whole flow too:
// openai-agents-go's ExecuteToolsAndSideEffects, over the bound by its 65
// hook calls, made the tools it is handed (one field of its result) the
// whole result, and the MCP tool list given to one turn became the next
// turn's input and reached its system prompt (real-code triage).
func boundFlows(fl []ParamFlow) []ParamFlow {
	var count [2]int // plain, higher-order
	size := map[flowGroup]int{}
	var keys []flowGroup
	for _, x := range fl {
		count[flowKind(x)]++
		g := coarseGroupOf(x)
		if size[g] == 0 {
			keys = append(keys, g)
		}
		size[g]++
	}
	if count[0] <= maxFlows && count[1] <= maxFlows {
		return fl
	}
	// The largest first; of one size, the first in flow order.
	sort.SliceStable(keys, func(i, j int) bool { return size[keys[i]] > size[keys[j]] })
	coarsen := map[flowGroup]bool{}
	for _, g := range keys {
		k := 0
		if g.Call != "" {
			k = 1
		}
		if count[k] <= maxFlows || size[g] < 2 {
			continue
		}
		coarsen[g] = true
		count[k] -= size[g] - 1
	}
	// A merged group keeps the paths its flows share: the Tools a step
	// copies into one field of a request stay in that field, not the whole
	// request (trpc-agent-go's Flow.preprocess: 32 flows of the invocation's
	// tools into request.Tools made the request's messages MCP tool text).
	type span struct{ at, callAt, toAt string }
	shared := map[flowGroup]*span{}
	for _, x := range fl {
		g := coarseGroupOf(x)
		if !coarsen[g] {
			continue
		}
		if s := shared[g]; s != nil {
			s.at, s.callAt, s.toAt = commonPath(s.at, x.At), commonPath(s.callAt, x.CallAt), commonPath(s.toAt, x.ToAt)
		} else {
			shared[g] = &span{x.At, x.CallAt, x.ToAt}
		}
	}
	seen := map[flowGroup]bool{}
	out := fl[:0]
	for _, x := range fl {
		g := coarseGroupOf(x)
		switch {
		case !coarsen[g]:
			out = append(out, x)
		case !seen[g]:
			seen[g] = true
			if x.Call == "" {
				x.At = shared[g].at
			}
			x.CallAt = shared[g].callAt
			x.ToAt = shared[g].toAt
			out = append(out, x)
		}
	}
	return dropCoveredFlows(out)
}

// commonPath returns the longest path a and b both start with, ending at
// a step boundary ("" when their first steps differ).
func commonPath(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) {
		sa, _ := firstStep(a[n:])
		sb, _ := firstStep(b[n:])
		if sa != sb {
			break
		}
		n += len(sa)
	}
	return a[:n]
}

// flowKind is 1 for a higher-order flow, 0 for a plain one.
func flowKind(x ParamFlow) int {
	if x.Call != "" {
		return 1
	}
	return 0
}

// coarseGroupOf is the group a flow is merged into past the bound: a
// higher-order flow keeps its source path (what calling a part of a value
// returns is not what calling the value returns).
func coarseGroupOf(x ParamFlow) flowGroup {
	g := flowGroupOf(x)
	g.CallAt = "" // merged to the prefix the group's share
	if x.Call != "" {
		g.Call += "@" + x.At
	}
	return g
}

// maxSinks bounds the parameter sinks of one summary; past it their paths
// are cut short, down to the whole parameter (coarser is the fail-closed
// direction).
const maxSinks = 64

// pruneSinks returns the sinks of a summary, sorted: a sink whose path
// lies below another's of the same parameter, position and sink is
// dropped (the shallower one reports whatever the deeper would), and past
// maxSinks the paths are coarsened.
func pruneSinks(in []paramSink) []paramSink {
	type group struct {
		Param, RoleParam        int
		Global, Sink, RoleField string
		Position                policy.Position
		Flags                   Flags
		When                    Guard
		Only                    Flags
	}
	groupOf := func(ps *paramSink) group {
		return group{ps.Param, ps.RoleParam, ps.Global, ps.Sink, ps.RoleField, ps.Position, ps.Flags, ps.When, ps.Only}
	}
	sorted := append([]paramSink(nil), in...)
	sortSinks(sorted)
	byGroup := map[group][]int{}
	for i := range sorted {
		g := groupOf(&sorted[i])
		byGroup[g] = append(byGroup[g], i)
	}
	var out []paramSink
	for i := range sorted {
		x := &sorted[i]
		covered := false
		for _, j := range byGroup[groupOf(x)] {
			y := &sorted[j]
			if i == j {
				continue
			}
			if x.Call != "" || y.Call != "" {
				// What a call returns at a path lies below what the same
				// call returns at a shorter one.
				if x.Call == y.Call && x.At == y.At && x.CallAt != y.CallAt {
					if _, ok := covers(x.CallAt, y.CallAt); ok {
						covered = true
						break
					}
				}
				continue
			}
			if x.At == y.At {
				continue
			}
			if _, ok := covers(x.At, y.At); ok {
				covered = true
				break
			}
		}
		if !covered {
			out = append(out, *x)
		}
	}
	if len(out) <= maxSinks {
		return out
	}
	// Only the paths of plain sinks are cut (a higher-order entry,
	// "p0.f3[].Name()", names the value a method is called on: cut
	// short, it would call the method on what does not have it). So
	// only they count toward the bound: a summary with many
	// higher-order entries (trpc-agent-go's executeModel: 77 of them,
	// over its model's tailoring strategy and tool sets) would cut its
	// 20 plain sinks to whole parameters, and the tools of a request
	// would reach its system message.
	// Past the bound, first the sinks one text reaches under several names
	// (a union's variant and the field it holds: openai-go's OfAssistant
	// and ChatCompletionAssistantMessageParam.Content) become one, the
	// first in order standing for the others: the caller still reports
	// the flow, naming one of them. Only then are the paths cut short, the
	// deepest step first, so that a parameter's fields stay apart as long
	// as the bound allows (a model call's parameters: its tools and its
	// messages); a path cut short covers everything below it, the
	// fail-closed direction.
	coarse := dedupSinks(out, func(x *paramSink) paramSinkKey {
		k := x.key()
		k.Sink = ""
		return k
	})
	for depth := maxMemPath - 1; depth >= 0 && plainSinks(coarse) > maxSinks; depth-- {
		coarse = dedupSinks(coarse, func(x *paramSink) paramSinkKey {
			if x.Call == "" {
				x.At = leadingSteps(x.At, depth)
			}
			k := x.key()
			k.Sink = ""
			return k
		})
	}
	return coarse
}

// plainSinks counts the sinks that are not higher-order.
func plainSinks(in []paramSink) int {
	n := 0
	for i := range in {
		if in[i].Call == "" {
			n++
		}
	}
	return n
}

// dedupSinks keeps the first sink of each key; key may first make the
// sink coarser. in is reused.
func dedupSinks(in []paramSink, key func(*paramSink) paramSinkKey) []paramSink {
	seen := map[paramSinkKey]bool{}
	out := in[:0]
	for _, x := range in {
		k := key(&x)
		if !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	return out
}
