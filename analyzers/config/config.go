// Package config loads agentvet.yaml into a policy.Model: the built-in
// presets it selects plus the producers, sinks, fences, unwrappers,
// persistence sinks, allow entries and analyzer settings it declares.
//
// Loading is strict. An unknown key anywhere, a value of the wrong type, an
// unknown preset, position or origin kind, a sink with no position, an
// empty verbpin package pattern: each is an *Error naming the file, the
// line and the key path. A configuration that means something other than
// what its author wrote is worse than none. What an entry says that only
// the named package's types can confirm (a callback's parameters, an
// argument index) is checked by the Analyzer in each package that can see
// that package, and reported the same way (see typecheck.go).
package config

import (
	"errors"
	"fmt"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/agentvet/agentvet/analyzers/presets"
	"github.com/agentvet/agentvet/internal/policy"
)

// FileName is the configuration file Resolve looks for at a module root.
const FileName = "agentvet.yaml"

// Resolve returns the model for a package in directory pkgDir: the presets
// plus the configuration file at path, or the one Find names.
func Resolve(path, pkgDir string) (*policy.Model, error) {
	if path == "" {
		var err error
		if path, err = Find(pkgDir); err != nil {
			return nil, err
		}
	}
	if path == "" {
		return Default(), nil
	}
	return Load(path)
}

// Find returns the configuration file for a package in directory pkgDir
// when no -config names one: agentvet.yaml at the root of the module
// holding pkgDir (the nearest directory above it with a go.mod), or ""
// when there is none (the presets alone).
//
// A package in the module cache is a dependency analysed for its facts: a
// file its module ships is not the user's policy, and a broken one must
// not fail the user's run, so it gets the presets alone.
func Find(pkgDir string) (string, error) {
	if inModCache(pkgDir) {
		return "", nil
	}
	root, err := moduleRoot(pkgDir)
	if err != nil || root == "" {
		return "", err
	}
	file := filepath.Join(root, FileName)
	switch _, err := os.Stat(file); {
	case errors.Is(err, fs.ErrNotExist):
		return "", nil
	case err != nil:
		return "", fmt.Errorf("config: %w", err)
	}
	return file, nil
}

// Load reads and parses the configuration file at path.
func Load(path string) (*policy.Model, error) {
	m, _, err := load(path)
	return m, err
}

// load is Load, with the claims the Analyzer checks in each package.
func load(path string) (*policy.Model, []typeCheck, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("config: %w", err)
	}
	return parse(path, data)
}

// Default returns the model of every preset with no configuration file.
func Default() *policy.Model {
	m := policy.NewModel()
	for _, p := range presets.All() {
		m.AddPreset(p)
	}
	return m
}

// moduleRoot returns the nearest directory at or above dir that holds a
// go.mod, or "" when there is none.
func moduleRoot(dir string) (string, error) {
	if dir == "" {
		return "", nil
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", fmt.Errorf("config: %w", err)
	}
	for {
		switch _, err := os.Stat(filepath.Join(dir, "go.mod")); {
		case err == nil:
			return dir, nil
		case !errors.Is(err, fs.ErrNotExist):
			return "", fmt.Errorf("config: %w", err)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", nil
		}
		dir = parent
	}
}

// inModCache reports whether dir is inside the module cache: $GOMODCACHE,
// else the first GOPATH entry's pkg/mod. It reads the environment only;
// running "go env" once per package would cost more than the analysis of
// most packages.
// dependency reports whether the package in dir is another module's: in
// the module cache, or vendored into this one.
func dependency(dir string) bool {
	return inModCache(dir) || vendored(dir)
}

// vendored reports whether dir lies under a vendor directory.
func vendored(dir string) bool {
	return slices.Contains(strings.Split(filepath.ToSlash(dir), "/"), "vendor")
}

func inModCache(dir string) bool {
	if dir == "" {
		return false
	}
	cache := os.Getenv("GOMODCACHE")
	if cache == "" {
		gopath := filepath.SplitList(build.Default.GOPATH)
		if len(gopath) == 0 || gopath[0] == "" {
			return false
		}
		cache = filepath.Join(gopath[0], "pkg", "mod")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return false
	}
	rel, err := filepath.Rel(filepath.Clean(cache), abs)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}
