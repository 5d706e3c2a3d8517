package driver

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/internal/report"
)

// TestSections reads go vet's stderr as the go command prints it: a
// "# package" header per failed unit (a test variant's with a "# [p]"
// note), the tool's or compiler's error lines below it.
func TestSections(t *testing.T) {
	stderr := "go: downloading example.com/x v1.0.0\n" +
		"# example.com/m/a\n" +
		"# [example.com/m/a]\n" +
		"a/a.go:3:17: cannot use \"three\" (untyped string constant) as int value\n" +
		"# example.com/m/b [example.com/m/b.test]\n" +
		"vet: b/b_test.go:9: undefined: x\n" +
		"# example.com/m/cgo\n" +
		"vendor/x/error.go:4:11: fatal error: olm/olm.h: No such file or directory\n" +
		"vendor/x/account.go:4:11: fatal error: olm/olm.h: No such file or directory\n" +
		"# example.com/m/c\n" +
		"panic: boom\n" +
		"\n" +
		"goroutine 1 [running]:\n"
	got := sections(stderr)
	assert.Len(t, got, 4)
	assert.Equal(t, Failure{Package: "example.com/m/a", Pos: report.Pos{File: "/m/a/a.go", Line: 3, Col: 17}, Message: `cannot use "three" (untyped string constant) as int value`},
		fromSection("example.com/m/a", got["example.com/m/a"], "/m"))
	assert.Equal(t, Failure{Package: "example.com/m/b", Pos: report.Pos{File: "/m/b/b_test.go", Line: 9}, Message: "undefined: x"},
		fromSection("example.com/m/b", got["example.com/m/b"], "/m"))
	// The C compiler's errors come in no fixed order: the first by
	// position is reported.
	assert.Equal(t, Failure{Package: "example.com/m/cgo", Pos: report.Pos{File: "/m/vendor/x/account.go", Line: 4, Col: 11}, Message: "fatal error: olm/olm.h: No such file or directory"},
		fromSection("example.com/m/cgo", got["example.com/m/cgo"], "/m"))
	assert.Equal(t, Failure{Package: "example.com/m/c", Message: "panic: boom"},
		fromSection("example.com/m/c", got["example.com/m/c"], "/m"))
}

// TestMissingHeaderIsStable: the go command reports the missing C header
// of whichever cgo file failed first, which changes from run to run; the
// failure names the first file by name that includes it, whichever was
// printed.
func TestMissingHeaderIsStable(t *testing.T) {
	dir := t.TempDir()
	for name, src := range map[string]string{
		"error.go":   "package libolm\n\n// #cgo LDFLAGS: -lolm\n// #include <olm/olm.h>\nimport \"C\"\n",
		"account.go": "package libolm\n\n// #cgo LDFLAGS: -lolm\n// #include <olm/olm.h>\nimport \"C\"\n",
		"aaa.go":     "package libolm\n",
	} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644))
	}
	want := Failure{Package: "x/libolm", Pos: report.Pos{File: filepath.Join(dir, "account.go"), Line: 4, Col: 11}, Message: "fatal error: olm/olm.h: No such file or directory"}
	for _, printed := range []string{"error.go", "account.go"} {
		line := filepath.Join(dir, printed) + ":4:11: fatal error: olm/olm.h: No such file or directory"
		assert.Equal(t, want, fromSection("x/libolm", []string{line}, "/"), printed)
	}
	other := filepath.Join(dir, "error.go") + ":4:11: fatal error: olm/olm.h: Permission denied"
	assert.Equal(t, filepath.Join(dir, "error.go"), fromSection("x/libolm", []string{other}, "/").Pos.File, "another error keeps its position")
}

func TestPackageError(t *testing.T) {
	e := &PackageError{Pos: "missing/missing.go:4:8", Err: "no required module provides package example.com/x; to add it:\n\tgo get example.com/x"}
	f := fromPackageError("example.com/m/missing", e, "/m")
	assert.Equal(t, "example.com/m/missing: missing/missing.go:4:8: no required module provides package example.com/x; to add it: go get example.com/x", f.String("/m"))
	assert.Equal(t, "/m/missing/missing.go:4:8: no required module provides package example.com/x; to add it: go get example.com/x", f.Detail(""))
	dep := Failure{Package: "example.com/dep", Dependency: true, Analyzer: "taintflow", Message: "boom"}
	assert.Equal(t, "example.com/dep (dependency): taintflow: boom", dep.String("/m"))
}

func TestCacheKey(t *testing.T) {
	a := CacheKey([]byte("allow: []\n"), "/m", "")
	assert.Equal(t, a, CacheKey([]byte("allow: []\n"), "/m", ""), "the same configuration, the same key")
	assert.NotEqual(t, a, CacheKey([]byte("allow: [] \n"), "/m", ""), "an edited configuration")
	assert.NotEqual(t, a, CacheKey(nil, "/m", ""), "no configuration")
	assert.NotEqual(t, a, CacheKey([]byte("allow: []\n"), "/n", ""), "another checkout")
	assert.NotEqual(t, a, CacheKey([]byte("allow: []\n"), "/m", "x"), "-fresh")
}

// TestLoadErrorOrder: of a package's dependencies' load errors, one at
// an import in its own files comes first, then the earliest by position,
// whatever go list's order (it varies from run to run when the import
// stacks are equal).
func TestLoadErrorOrder(t *testing.T) {
	const lookup = "module lookup disabled by GOPROXY=off"
	errs := []*PackageError{
		{ImportStack: []string{"m/a"}, Pos: "a/a.go:43:2", Err: lookup},
		{ImportStack: []string{"m/a", "m/b"}, Err: "no position"},
		{ImportStack: []string{"m/a"}, Pos: "a/a.go:41:2", Err: lookup},
		{ImportStack: []string{"m/a (test)"}, Pos: "a/a_test.go:5:2", Err: lookup},
		{ImportStack: []string{"m/a"}, Pos: "a/a.go:42:2", Err: lookup},
		{ImportStack: []string{"m/c"}, Pos: "a/a.go:2:2", Err: lookup}, // m/a imports m/c: not its own
	}
	for i := range errs {
		rotated := append(slices.Clone(errs[i:]), errs[:i]...)
		root := &Package{ImportPath: "m/a", DepsErrors: rotated}
		g := &Graph{Tests: map[string][]*Package{}}
		assert.Equal(t, "a/a.go:41:2", g.loadError(root).Pos)

		// The same through the test variants.
		root = &Package{ImportPath: "m/a"}
		g.Tests["m/a"] = []*Package{{ImportPath: "m/a [m/a.test]", ForTest: "m/a", DepsErrors: rotated[1:]}, {ImportPath: "m/a.test", DepsErrors: rotated[:1]}}
		assert.Equal(t, "a/a.go:41:2", g.loadError(root).Pos)
	}
	// Only a dependency's imports: the earliest of them.
	root := &Package{ImportPath: "m/x", DepsErrors: []*PackageError{errs[4], errs[1], errs[2]}}
	assert.Equal(t, "a/a.go:41:2", (&Graph{}).loadError(root).Pos)
}

// TestDebugLines: the engine's -debug summaries are kept from go vet's
// standard error, in order, and nothing else is.
func TestDebugLines(t *testing.T) {
	stderr := "# example.com/p\nagentvet debug: p.F: summary: p0→result\nvet: something else\nagentvet debug: p.G: summary: clean\n"
	assert.Equal(t, []string{"agentvet debug: p.F: summary: p0→result", "agentvet debug: p.G: summary: clean"}, debugLines(stderr))
}
