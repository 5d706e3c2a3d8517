package verbs

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the generated verb table in verbpin/doc.go and README.md")

// The generated blocks: the text between each pair of marker lines is the
// table, rendered.
var generated = []struct {
	file, start, end string
	render           func() string
}{
	{
		file:   filepath.Join("..", "..", "doc.go"),
		start:  "// The verb table (verbpin/internal/verbs; this list is generated from it):\n//\n",
		end:    "//\n// (end of the generated verb table)\n",
		render: GoDoc,
	},
	{
		file:   filepath.Join("..", "..", "..", "README.md"),
		start:  "<!-- verbpin verb table: generated from verbpin/internal/verbs by go generate ./verbpin; do not edit -->\n",
		end:    "<!-- end of the verbpin verb table -->\n",
		render: func() string { return "\n" + Markdown() + "\n\n" },
	},
}

// TestDocTable: verbpin's doc (its package doc, which is also the
// Analyzer's Doc) and the README list the verb table as the table says.
// go generate ./verbpin (go test -run TestDocTable -update) rewrites them.
func TestDocTable(t *testing.T) {
	for _, g := range generated {
		data, err := os.ReadFile(g.file)
		require.NoError(t, err)
		text := string(data)
		i := strings.Index(text, g.start)
		require.GreaterOrEqual(t, i, 0, "%s has no start marker %q", g.file, g.start)
		i += len(g.start)
		j := strings.Index(text[i:], g.end)
		require.GreaterOrEqual(t, j, 0, "%s has no end marker %q", g.file, g.end)
		want := g.render()
		if *update {
			require.NoError(t, os.WriteFile(g.file, []byte(text[:i]+want+text[i+j:]), 0o666))
			continue
		}
		assert.Equal(t, want, text[i:i+j], "%s: the verb table is stale: run go generate ./verbpin", g.file)
	}
}

// TestTableComplete: every class says what it catches and what it cannot
// see, and every class a program or a string literal can spell has
// tokens for the source-text rule.
func TestTableComplete(t *testing.T) {
	for _, c := range Classes {
		assert.NotEmpty(t, c.Name)
		assert.NotEmpty(t, c.Catches, c.Name)
		assert.NotEmpty(t, c.Misses, c.Name)
		if len(c.Programs) > 0 || c.Match == Ioctl || c.Match == OpenPath {
			assert.NotEmpty(t, c.Tokens, "%s: the text rule needs its tokens", c.Name)
		}
	}
	seen := map[string]bool{}
	for _, r := range Rows {
		assert.False(t, seen[r.Func], "%s is a row twice", r.Func)
		seen[r.Func] = true
	}
}
