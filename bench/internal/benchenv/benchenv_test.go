package benchenv

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCopyTreeMakesFilesWritable(t *testing.T) {
	src, dst := t.TempDir(), filepath.Join(t.TempDir(), "copy")
	require.NoError(t, os.MkdirAll(filepath.Join(src, "sub"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(src, "sub", "f.go"), []byte("package sub\n"), 0o444))
	require.NoError(t, os.Symlink("sub/f.go", filepath.Join(src, "link")))
	require.NoError(t, CopyTree(src, dst))

	data, err := os.ReadFile(filepath.Join(dst, "sub", "f.go"))
	require.NoError(t, err)
	assert.Equal(t, "package sub\n", string(data))
	fi, err := os.Stat(filepath.Join(dst, "sub", "f.go"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), fi.Mode().Perm())
	_, err = os.Lstat(filepath.Join(dst, "link"))
	assert.True(t, os.IsNotExist(err), "module zips hold no symlinks; a stray one is not copied")
}

func TestOutputCarriesStderr(t *testing.T) {
	_, err := NewGo().Output(t.TempDir(), "list", "-m", "no.such/module@v0.0.0-bad")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "go list -m no.such/module@v0.0.0-bad")
}

func TestWorkDir(t *testing.T) {
	d, err := WorkDir("rel")
	require.NoError(t, err)
	assert.True(t, filepath.IsAbs(d))
	d, err = WorkDir("")
	require.NoError(t, err)
	assert.Equal(t, "agentvet-bench", filepath.Base(d))
}
