package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

func TestLoadStatus(t *testing.T) {
	for _, tc := range []struct {
		run   Run
		errs  []PkgError
		parse error
		want  string
	}{
		{Run{Exit: 0}, nil, nil, "ok"},
		{Run{Exit: 1}, nil, nil, "ok"},
		{Run{Exit: 3, StderrHead: "x.go:1:1: undefined: y"}, nil, nil, "load failed (exit 3)"},
		{Run{Exit: 3}, []PkgError{{"p", "taintflow", "budget"}, {"q", "agentvet", "no vetx"}}, nil, "analyzer error (exit 3)"},
		{Run{Exit: 3}, []PkgError{{"p", "agentvet", "x"}, {"q", "agentvet", "no vetx"}}, nil, "partial: 2 packages not analysed (exit 3)"},
		{Run{Exit: 2, StderrHead: "panic: runtime error\n\ngoroutine 1"}, nil, nil, "crashed (exit 2)"},
		{Run{Exit: 2, StderrHead: "agentvet: config: no such file"}, nil, nil, "failed (exit 2)"},
		{Run{Exit: 2, StderrHead: "x\nfatal error: all goroutines are asleep - deadlock!"}, nil, nil, "crashed (exit 2)"},
		// cgo: the C compiler's fatal error is a load failure.
		{Run{Exit: 3, StderrHead: "-: # example.com/olm\n/m/olm/account.go:4:11: fatal error: olm/olm.h: No such file or directory"}, nil, nil, "load failed (exit 3)"},
		{Run{Exit: -1, Signal: "killed"}, nil, nil, "crashed (killed)"},
		{Run{Exit: -1, Signal: "killed", TimedOut: true}, nil, nil, "timeout"},
		{Run{Exit: 1}, nil, errors.New("bad JSON"), "bad output: bad JSON"},
	} {
		if got := loadStatus(&tc.run, tc.errs, tc.parse); got != tc.want {
			t.Errorf("%+v: got %q, want %q", tc.run, got, tc.want)
		}
	}
}

func TestFirstDiff(t *testing.T) {
	if d := firstDiff([]byte("a\nb\n"), []byte("a\nb\n")); d != "" {
		t.Errorf("equal: %q", d)
	}
	d := firstDiff([]byte("a\nb\nc\n"), []byte("a\nX\nc\n"))
	if !strings.Contains(d, "line 2") || !strings.Contains(d, `"b"`) || !strings.Contains(d, `"X"`) {
		t.Errorf("changed line: %q", d)
	}
	if d := firstDiff([]byte("a\n"), []byte("a\nmore\n")); !strings.Contains(d, `"more"`) {
		t.Errorf("longer: %q", d)
	}
}

// Two cold copies run the same program but are different tools to go vet.
func TestColdCopy(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "tool")
	if err := os.WriteFile(bin, []byte("\x7fELF program"), 0o755); err != nil {
		t.Fatal(err)
	}
	a, err := coldCopy(bin, dir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := coldCopy(bin, dir)
	if err != nil {
		t.Fatal(err)
	}
	da, _ := os.ReadFile(a)
	db, _ := os.ReadFile(b)
	if !bytes.HasPrefix(da, []byte("\x7fELF program")) || !bytes.HasPrefix(db, []byte("\x7fELF program")) || bytes.Equal(da, db) {
		t.Errorf("copies: %q, %q", da, db)
	}
	if st, err := os.Stat(a); err != nil || st.Mode().Perm() != 0o755 {
		t.Errorf("mode %v, %v", st.Mode(), err)
	}
}

// TestLoadable: go vet is given ./... when the module loads whole, and the
// packages that load when one does not (a missing import here).
func TestLoadable(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/m\n\ngo 1.22\n")
	write("a/a.go", "package a\n")
	write("b/b.go", "package b\n\nimport _ \"example.com/m/a\"\n")
	g := &benchenv.Go{Env: append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off")}
	if got := loadable(g, dir); strings.Join(got, " ") != "./..." {
		t.Fatalf("a module that loads whole: got %q, want ./...", got)
	}
	write("c/c.go", "package c\n\nimport _ \"example.com/missing/x\"\n")
	write("d/d.go", "package d\n\nimport _ \"example.com/m/c\"\n")
	if got := loadable(g, dir); strings.Join(got, " ") != "example.com/m/a example.com/m/b" {
		t.Fatalf("a package with a missing import and its importer left out: got %q", got)
	}
}
