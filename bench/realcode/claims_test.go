package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The shape of agentvet's JSON diagnostics with their structured fields,
// as in CACHE/out/openai-agents-go/agentvet-default.json.
const claimsJSON = `{
	"example.com/m/agents": {
		"taintflow": [
			{"category": "taintflow", "posn": "/t/agents/mcp_util.go:147:2", "message": "MCP tool list reaches a tool description",
			 "function": "ToFunctionTool", "position": "tool-description",
			 "sink": "openai-go responses.FunctionToolParam.Description",
			 "producers": [{"origin": "mcp:tool-list", "what": "go-sdk mcp.Tool.Description", "posn": "/t/agents/mcp_util.go:140:9"}]},
			{"category": "taintflow", "posn": "/t/agents/run.go:9:1", "message": "two producers",
			 "position": "assistant", "sink": "openai-go ChatCompletionAssistantMessageParam.Content",
			 "producers": [{"origin": "web:skill"}, {"origin": "mcp:tool-list"}, {"origin": "web:skill"}, {"origin": ""}]}
		],
		"fencecheck": [
			{"category": "fencecheck/newline", "posn": "/t/agents/log.go:3:1", "message": "no claim fields"}
		]
	},
	"example.com/m/agents [example.com/m/agents.test]": {
		"taintflow": [
			{"category": "taintflow", "posn": "/t/agents/run.go:9:7", "message": "same key, another claim",
			 "position": "assistant", "sink": "anthropic NewAssistantMessage", "producers": [{"origin": "mcp:tool-list"}]},
			{"category": "taintflow", "posn": "/t/agents/run.go:12:1", "message": "only a sink", "sink": "gollm Prompt"}
		]
	}
}`

func TestParseFindingsSays(t *testing.T) {
	for range 10 { // map order must not decide which claim a key keeps
		fs, _, err := parseFindings([]byte(claimsJSON), "/t")
		require.NoError(t, err)
		got := map[string]string{}
		for _, f := range fs {
			got[f.Key().String()] = f.Says
		}
		assert.Equal(t, map[string]string{
			"agents/mcp_util.go:147 taintflow": "tool-description at openai-go responses.FunctionToolParam.Description from mcp:tool-list",
			// Two claims at one key: the lowest in byte order stands.
			"agents/run.go:9 taintflow":          "assistant at anthropic NewAssistantMessage from mcp:tool-list",
			"agents/run.go:12 taintflow":         "at gollm Prompt",
			"agents/log.go:3 fencecheck/newline": "",
		}, got)
	}
}

func TestClaim(t *testing.T) {
	for _, tc := range []struct {
		name           string
		position, sink string
		origins        []string
		want           string
	}{
		{"all", "system", "genai GenerateContentConfig.SystemInstruction", []string{"web:http-response"}, "system at genai GenerateContentConfig.SystemInstruction from web:http-response"},
		{"origins sorted, deduplicated", "tool", "x", []string{"web:skill", "a2a:task", "web:skill", ""}, "tool at x from a2a:task, web:skill"},
		{"no origins", "tool", "x", nil, "tool at x"},
		{"only origins", "", "", []string{"mcp:tool-list"}, "from mcp:tool-list"},
		{"nothing", "", "", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, claim(tc.position, tc.sink, tc.origins))
		})
	}
}

func TestCompareClaims(t *testing.T) {
	const old, now = "assistant at m.Message from mcp:tool-list", "tool-description at openai-go FunctionToolParam.Description from mcp:tool-list"
	f := Finding{File: "a.go", Line: 1, Category: "taintflow", Says: now}
	entry := func(says, verdict string) TriageFinding {
		return TriageFinding{File: "a.go", Line: 1, Analyzer: "taintflow", Says: says, Verdict: verdict}
	}
	for _, tc := range []struct {
		name      string
		entries   []TriageFinding
		verdict   string
		listed    bool
		changed   []TriageFinding
		unmatched int
	}{
		{"legacy entry applies", []TriageFinding{entry("", "true")}, "true", true, nil, 0},
		{"exact claim", []TriageFinding{entry(now, "false")}, "false", true, nil, 0},
		{"exact wins over legacy", []TriageFinding{entry("", "true"), entry(now, "false")}, "false", true, nil, 0},
		{"exact wins over other claims", []TriageFinding{entry(old, "true"), entry(now, "false")}, "false", true, nil, 1},
		{"legacy beside another claim", []TriageFinding{entry(old, "false"), entry("", "true")}, "true", true, nil, 1},
		{"changed claim is NEW", []TriageFinding{entry(old, "true")}, verdictNew, false, []TriageFinding{entry(old, "true")}, 1},
		{"exact entry not judged yet", []TriageFinding{entry(now, "")}, verdictNew, true, nil, 0},
		{"other key", []TriageFinding{{File: "a.go", Line: 2, Analyzer: "taintflow", Says: now, Verdict: "true"}}, verdictNew, false, nil, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := &Triage{Findings: tc.entries}
			c := compare([]Finding{f}, tr)
			require.Len(t, c.Findings, 1)
			j := c.Findings[0]
			assert.Equal(t, tc.verdict, j.Verdict)
			assert.Equal(t, tc.listed, j.Listed)
			assert.Equal(t, tc.changed, j.Changed)
			assert.Len(t, unmatched(tr, []Finding{f}), tc.unmatched)
		})
	}
}

func TestParseTriageDuplicateClaims(t *testing.T) {
	const e1 = "  - {file: a.go, line: 1, analyzer: taintflow, verdict: \"true\"}\n"
	const e2 = "  - {file: a.go, line: 1, analyzer: taintflow, says: \"tool at x\", verdict: \"false\"}\n"
	const e3 = "  - {file: a.go, line: 1, analyzer: taintflow, says: \"tool at y\", verdict: \"false\"}\n"
	for _, tc := range []struct {
		name, entries string
		err           string // "" for none
	}{
		{"legacy and claims", e1 + e2 + e3, ""},
		{"two legacy", e2 + e1 + e1, `t.yaml: findings[2] (a.go:1 taintflow, no says:): the same key and claim as findings[1]`},
		{"same claim twice", e2 + e3 + e2, `t.yaml: findings[2] (a.go:1 taintflow, says "tool at x"): the same key and claim as findings[0]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseTriage("t.yaml", []byte("findings:\n"+tc.entries))
			if tc.err == "" {
				assert.NoError(t, err)
			} else {
				assert.ErrorContains(t, err, tc.err)
			}
		})
	}
}

const claimedTriage = `name: demo
findings:
  - file: pkg/loop.go
    line: 12
    analyzer: taintflow           # the category
    says: assistant at m.Message from mcp:tool-list
    verdict: "true"
    reason: judged on the old claim
hazards: []
`

func TestSpliceFindingsChanged(t *testing.T) {
	fs := []Finding{
		{File: "pkg/loop.go", Line: 12, Category: "taintflow", Message: "now a tool description", Says: "tool-description at openai-go FunctionToolParam.Description from mcp:tool-list"},
		{File: "pkg/loop.go", Line: 12, Category: "taintflow", Message: "the configured run: the old claim", Says: "assistant at m.Message from mcp:tool-list"},
		{File: "pkg/new.go", Line: 3, Category: "fencecheck/newline", Message: "no claim"},
	}
	out, n, err := spliceFindings([]byte(claimedTriage), "demo", fs)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	want := strings.Replace(claimedTriage, "hazards: []\n", `  - file: pkg/loop.go
    line: 12
    analyzer: taintflow
    says: tool-description at openai-go FunctionToolParam.Description from mcp:tool-list
    verdict: ""
    reason: 'TODO: now a tool description'
  - file: pkg/new.go
    line: 3
    analyzer: fencecheck/newline
    verdict: ""
    reason: 'TODO: no claim'
hazards: []
`, 1)
	assert.Equal(t, want, string(out))
	tr, err := parseTriage("out", out)
	require.NoError(t, err)
	assert.Equal(t, verdictTrue, tr.Findings[0].Verdict, "the old entry stays")

	again, n, err := spliceFindings(out, "demo", fs)
	require.NoError(t, err)
	assert.Zero(t, n)
	assert.Equal(t, string(out), string(again))
}

// Legacy entries as people wrote them: comments, a folded reason, an
// entry whose first key is analyzer:, a flow-style one, one already
// judging the claim, and no final newline.
const legacyTriage = "name: demo\n" +
	"# header\n" +
	"findings:\n" +
	"  - file: pkg/loop.go\n" +
	"    line: 12\n" +
	"    analyzer: taintflow           # the category\n" +
	"    verdict: \"true\"\n" +
	"    reason: >-\n" +
	"      folded\n" +
	"      reason\n" +
	"  - analyzer: fencecheck\n" +
	"    file: pkg/loop.go\n" +
	"    line: 40\n" +
	"    verdict: false\n" +
	"  - {file: pkg/flow.go, line: 1, analyzer: taintflow, verdict: \"false\"}\n" +
	"  - file: pkg/done.go\n" +
	"    line: 5\n" +
	"    analyzer: taintflow\n" +
	"    says: tool at x\n" +
	"    verdict: \"true\"\n" +
	"  - file: pkg/done.go\n" +
	"    line: 5\n" +
	"    analyzer: taintflow\n" +
	"    verdict: \"false\"\n" +
	"  - file: pkg/unrun.go\n" +
	"    line: 9\n" +
	"    analyzer: taintflow\n" +
	"    verdict: \"true\"\n" +
	"hazards:\n" +
	"  - id: H1   # kept\n" +
	"    at: [pkg/loop.go:12]"

func TestSpliceSays(t *testing.T) {
	claims := map[Key]string{
		{"pkg/loop.go", 12, "taintflow"}:  "tool-description at openai-go FunctionToolParam.Description from mcp:tool-list",
		{"pkg/loop.go", 40, "fencecheck"}: `tool at m.Message.Content (role "tool"): a ": " for yaml.v3 to quote`,
		{"pkg/flow.go", 1, "taintflow"}:   "system at x",
		{"pkg/done.go", 5, "taintflow"}:   "tool at x",
	}
	out, bf, err := spliceSays([]byte(legacyTriage), claims, map[Key]bool{{"pkg/loop.go", 40, "fencecheck"}: true})
	require.NoError(t, err)
	assert.Equal(t, 2, bf.Added)
	assert.Equal(t, 1, bf.Elsewhere)
	assert.Len(t, bf.Skipped, 2) // the flow entry, and pkg/done.go's legacy entry
	assert.Contains(t, bf.Skipped[0], "findings[2] (pkg/flow.go:1 taintflow): not a block mapping")
	assert.Contains(t, bf.Skipped[1], `findings[4] (pkg/done.go:5 taintflow): another entry already judges "tool at x"`)

	// Exactly one line more per backfilled entry, after its analyzer:
	// line and indented like it; every other byte as it was.
	want := strings.Replace(legacyTriage,
		"    analyzer: taintflow           # the category\n",
		"    analyzer: taintflow           # the category\n    says: tool-description at openai-go FunctionToolParam.Description from mcp:tool-list\n", 1)
	want = strings.Replace(want,
		"  - analyzer: fencecheck\n",
		"  - analyzer: fencecheck\n    says: 'tool at m.Message.Content (role \"tool\"): a \": \" for yaml.v3 to quote'\n", 1)
	assert.Equal(t, want, string(out))
	removed := bytes.Split(out, []byte("\n"))
	var kept [][]byte
	for _, l := range removed {
		if !bytes.HasPrefix(bytes.TrimSpace(l), []byte("says: ")) || bytes.Contains(l, []byte("tool at x")) {
			kept = append(kept, l)
		}
	}
	assert.Equal(t, legacyTriage, string(bytes.Join(kept, []byte("\n"))), "only says: lines added")

	tr, err := parseTriage("out", out)
	require.NoError(t, err)
	assert.Equal(t, claims[Key{"pkg/loop.go", 40, "fencecheck"}], tr.Findings[1].Says)
	assert.Equal(t, verdictFalse, tr.Findings[1].Verdict)

	// Nothing left to backfill.
	again, bf, err := spliceSays(out, claims, nil)
	require.NoError(t, err)
	assert.Zero(t, bf.Added)
	assert.Equal(t, string(out), string(again))
}

func TestSpliceSaysShapes(t *testing.T) {
	k := Key{"a.go", 1, "x"}
	for _, tc := range []struct {
		name, in, want string
		added          int
	}{
		{"analyzer last, no newline", "findings:\n- file: a.go\n  line: 1\n  analyzer: x", "findings:\n- file: a.go\n  line: 1\n  analyzer: x\n  says: tool at y\n", 1},
		{"CRLF", "findings:\r\n  - file: a.go\r\n    line: 1\r\n    analyzer: x\r\n    verdict: \"\"\r\n", "findings:\r\n  - file: a.go\r\n    line: 1\r\n    analyzer: x\r\n    says: tool at y\r\n    verdict: \"\"\r\n", 1},
		{"explicit empty says", "findings:\n  - file: a.go\n    line: 1\n    analyzer: x\n    says: \"\"\n", "findings:\n  - file: a.go\n    line: 1\n    analyzer: x\n    says: \"\"\n", 0},
		{"no finding with the key", "findings:\n  - file: b.go\n    line: 1\n    analyzer: x\n", "findings:\n  - file: b.go\n    line: 1\n    analyzer: x\n", 0},
		{"empty file", "", "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, bf, err := spliceSays([]byte(tc.in), map[Key]string{k: "tool at y"}, nil)
			require.NoError(t, err)
			assert.Equal(t, tc.added, bf.Added)
			assert.Equal(t, tc.want, string(out))
		})
	}
}

func TestBackfillAll(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/one.yaml"
	require.NoError(t, writeAtomic(path, []byte("findings:\n  - file: a.go\n    line: 3\n    analyzer: taintflow\n    verdict: \"true\"\n")))
	run := func(says string) *AgentRun {
		return &AgentRun{Comparison: compare([]Finding{{File: "a.go", Line: 3, Category: "taintflow", Says: says}}, &Triage{})}
	}
	var w bytes.Buffer
	backfillAll(&w, []*RepoResult{{Name: "one", Default: run("tool at x"), Configured: run("tool at y")}, {Name: "two", Error: "no snapshot"}}, dir)
	assert.Equal(t, "backfill-says: one: 1 entries backfilled (1 of them with another claim in the configured run, now CHANGED there)\n", w.String())
	tr, err := loadTriage(path)
	require.NoError(t, err)
	assert.Equal(t, "tool at x", tr.Findings[0].Says, "the default run's claim")
}

func TestWriteNewChanged(t *testing.T) {
	tr := &Triage{Findings: []TriageFinding{{File: "a.go", Line: 1, Analyzer: "taintflow", Says: "assistant at m", Verdict: "true"}}}
	fs := []Finding{{File: "a.go", Line: 1, Category: "taintflow", Message: "msg", Says: "tool-description at d"}}
	res := &RepoResult{Name: "demo", Default: &AgentRun{Mode: "default", Comparison: compare(fs, tr)}}
	var w bytes.Buffer
	writeNew(&w, res)
	assert.Equal(t, `   NEW findings (1):
     [default] CHANGED a.go:1 taintflow msg
       now says "tool-description at d"
       was says "assistant at m": verdict true
`, w.String())
}
