package baseline

import (
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
)

func finding(line int, fn, msg string) driver.Finding {
	p := token.Position{Filename: "/m/a/a.go", Line: line, Column: 2}
	return driver.Finding{
		Analyzer: "taintflow", Package: "example.com/m/a", PackageID: "example.com/m/a", Func: fn,
		Posn: p, End: p, Message: msg,
		Related: []driver.Related{
			{Posn: token.Position{Filename: "/m/a/a.go", Line: line - 2}, Message: "producer mcp-go Client.CallTool"},
			{Posn: p, Message: "sink go-openai ChatCompletionMessage.Content (role system)"},
		},
	}
}

func TestFingerprintIgnoresLines(t *testing.T) {
	a := finding(10, "Plan", "MCP tool result reaches the system prompt (see helpers.go:12)")
	b := finding(30, "Plan", "MCP tool result reaches the system prompt (see helpers.go:99:4)")
	assert.Equal(t, Fingerprint(&a), Fingerprint(&b))

	for name, mutate := range map[string]func(f *driver.Finding){
		"function": func(f *driver.Finding) { f.Func = "(*T).Plan" },
		"analyzer": func(f *driver.Finding) { f.Analyzer = "fencecheck" },
		"package":  func(f *driver.Finding) { f.Package = "example.com/m/b" },
		"producer": func(f *driver.Finding) { f.Related[0].Message = "producer web http.Response.Body" },
		"sink":     func(f *driver.Finding) { f.Related[1].Message = "sink openai.SystemMessage" },
		"message":  func(f *driver.Finding) { f.Message = "other" },
		"category": func(f *driver.Finding) { f.Category = "taintflow/argv" },
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
	b := New([]driver.Finding{f1, f3}, "/m")
	require.Len(t, b.Findings, 2)

	left := b.Filter([]driver.Finding{f1, f2, f3})
	require.Len(t, left, 1)
	assert.Equal(t, 20, left[0].Posn.Line)

	// Suppressed findings are neither baselined nor filtered.
	s := finding(40, "Plan", "m")
	s.Suppressed = true
	assert.Len(t, New([]driver.Finding{s}, "/m").Findings, 0)
	assert.Len(t, b.Filter([]driver.Finding{s}), 1)
}

func TestFileRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.json")
	fs := []driver.Finding{finding(30, "Zed", "z"), finding(10, "Plan", "see a.go:4"), finding(12, "Plan", "see a.go:4")}
	require.NoError(t, New(fs, "/m").Write(path))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	fp := Fingerprint(&fs[1])
	assert.Equal(t, `{
  "version": 1,
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
		"syntax":      {"{\n\"version\": 1,\n\"findings\": [,]\n}", "bad.json:3: baseline is not valid"},
		"unknown key": {"{\"version\": 1, \"extra\": true}", "bad.json:1: baseline is not valid"},
		"wrong type":  {"{\n\"version\": \"1\"}", "bad.json:2: baseline is not valid"},
		"version":     {`{"version": 2, "findings": []}`, "baseline version 2 is not supported"},
		"fingerprint": {`{"version": 1, "findings": [{"fingerprint": "abc"}]}`, "baseline finding 1 has no valid fingerprint"},
		"trailing":    {"{\"version\": 1}\n{}", "bad.json:2: baseline has data after its JSON object"},
	} {
		path := filepath.Join(dir, "bad.json")
		require.NoError(t, os.WriteFile(path, []byte(tt.content), 0o644))
		_, err := Read(path)
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), tt.want, name)
	}
}
