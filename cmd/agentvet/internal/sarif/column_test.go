package sarif

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/internal/report"
)

func TestUTF16Columns(t *testing.T) {
	file := filepath.Join(t.TempDir(), "x.go")
	// Line 2: "é" is 2 bytes and 1 unit, "😀" 4 bytes and 2 units.
	require.NoError(t, os.WriteFile(file, []byte("package x\nvar s = \"é😀\" + y\n"), 0o644))
	c := newColumns()
	pos := func(line, col int) report.Pos { return report.Pos{File: file, Line: line, Col: col} }
	assert.Equal(t, 1, c.utf16(pos(2, 1)))
	assert.Equal(t, 9, c.utf16(pos(2, 9)))   // the opening quote: ASCII before it
	assert.Equal(t, 10, c.utf16(pos(2, 10))) // "é"
	assert.Equal(t, 11, c.utf16(pos(2, 12))) // "😀"
	assert.Equal(t, 13, c.utf16(pos(2, 16))) // the closing quote
	assert.Equal(t, 17, c.utf16(pos(2, 20))) // "y"
	// Out of range or unreadable: the byte column, unchanged.
	assert.Equal(t, 5, c.utf16(pos(9, 5)))
	assert.Equal(t, 4, c.utf16(report.Pos{File: file + ".missing", Line: 1, Col: 4}))
}

func TestURIs(t *testing.T) {
	assert.Equal(t, "file:///src/my%20mod/", dirURI("/src/my mod"))
	assert.Equal(t, "file:///src/mod/", dirURI("/src/mod/"))
	assert.Equal(t, "a/b%20c.go", relURI("a/b c.go"))
	assert.Equal(t, "a/%25x.go", relURI("a/%x.go"))
}

func TestSuppressionKind(t *testing.T) {
	in := report.Finding{Suppressed: true, Reason: "reviewed in #12", SuppressedBy: "//agentvet:ignore"}
	assert.Equal(t, Suppression{Kind: "inSource", Justification: "reviewed in #12"}, suppression(&in))
	allowed := report.Finding{Suppressed: true, Reason: "our own help pages", SuppressedBy: "agentvet.yaml:7"}
	assert.Equal(t, Suppression{Kind: "external", Justification: "allowed by agentvet.yaml:7: our own help pages"}, suppression(&allowed))
}
