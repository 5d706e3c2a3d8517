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
