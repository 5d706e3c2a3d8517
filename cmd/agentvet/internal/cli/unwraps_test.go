package cli

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/record"
	"github.com/agentvet/agentvet/internal/report"
)

func TestUnwrapSitesFormats(t *testing.T) {
	dir := "/src/mod"
	sites := []Site{
		newSite(record.Unwrap{Pos: report.Pos{File: "/src/mod/b/b.go", Line: 3, Col: 9}, Func: "b.Store", Origin: "rag", Reaches: []string{"persistence"}}),
		newSite(record.Unwrap{Pos: report.Pos{File: "/src/mod/a/a.go", Line: 40, Col: 2}, Func: "a.Count"}),
		newSite(record.Unwrap{Pos: report.Pos{File: "/src/mod/a/a.go", Line: 12, Col: 7}, Func: "a.Summarize", Origin: "mcp", Reaches: []string{"user message", "instruction sink"}}),
	}
	SortSites(sites)

	var text bytes.Buffer
	require.NoError(t, WriteSitesText(&text, dir, sites))
	assert.Equal(t, `UNWRAP     FUNCTION     ORIGIN   REACHES
a/a.go:12  a.Summarize  mcp      user message, instruction sink
a/a.go:40  a.Count      unknown  local only
b/b.go:3   b.Store      rag      persistence
`, text.String())

	var js bytes.Buffer
	require.NoError(t, WriteSitesJSON(&js, dir, sites))
	assert.Equal(t, `{
  "unwraps": [
    {
      "file": "a/a.go",
      "line": 12,
      "column": 7,
      "function": "a.Summarize",
      "origin": "mcp",
      "reaches": [
        "user message",
        "instruction sink"
      ]
    },
    {
      "file": "a/a.go",
      "line": 40,
      "column": 2,
      "function": "a.Count",
      "origin": "unknown",
      "reaches": [
        "local only"
      ]
    },
    {
      "file": "b/b.go",
      "line": 3,
      "column": 9,
      "function": "b.Store",
      "origin": "rag",
      "reaches": [
        "persistence"
      ]
    }
  ]
}
`, js.String())

	js.Reset()
	require.NoError(t, WriteSitesJSON(&js, dir, nil))
	assert.Equal(t, "{\n  \"unwraps\": []\n}\n", js.String())
}
