package presets_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCountsTable keeps testdata/COUNTS.md honest: each row's hazards
// (`// want` lines), look-alikes (`// benign:`) and misses (`// missed:`)
// are what its package's files hold (the table went stale once, when
// missed lines became wants).
func TestCountsTable(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "COUNTS.md"))
	require.NoError(t, err)
	rows := 0
	for _, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "| "), "|")
		require.Len(t, cells, 5, "COUNTS.md row %q", line)
		pkg := strings.Trim(strings.TrimSpace(cells[0]), "`")
		var want [3]int
		for i := range want {
			n, err := strconv.Atoi(strings.TrimSpace(cells[2+i]))
			require.NoError(t, err, "COUNTS.md row %q", line)
			want[i] = n
		}
		assert.Equal(t, want, markerCounts(t, filepath.Join("testdata", pkg)), "COUNTS.md row %s: hazards, look-alikes, missed", pkg)
		rows++
	}
	assert.NotZero(t, rows, "no rows read from COUNTS.md")
}

// markerCounts counts the lines of dir's Go files (but imports.go) that
// hold each marker.
func markerCounts(t *testing.T, dir string) [3]int {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	require.NotEmpty(t, files, "no Go files in %s", dir)
	var out [3]int
	for _, f := range files {
		if filepath.Base(f) == "imports.go" {
			continue
		}
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, l := range strings.Split(string(src), "\n") {
			for i, marker := range []string{"// want", "// benign:", "// missed:"} {
				if strings.Contains(l, marker) {
					out[i]++
				}
			}
		}
	}
	return out
}
