package testmod

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPrepareRefusesANonModule(t *testing.T) {
	err := prepare(t.TempDir())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not a module root")
}

func TestPrepareReportsGoErrors(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module fixtures\n\ngo 1.26.0\n"), 0o666))
	// A package importing a module path nobody serves: go list must fail
	// and Prepare must say so rather than let analysistest fail later
	// with a confusing offline error.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.go"), []byte("package a\n\nimport _ \"example.invalid/nothing/here\"\n"), 0o666))
	err := prepare(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "example.invalid/nothing/here")
}

func TestPrepareSucceedsOnce(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module fixtures\n\ngo 1.26.0\n"), 0o666))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.go"), []byte("package a\n"), 0o666))
	require.NoError(t, prepare(dir))
	// The second call is answered from memory: removing the module now
	// would make go fail, so success proves nothing ran.
	require.NoError(t, os.Remove(filepath.Join(dir, "go.mod")))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("garbage"), 0o666))
	require.NoError(t, prepare(dir))
}

func TestEnvTurnsTheProxyBackOn(t *testing.T) {
	t.Setenv("GOPROXY", "off")
	t.Setenv("GOFLAGS", "-mod=vendor")
	env := Env()
	assert.NotContains(t, env, "GOPROXY=off")
	assert.NotContains(t, env, "GOFLAGS=-mod=vendor")
	assert.True(t, slices.Contains(env, "GOFLAGS=-mod=mod"))
}

func TestLoadEnvNeverEditsGoMod(t *testing.T) {
	t.Setenv("GOFLAGS", "-mod=mod")
	env := LoadEnv()
	assert.NotContains(t, env, "GOFLAGS=-mod=mod")
	assert.True(t, slices.Contains(env, "GOFLAGS=-mod=readonly"))
	assert.True(t, slices.Contains(env, "GOWORK=off"))
}

func TestPinnedReadsBothRequireForms(t *testing.T) {
	dir := t.TempDir()
	gomod := "module fixtures\n\ngo 1.26.0\n\nrequire example.com/one v1.2.3\n\nrequire (\n\texample.com/two v0.4.0 // indirect\n)\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o666))
	Pinned(t, dir, map[string]string{"example.com/one": "v1.2.3", "example.com/two": "v0.4.0"})

	rec := &errRecorder{TB: t}
	Pinned(rec, dir, map[string]string{"example.com/one": "v1.2.4"})
	assert.True(t, rec.failed, "a moved version must fail")
}

type errRecorder struct {
	testing.TB
	failed bool
}

func (r *errRecorder) Errorf(string, ...any) { r.failed = true }
func (r *errRecorder) Helper()               {}
