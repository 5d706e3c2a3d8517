package toollog

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAppendRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "log.jsonl")
	require.NoError(t, Append(path, Record{Exit: 0}))
	require.NoError(t, Append(path, Record{ImportPath: "a", VetxOnly: true, UserNS: 5, MaxRSSKB: 7}))
	require.NoError(t, Append(path, Record{ImportPath: "b", Exit: 1}))
	recs, err := Read(path)
	require.NoError(t, err)
	require.Len(t, recs, 2, "the -flags run without a package is left out")
	assert.Equal(t, Record{ImportPath: "a", VetxOnly: true, UserNS: 5, MaxRSSKB: 7}, recs[0])
	assert.Equal(t, "b", recs[1].ImportPath)
}

func TestReadBadLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "log.jsonl")
	require.NoError(t, os.WriteFile(path, []byte("{\"pkg\":\"a\"}\n{oops\n"), 0o644))
	_, err := Read(path)
	assert.ErrorContains(t, err, "log.jsonl:2:")
}

func TestFailed(t *testing.T) {
	for _, tc := range []struct {
		rec  Record
		want bool
	}{
		{Record{ImportPath: "p"}, false},
		{Record{ImportPath: "p", Exit: 1}, false}, // diagnostics
		{Record{ImportPath: "p", Exit: 1, VetxOnly: true}, true},
		{Record{ImportPath: "p", Exit: 2}, true},
		{Record{ImportPath: "p", Exit: 1, Stderr: "panic: runtime error: index out of range"}, true},
		{Record{ImportPath: "p", VetxOnly: true, Stderr: "internal error: no SSA"}, true},
		{Record{ImportPath: "p", VetxOnly: true, Stderr: "note"}, false},
	} {
		assert.Equal(t, tc.want, Failed(tc.rec), "%+v", tc.rec)
	}
}

func TestDescribe(t *testing.T) {
	got := Describe(Record{ImportPath: "p", Exit: 2, Stderr: "panic: boom\n\ngoroutine 1 [running]:\nmain.f()\nmore\n"})
	assert.Equal(t, "p (exit 2): panic: boom |  | goroutine 1 [running]:", got)
}
