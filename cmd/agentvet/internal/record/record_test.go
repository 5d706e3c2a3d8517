package record

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/internal/report"
)

// TestStream reads records and go vet's JSON trees from one stream, in
// order, and refuses a record of another shape.
func TestStream(t *testing.T) {
	r := &Record{Package: "example.com/m/a", Test: true, Analyzer: "taintflow", Findings: []report.Finding{{Analyzer: "taintflow", Message: "m"}}}
	line, err := Marshal(r)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(line), `{"@agentvet":{"package":"example.com/m/a"`), string(line))
	assert.Equal(t, byte('\n'), line[len(line)-1])

	tree := `{
	"example.com/m/a": {
		"taintflow": {"error": "failed prerequisites: agentvetflow"},
		"fencecheck": [{"posn": "a.go:1:1", "message": "x"}]
	}
}
`
	var recs []*Record
	var errs []TreeError
	err = Stream(strings.NewReader(string(line)+tree+"{}\n"+string(line)),
		func(r *Record) { recs = append(recs, r) },
		func(t Tree) { errs = append(errs, t.Errors()...) })
	require.NoError(t, err)
	require.Len(t, recs, 2)
	assert.Equal(t, r, recs[0])
	assert.Equal(t, []TreeError{{"example.com/m/a", "taintflow", "failed prerequisites: agentvetflow"}}, errs)

	err = Stream(strings.NewReader(`{"@agentvet":{"package":"p","surprise":1}}`), func(*Record) {}, func(Tree) {})
	assert.ErrorContains(t, err, "surprise")
}
