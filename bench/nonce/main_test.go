package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentvet/agentvet/bench/internal/toollog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWithNonce(t *testing.T) {
	for _, tc := range []struct {
		name, line, nonce, want string
	}{
		{"devel tool: the content ID changes", "/x/agentvet version devel comments-go-here buildID=abc123\n", "n1",
			"/x/agentvet version devel comments-go-here buildID=abc123-n1"},
		{"release tool: the whole line changes", "vet version go1.26.8\n", "n2", "vet version go1.26.8 nonce=n2"},
		{"no nonce: unchanged", "vet version go1.26.8\n", "", "vet version go1.26.8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := withNonce(tc.line, tc.nonce)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestWithNonceErrors(t *testing.T) {
	_, err := withNonce("usage: vet [flags]\n", "n")
	assert.ErrorContains(t, err, `unexpected -V=full output "usage: vet [flags]"`)
	// The go command takes the content ID after the last slash: a slash in
	// the nonce would drop the tool's own ID.
	_, err = withNonce("vet version devel buildID=abc", "a/b")
	assert.ErrorContains(t, err, "must not contain spaces or slashes")
}

func TestHeadKeepsTheStart(t *testing.T) {
	var h head
	big := strings.Repeat("x", stderrKeep-10)
	n, err := h.Write([]byte(big))
	require.NoError(t, err)
	assert.Equal(t, len(big), n)
	n, err = h.Write([]byte("0123456789abcdef"))
	require.NoError(t, err)
	assert.Equal(t, 16, n, "a full head still reports every byte written")
	assert.Equal(t, stderrKeep, h.buf.Len())
	assert.True(t, strings.HasSuffix(h.buf.String(), "0123456789"))
}

func readRecords(t *testing.T, path string) []toollog.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var recs []toollog.Record
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var r toollog.Record
		require.NoError(t, json.Unmarshal([]byte(line), &r), line)
		recs = append(recs, r)
	}
	return recs
}

func TestRunToolLogsFailure(t *testing.T) {
	dir := t.TempDir()
	logPath := filepath.Join(dir, "log.jsonl")
	cfg := filepath.Join(dir, "vet.cfg")
	require.NoError(t, os.WriteFile(cfg, []byte(`{"ImportPath":"example.com/p","VetxOnly":true}`), 0o644))

	// sh stands in for a vettool; the config file is its last argument,
	// as go vet passes it.
	code, err := runTool("/bin/sh", []string{"-c", "echo 'panic: boom' >&2; exit 2", cfg}, logPath)
	require.NoError(t, err)
	assert.Equal(t, 2, code)
	code, err = runTool("/bin/sh", []string{"-c", "echo quiet >&2", "x"}, logPath)
	require.NoError(t, err)
	assert.Equal(t, 0, code)

	recs := readRecords(t, logPath)
	require.Len(t, recs, 2)
	assert.Equal(t, "example.com/p", recs[0].ImportPath)
	assert.True(t, recs[0].VetxOnly)
	assert.Equal(t, 2, recs[0].Exit)
	assert.Equal(t, "panic: boom\n", recs[0].Stderr)
	assert.Positive(t, recs[0].MaxRSSKB)
	assert.Empty(t, recs[1].ImportPath, "no config file, no package")
	assert.Empty(t, recs[1].Stderr, "a successful package run keeps no stderr")
}

func TestRunToolMissing(t *testing.T) {
	_, err := runTool(filepath.Join(t.TempDir(), "no-such-tool"), nil, "")
	assert.Error(t, err)
}
