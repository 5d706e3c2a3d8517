package baseline

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/internal/report"
)

func finding(line int, fn, msg string) report.Finding {
	p := report.Pos{File: "/m/a/a.go", Line: line, Col: 2, Offset: line * 40}
	return report.Finding{
		Analyzer: "taintflow", Category: "taintflow", Package: "example.com/m/a", Func: fn,
		Pos: p, End: p, Message: msg, Position: "system",
		Sink:      "go-openai ChatCompletionMessage.Content (role \"system\")",
		Producers: []report.Producer{{Origin: "mcp:tool-result", What: "MCP tool result (mcp-go Client.CallTool)", Pos: report.Pos{File: "/m/a/a.go", Line: line - 2}}},
		Path: []report.Hop{
			{Pos: report.Pos{File: "/m/a/a.go", Line: line - 2}, What: "from MCP tool result"},
			{Pos: p, What: "enters go-openai ChatCompletionMessage.Content"},
		},
	}
}

func TestFingerprintIgnoresLines(t *testing.T) {
	a := finding(10, "Plan", "MCP tool result reaches the system prompt (see helpers.go:12)")
	b := finding(30, "Plan", "MCP tool result reaches the system prompt (see helpers.go:99:4)")
	assert.Equal(t, Fingerprint(&a), Fingerprint(&b))

	// The path's hops are not part of it: a refactoring that adds a
	// helper on the way is not a new hazard.
	c := finding(10, "Plan", a.Message)
	c.Path = append(c.Path, report.Hop{What: "passed to helpers.System"})
	assert.Equal(t, Fingerprint(&a), Fingerprint(&c))

	for name, mutate := range map[string]func(f *report.Finding){
		"function": func(f *report.Finding) { f.Func = "(*T).Plan" },
		"analyzer": func(f *report.Finding) { f.Analyzer = "fencecheck" },
		"package":  func(f *report.Finding) { f.Package = "example.com/m/b" },
		"producer": func(f *report.Finding) { f.Producers[0].Origin = "web:page" },
		"second producer": func(f *report.Finding) {
			f.Producers = append(f.Producers, report.Producer{Origin: "rag:chunk", What: "RAG chunk"})
		},
		"sink":     func(f *report.Finding) { f.Sink = "openai.SystemMessage" },
		"position": func(f *report.Finding) { f.Position = "developer" },
		"message":  func(f *report.Finding) { f.Message = "other" },
		"category": func(f *report.Finding) { f.Category = "taintflow/argv" },
	} {
		c := finding(10, "Plan", a.Message)
		mutate(&c)
		assert.NotEqual(t, Fingerprint(&a), Fingerprint(&c), name)
	}
}

func TestFilterIsAMultiset(t *testing.T) {
	f1 := finding(10, "Plan", "m")
	f2 := finding(20, "Plan", "m") // the same hazard, twice in one function
	f3 := finding(30, "Other", "m")
	b := New([]report.Finding{f1, f3}, "/m")
	require.Len(t, b.Findings, 2)

	left := b.Filter([]report.Finding{f1, f2, f3})
	require.Len(t, left, 1)
	assert.Equal(t, 20, left[0].Pos.Line)

	// Suppressed findings are neither baselined nor filtered.
	s := finding(40, "Plan", "m")
	s.Suppressed = true
	assert.Len(t, New([]report.Finding{s}, "/m").Findings, 0)
	assert.Len(t, b.Filter([]report.Finding{s}), 1)
}

func TestFileRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.json")
	fs := []report.Finding{finding(30, "Zed", "z"), finding(10, "Plan", "see a.go:4"), finding(12, "Plan", "see a.go:4")}
	require.NoError(t, New(fs, "/m").Write(path))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	fp := Fingerprint(&fs[1])
	assert.Equal(t, `{
  "version": 2,
  "tool": "agentvet",
  "findings": [
    {
      "fingerprint": "`+fp+`",
      "analyzer": "taintflow",
      "package": "example.com/m/a",
      "function": "Plan",
      "file": "a/a.go",
      "message": "see a.go"
    },
    {
      "fingerprint": "`+fp+`",
      "analyzer": "taintflow",
      "package": "example.com/m/a",
      "function": "Plan",
      "file": "a/a.go",
      "message": "see a.go"
    },
    {
      "fingerprint": "`+Fingerprint(&fs[0])+`",
      "analyzer": "taintflow",
      "package": "example.com/m/a",
      "function": "Zed",
      "file": "a/a.go",
      "message": "z"
    }
  ]
}
`, string(data))
	b, err := Read(path)
	require.NoError(t, err)
	assert.Empty(t, b.Filter(fs))
}

func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	for name, tt := range map[string]struct{ content, want string }{
		"syntax":      {"{\n\"version\": 2,\n\"findings\": [,]\n}", "bad.json:3: baseline is not valid"},
		"unknown key": {"{\"version\": 2, \"extra\": true}", "bad.json:1: baseline is not valid"},
		"wrong type":  {"{\n\"version\": \"1\"}", "bad.json:2: baseline is not valid"},
		"version":     {`{"version": 1, "findings": []}`, "baseline version 1 is not supported"},
		"fingerprint": {`{"version": 2, "findings": [{"fingerprint": "abc"}]}`, "baseline finding 1 has no valid fingerprint"},
		"trailing":    {"{\"version\": 2}\n{}", "bad.json:2: baseline has data after its JSON object"},
	} {
		path := filepath.Join(dir, "bad.json")
		require.NoError(t, os.WriteFile(path, []byte(tt.content), 0o644))
		_, err := Read(path)
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), tt.want, name)
	}
}
