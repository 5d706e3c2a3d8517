// Package e2e holds what the end-to-end tests of the agentvet binary
// share: building it, preparing a copy of the fixture module
// cmd/agentvet/testdata/mod (which imports the real SDKs from the module
// proxy), running commands, and reading findings out of text output.
//
// The tests live in two packages, cmd/agentvet (standalone) and
// cmd/agentvet/internal/vettest (go vet -vettool, which compiles the
// fixture's dependencies into a fresh build cache), so that each has its
// own go test timeout on a loaded machine.
package e2e

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/internal/testmod"
)

// Env is a prepared test environment.
type Env struct {
	Binary  string // the built agentvet
	Fixture string // a prepared copy of testdata/mod, read-only for tests
	Repo    string // the agentvet module root
}

// Setup builds cmd/agentvet into tmp and prepares a copy of its fixture
// module there. repo is the agentvet module root.
func Setup(tmp, repo string) (*Env, error) {
	e := &Env{Repo: repo, Binary: filepath.Join(tmp, "agentvet"), Fixture: filepath.Join(tmp, "mod")}
	// Built in this module as it stands (no -mod=mod: a test must not
	// edit the repository's go.mod).
	build := exec.Command("go", "build", "-o", e.Binary, "./cmd/agentvet")
	build.Dir = repo
	if out, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go build: %v\n%s", err, out)
	}
	if err := e.CopyFixture(e.Fixture); err != nil {
		return nil, err
	}
	// The proxy is reachable: fetch the SDKs the fixture imports, so
	// later runs only read the module cache.
	for _, args := range [][]string{{"mod", "download"}, {"list", "-deps", "-test", "./..."}} {
		if out, err := goCmd(e.Fixture, args...); err != nil {
			return nil, fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	return e, nil
}

// Main is the TestMain of an end-to-end test package whose directory is
// rel (a relative path) below the agentvet module root; it sets *env.
func Main(m *testing.M, rel string, env **Env) int {
	tmp, err := os.MkdirTemp("", "agentvet-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer func() { _ = os.RemoveAll(tmp) }()
	up := strings.Repeat("../", strings.Count(filepath.ToSlash(filepath.Clean(rel)), "/")+1)
	repo, err := filepath.Abs(up)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if *env, err = Setup(tmp, repo); err != nil {
		fmt.Fprintln(os.Stderr, "agentvet e2e setup:", err)
		return 1
	}
	return m.Run()
}

// CopyFixture copies testdata/mod to dst and points its replace directive
// at the repository, wherever the copy lives.
func (e *Env) CopyFixture(dst string) error {
	src := filepath.Join(e.Repo, "cmd", "agentvet", "testdata", "mod")
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		return err
	}
	out, err := goCmd(dst, "mod", "edit", "-replace", "github.com/agentvet/agentvet="+e.Repo)
	if err != nil {
		return fmt.Errorf("go mod edit: %v\n%s", err, out)
	}
	return nil
}

// CopyOf returns a fresh copy of the fixture module for a test that
// changes it.
func (e *Env) CopyOf(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "mod")
	require.NoError(t, e.CopyFixture(dir))
	return dir
}

func goCmd(dir string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = testmod.Env()
	return cmd.CombinedOutput()
}

// Result is one run of a command.
type Result struct {
	Stdout, Stderr string
	Code           int
}

// Run runs name with args in dir, in the fixture's environment plus env.
func Run(t *testing.T, dir string, env []string, name string, args ...string) Result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(testmod.Env(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	code := 0
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return Result{stdout.String(), stderr.String(), code}
}

// Agentvet runs the binary in dir.
func (e *Env) Agentvet(t *testing.T, dir string, args ...string) Result {
	t.Helper()
	return Run(t, dir, nil, e.Binary, args...)
}

// WantFindings are the fixture's hazards, as "file:line: analyzer".
var WantFindings = []string{
	"agent/agent.go:29: taintflow",           // an MCP tool result in a go-openai system message
	"prompt/prompt.go:13: taintflow",         // a //agentvet:producer page in a //agentvet:sink persona
	"summarize/summarize.go:16: unwrapaudit", // taint.Unwrap concatenated into the persona
	"summarize/summarize.go:23: unwrapaudit", // guard.Plain(taint.Unwrap(doc)) in guard.Input.System
	"supervise/supervise.go:11: verbpin",     // tmux send-keys from a //agentvet:noactuate package
}

// MotdConfig declares motd.Get a producer, which only the configuration
// file does: a finding at prompt/prompt.go:25 proves the file reached the
// analyzers.
const MotdConfig = "producers:\n  - func: example.com/agentvetfixture/motd.Get\n    origin: web:motd\n"

// findingLine matches a finding line of text output (the hops below it
// are indented), with go vet's or agentvet's layout.
var findingLine = regexp.MustCompile(`^(\S+\.go):(\d+):\d+: (?:(\w+): )?`)

// FindingsOf returns the "file:line: analyzer" of each finding line of
// text output; analyzer is "" where the format does not name it (go vet).
func FindingsOf(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, ": \t") {
			continue // a hop of a path, as go vet prints it
		}
		if m := findingLine.FindStringSubmatch(line); m != nil {
			out = append(out, m[1]+":"+m[2]+": "+m[3])
		}
	}
	return out
}

// WithoutAnalyzers drops the analyzer names of findings, for go vet's
// output, which does not print them.
func WithoutAnalyzers(fs []string) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f[:strings.LastIndex(f, " ")+1])
	}
	return out
}
