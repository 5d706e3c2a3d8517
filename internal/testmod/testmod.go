// Package testmod prepares the fixture modules of agentvet's analyzer
// tests. analysistest loads a module-mode testdata directory with
// GOPROXY=off, so every module the fixtures import (the real SDKs, at the
// versions their go.mod pins) must already be in the module cache when it
// runs. Prepare puts them there through the ordinary proxy, once per
// directory per test binary.
package testmod

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// prepared remembers, per test binary, the fixture directories whose
// modules are already in the cache, so a package with several tests (and
// benchmarks run with -count) downloads once.
var prepared sync.Map // absolute dir → *result

type result struct {
	once sync.Once
	err  error
}

// Prepare makes sure the modules of the fixture module rooted at dir are in
// the module cache, downloading them through the proxy in the environment
// (or the default proxy) with -mod=mod, and fails t if that is not
// possible: a fixture that cannot be loaded checks nothing.
func Prepare(t testing.TB, dir string) {
	t.Helper()
	if err := prepare(dir); err != nil {
		t.Fatalf("preparing fixture module %s: %v", dir, err)
	}
}

func prepare(dir string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(abs, "go.mod")); err != nil {
		return fmt.Errorf("not a module root: %w", err)
	}
	v, _ := prepared.LoadOrStore(abs, new(result))
	r := v.(*result)
	r.once.Do(func() {
		// go mod download fetches the build list; go list -deps then
		// resolves every package the fixtures import (and their tests'
		// imports), which is exactly what go/packages will ask for
		// offline.
		if r.err = goCmd(abs, "mod", "download"); r.err != nil {
			return
		}
		r.err = goCmd(abs, "list", "-deps", "-test", "./...")
	})
	return r.err
}

// goCmd runs the go command in dir with the proxy enabled and the module
// graph allowed to be completed, discarding stdout.
func goCmd(dir string, args ...string) error {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = Env()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, stderr.Bytes())
	}
	return nil
}

// Env returns the environment for go commands that may reach the module
// proxy: the process environment with GOFLAGS=-mod=mod, GOWORK=off, and
// GOPROXY restored to the default when a caller (an earlier analysistest
// run in the same process, say) switched it off.
func Env() []string { return withFlags("-mod=mod") }

// LoadEnv returns the environment for loading packages of a fixture module
// Prepare has readied: Env with GOFLAGS=-mod=readonly. A test that loads a
// package no module of the fixture's go.mod provides gets a load error it
// can report, instead of a go.mod silently rewritten with the package's
// latest module (which moved a fixture's dependencies once, and broke the
// next test that type-checked them).
func LoadEnv() []string { return withFlags("-mod=readonly") }

// withFlags is the process environment with the proxy back on, no
// workspace, and GOFLAGS set to flags alone.
func withFlags(flags string) []string {
	var env []string
	for _, kv := range os.Environ() {
		switch {
		case strings.HasPrefix(kv, "GOFLAGS="), strings.HasPrefix(kv, "GOWORK="):
			continue
		case kv == "GOPROXY=off":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "GOFLAGS="+flags, "GOWORK=off")
}

// Download is Prepare for a TestMain, which has no testing.TB: it returns
// the error instead of failing a test.
func Download(dir string) error { return prepare(dir) }

// Main prepares the fixture modules in dirs and runs the tests; a module
// that cannot be prepared fails the whole binary, loudly, before any test
// mistakes an offline load error for an analyzer failure.
func Main(m *testing.M, dirs ...string) {
	for _, dir := range dirs {
		if err := prepare(dir); err != nil {
			fmt.Fprintf(os.Stderr, "preparing fixture module %s: %v\n", dir, err)
			os.Exit(1)
		}
	}
	os.Exit(m.Run())
}

// Pinned fails t unless the go.mod of the fixture module at dir requires
// each module path in want at exactly the given version. A tidy go.mod
// lists every selected version, so this catches a go get or go mod tidy
// that moved an SDK off the version the presets were written against.
func Pinned(t testing.TB, dir string, want map[string]string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "require "))
		if len(f) >= 2 && strings.HasPrefix(f[1], "v") {
			got[f[0]] = f[1]
		}
	}
	for path, version := range want {
		if got[path] != version {
			t.Errorf("%s/go.mod: %s is at %q, want %s", dir, path, got[path], version)
		}
	}
}
