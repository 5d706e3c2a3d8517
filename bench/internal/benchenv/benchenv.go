// Package benchenv runs the go command for the bench and the corpus run,
// and sets up their corpora: real modules from the module proxy, copied
// out of the module cache into a writable directory and vetted there as
// the main module.
package benchenv

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Go runs the go command with a fixed environment: the local toolchain, no
// workspace, and module mode that may fill in go.sum (the corpus copies
// are the bench's own).
type Go struct {
	Env []string
}

// NewGo returns a Go with the environment of this process plus the bench's
// settings.
func NewGo() *Go {
	env := append(os.Environ(), "GOTOOLCHAIN=local", "GOWORK=off", "GOFLAGS=-mod=mod -buildvcs=false")
	return &Go{Env: env}
}

// Output runs go args in dir and returns its stdout; the error carries
// stderr.
func (g *Go) Output(dir string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = g.Env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s (in %s): %v\n%s", strings.Join(args, " "), dir, err, stderr.Bytes())
	}
	return out, nil
}

// Packages returns the packages ./... matches in dir and those of them
// that load (no error in the package or its dependencies): what go vet is
// given when ./... does not load whole, since it then vets nothing.
func (g *Go) Packages(dir string) (all, loadable []string, err error) {
	out, err := g.Output(dir, "list", "-e", "-json=ImportPath,Error,DepsErrors", "./...")
	if err != nil {
		return nil, nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p struct {
			ImportPath string
			Error      *struct{ Err string }
			DepsErrors []struct{ Err string }
		}
		if err := dec.Decode(&p); err != nil {
			return nil, nil, err
		}
		all = append(all, p.ImportPath)
		if p.Error == nil && len(p.DepsErrors) == 0 {
			loadable = append(loadable, p.ImportPath)
		}
	}
	return all, loadable, nil
}

// ModuleRoot returns the directory of the module the go command sees from
// the current directory (the agentvet module, for the bench).
func (g *Go) ModuleRoot() (string, error) {
	out, err := g.Output("", "env", "GOMOD")
	if err != nil {
		return "", err
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("run this inside the agentvet module (go env GOMOD is empty)")
	}
	return filepath.Dir(gomod), nil
}

// readyMark is written last by Fetch, so an interrupted copy is redone.
const readyMark = ".agentvet-bench-ready"

// Fetch returns a writable copy of module@version under work/corpora,
// making it on first use: it downloads the module, copies it out of the
// module cache and downloads every module its packages and tests import,
// so that no measured run downloads anything.
func Fetch(g *Go, work, module, version string) (string, error) {
	name := strings.ReplaceAll(module, "/", "_") + "@" + version
	dir := filepath.Join(work, "corpora", name)
	if _, err := os.Stat(filepath.Join(dir, readyMark)); err == nil {
		return dir, nil
	}
	if err := os.RemoveAll(dir); err != nil {
		return "", err
	}
	out, err := g.Output("", "mod", "download", "-json", module+"@"+version)
	if err != nil {
		return "", err
	}
	var dl struct{ Dir, Error string }
	if err := json.Unmarshal(out, &dl); err != nil {
		return "", fmt.Errorf("go mod download %s@%s: %v", module, version, err)
	}
	if dl.Error != "" {
		return "", fmt.Errorf("go mod download %s@%s: %s", module, version, dl.Error)
	}
	if err := CopyTree(dl.Dir, dir); err != nil {
		return "", err
	}
	if _, err := g.Output(dir, "list", "-deps", "-test", "-f", "{{.ImportPath}}", "./..."); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, readyMark), nil, 0o644); err != nil {
		return "", err
	}
	return dir, nil
}

// CopyTree copies the directories and regular files of src to dst,
// writable (the module cache is read-only).
func CopyTree(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		return copyFile(path, target)
	})
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer func() { _ = in.Close() }()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		_ = out.Close()
		return err
	}
	return out.Close()
}

// WorkDir returns dir made absolute, or, when dir is empty, agentvet-bench
// in the user cache directory. Corpora live outside the agentvet module:
// they are modules of their own and must not be walked by gofmt or linters
// run at its root.
func WorkDir(dir string) (string, error) {
	if dir == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			return "", fmt.Errorf("no work directory: %v", err)
		}
		dir = filepath.Join(cache, "agentvet-bench")
	}
	return filepath.Abs(dir)
}

// Build builds the package pkg of the module at root into the file out.
func (g *Go) Build(root, out, pkg string) error {
	_, err := g.Output(root, "build", "-o", out, pkg)
	return err
}

// AgentvetPackage is the package of the agentvet binary, which is also
// its go vet -vettool.
const AgentvetPackage = "./cmd/agentvet"
