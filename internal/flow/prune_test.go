package flow

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/internal/policy"
)

// TestPruneSinksKeepsFields: a summary past maxSinks (a model call's
// parameters reaching many message and tool slots) keeps its parameter's
// fields apart: its paths are cut to fewer steps (all to the same depth),
// not to the whole parameter, so the tools' sinks do not become the
// messages'.
func TestPruneSinksKeepsFields(t *testing.T) {
	var in []paramSink
	for i := range maxSinks {
		in = append(in, paramSink{ParamSink: ParamSink{Param: 1, At: fmt.Sprintf(".Input[%d].Content", i), Position: policy.Assistant, Sink: "msg"}})
	}
	in = append(in, paramSink{ParamSink: ParamSink{Param: 1, At: ".Tools[].Description", Position: policy.ToolDescription, Sink: "desc"}})
	out := pruneSinks(in)
	require.LessOrEqual(t, len(out), maxSinks)
	byPos := map[policy.Position][]string{}
	for _, s := range out {
		byPos[s.Position] = append(byPos[s.Position], s.At)
	}
	assert.Equal(t, []string{".Input"}, byPos[policy.Assistant], "the messages' sinks cut to their field")
	assert.Equal(t, []string{".Tools"}, byPos[policy.ToolDescription], "the tools' sink cut to its field, not to the parameter")
}

func TestLeadingSteps(t *testing.T) {
	for _, c := range []struct {
		p    string
		n    int
		want string
	}{
		{".a.b[].c", 0, ""},
		{".a.b[].c", 1, ".a"},
		{".a.b[].c", 3, ".a.b[]"},
		{".a.b[].c", 9, ".a.b[].c"},
		{"#0.x", 1, "#0"},
		{"", 2, ""},
	} {
		assert.Equal(t, c.want, leadingSteps(c.p, c.n), "leadingSteps(%q, %d)", c.p, c.n)
	}
}

// TestPruneSinksMergesNamesFirst: past the bound, the names one text
// reaches a position under (a union variant and its field) are merged
// before any path is cut, so a request's messages and tools stay apart.
func TestPruneSinksMergesNamesFirst(t *testing.T) {
	var in []paramSink
	for i := range maxSinks/2 + 1 {
		at := fmt.Sprintf(".Messages[%d].Content", i)
		in = append(in,
			paramSink{ParamSink: ParamSink{Param: 2, At: at, Position: policy.Assistant, Sink: "OfAssistant"}},
			paramSink{ParamSink: ParamSink{Param: 2, At: at, Position: policy.Assistant, Sink: "AssistantMessageParam.Content"}})
	}
	in = append(in, paramSink{ParamSink: ParamSink{Param: 2, At: ".Tools[].Description", Position: policy.ToolDescription, Sink: "desc"}})
	out := pruneSinks(in)
	require.LessOrEqual(t, len(out), maxSinks)
	for _, s := range out {
		if s.Position == policy.Assistant {
			assert.Regexp(t, `^\.Messages\[\d+\]\.Content$`, s.At, "no message path cut")
		}
		if s.Position == policy.ToolDescription {
			assert.Equal(t, ".Tools[].Description", s.At)
		}
	}
}

// TestPruneSinksCountsPlainOnly: higher-order entries (what calling a
// method of a parameter's part returns) are never cut, so they do not
// count toward the bound: a summary with many of them keeps its plain
// sinks' paths (trpc-agent-go's executeModel, whose request messages and
// tools became one parameter and the tools reached the system message).
func TestPruneSinksCountsPlainOnly(t *testing.T) {
	var in []paramSink
	for i := range maxSinks + 10 {
		in = append(in, paramSink{ParamSink: ParamSink{Param: 0, At: fmt.Sprintf(".f3[%d]", i), Call: "Name", Position: policy.System, Sink: "sys"}})
	}
	in = append(in,
		paramSink{ParamSink: ParamSink{Param: 2, At: ".f0", Position: policy.System, Sink: "sys"}},
		paramSink{ParamSink: ParamSink{Param: 2, At: ".f5", Position: policy.ToolDescription, Sink: "desc"}})
	out := pruneSinks(in)
	var plain []string
	for _, s := range out {
		if s.Call == "" {
			plain = append(plain, s.At)
		}
	}
	assert.ElementsMatch(t, []string{".f0", ".f5"}, plain, "the plain sinks keep their fields")
	assert.LessOrEqual(t, plainSinks(out), maxSinks)
}

// TestBoundFlowsKeepsDestinations: past maxFlows, the flows of one source
// into several fields of one parameter (a model's reply moved into a
// client's three message slices) are merged by source first; their
// destinations stay apart, so the reply does not cover the whole
// parameter (MuseBot's OpenAIReq.Send, real-code triage).
func TestBoundFlowsKeepsDestinations(t *testing.T) {
	dests := []string{".f1[].f1", ".f2[].f1", ".f3[].f1"}
	var in []ParamFlow
	for i := range maxFlows + 6 {
		in = append(in, ParamFlow{From: 0, At: fmt.Sprintf(".f%d", i), To: 2, ToAt: dests[i%len(dests)], Flags: Derived})
	}
	out := boundFlows(in)
	require.LessOrEqual(t, len(out), maxFlows)
	got := map[string]bool{}
	for _, f := range out {
		got[f.ToAt] = true
	}
	assert.Equal(t, map[string]bool{".f1[].f1": true, ".f2[].f1": true, ".f3[].f1": true}, got, "each destination kept, none joined to the whole parameter")
}

// TestBoundFlowsCutsDestinationsStepwise: when merging by source is not
// enough, destinations are cut one step at a time: flows into the
// elements of three slices become flows into the three slices, not into
// the parameter.
func TestBoundFlowsCutsDestinationsStepwise(t *testing.T) {
	var in []ParamFlow
	for i := range maxFlows + 6 {
		in = append(in, ParamFlow{From: 0, To: 2, ToAt: fmt.Sprintf(".f%d[].f%d", i%3, i), Flags: Derived})
	}
	out := boundFlows(in)
	require.LessOrEqual(t, len(out), maxFlows)
	for _, f := range out {
		assert.NotEmpty(t, f.ToAt, "a flow joined to the whole parameter")
	}
}

// TestBoundFlowsKeepsPlainSourcesApart: plain flows from two fields of one
// parameter into one place are not joined into a flow of the whole
// parameter when cutting their paths shorter is enough (crush's
// coordinator, which also holds the MCP tool list, became its agents'
// system prompt prefix).
func TestBoundFlowsKeepsPlainSourcesApart(t *testing.T) {
	var in []ParamFlow
	for i := range maxFlows/2 + 3 {
		in = append(in,
			ParamFlow{From: 0, At: fmt.Sprintf(".f1.f0.f%d", i), To: -1, ToAt: ".f3.f0"},
			ParamFlow{From: 0, At: fmt.Sprintf(".f2.f0.f%d", i), To: -1, ToAt: ".f3.f0"})
	}
	out := boundFlows(in)
	require.LessOrEqual(t, len(out), maxFlows)
	for _, f := range out {
		assert.NotEmpty(t, f.At, "a flow from the whole parameter")
	}
}
