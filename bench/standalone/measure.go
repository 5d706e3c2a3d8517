package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

// Sample is one measured command.
type Sample struct {
	Wall time.Duration
	// CPU is user+sys of the process tree (wait4 folds in every
	// descendant waited for: go list, go vet, each vettool).
	CPU time.Duration
	// RSSKB is the peak RSS of the largest process of the tree.
	RSSKB  int64
	Exit   int
	Stdout []byte
	Stderr []byte
}

// Report is what was measured on one corpus.
type Report struct {
	Corpus             string
	Packages           int // matched by ./...
	Loadable           int // without load errors: what go vet is given
	VetFirst, VetRerun Sample
	AvFirst, AvRerun   Sample
	// Runs are the fresh runs compared for determinism; the last one at
	// GOMAXPROCS=1. Outputs holds where each one's stdout and stderr were
	// saved, to diff when they differ.
	Runs    []Sample
	Outputs []string
}

// environment is the measured commands': offline, module mode.
func environment(extra ...string) []string {
	env := append(os.Environ(), "GOTOOLCHAIN=local", "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off")
	return append(env, extra...)
}

func measureCorpus(c Corpus, dir, agentvet string, runs int) (*Report, error) {
	r := &Report{Corpus: c.Name}
	all, loadable, err := (&benchenv.Go{Env: environment()}).Packages(dir)
	if err != nil {
		return nil, err
	}
	r.Packages, r.Loadable = len(all), len(loadable)
	nonce := strconv.FormatInt(time.Now().UnixNano(), 36)

	// go vet's own analyzers, cold: a vet flag go vet keys its cache on
	// (a printf wrapper name no code has) makes every unit a miss while
	// the build cache stays warm. It gets the packages that load: go vet
	// does nothing at all when one does not.
	vetArgs := append([]string{"vet", "-printf.funcs=benchnonce" + nonce}, loadable...)
	// A warm-up run (another nonce) fills the build cache: what go vet
	// compiles is not what is measured.
	fmt.Fprintf(os.Stderr, "   warm-up\n")
	if _, err := sample(dir, environment(), "go", append([]string{"vet", "-printf.funcs=benchwarm" + nonce}, loadable...)...); err != nil {
		return nil, err
	}
	fmt.Fprintf(os.Stderr, "   go vet\n")
	if r.VetFirst, err = sample(dir, environment(), "go", vetArgs...); err != nil {
		return nil, err
	}
	if r.VetRerun, err = sample(dir, environment(), "go", vetArgs...); err != nil {
		return nil, err
	}

	// agentvet, cold the same way: the configuration's content is in its
	// cache key, so a comment with the nonce makes every unit a miss.
	cfg := filepath.Join(os.TempDir(), "agentvet-standalone-"+nonce+".yaml")
	if err := os.WriteFile(cfg, []byte("# standalone bench "+nonce+"\n"), 0o644); err != nil {
		return nil, err
	}
	defer func() { _ = os.Remove(cfg) }()
	avArgs := []string{"-config", cfg, "-format", "json", "./..."}
	fmt.Fprintf(os.Stderr, "   agentvet first run\n")
	if r.AvFirst, err = sample(dir, environment(), agentvet, avArgs...); err != nil {
		return nil, err
	}
	if r.AvRerun, err = sample(dir, environment(), agentvet, avArgs...); err != nil {
		return nil, err
	}
	if !bytes.Equal(r.AvFirst.Stdout, r.AvRerun.Stdout) {
		return nil, errors.New("the rerun printed other findings than the first run")
	}

	for i := 0; c.Determinism && i <= runs; i++ {
		var extra []string
		if i == runs {
			extra = []string{"GOMAXPROCS=1"}
		}
		fmt.Fprintf(os.Stderr, "   determinism run %d %s\n", i+1, strings.Join(extra, " "))
		s, err := sample(dir, environment(extra...), agentvet, "-fresh", "-format", "json", "./...")
		if err != nil {
			return nil, err
		}
		r.Runs = append(r.Runs, s)
		base := filepath.Join(os.TempDir(), fmt.Sprintf("agentvet-standalone-%s-%s-run%d", c.Name, nonce, i+1))
		if err := os.WriteFile(base+".json", s.Stdout, 0o644); err != nil {
			return nil, err
		}
		if err := os.WriteFile(base+".stderr", s.Stderr, 0o644); err != nil {
			return nil, err
		}
		r.Outputs = append(r.Outputs, base)
	}
	return r, nil
}

// sample runs name args in dir, measures it, and logs the figures to
// stderr (a run stopped half way keeps them).
func sample(dir string, env []string, name string, args ...string) (Sample, error) {
	s, err := sample1(dir, env, name, args...)
	if err == nil {
		fmt.Fprintf(os.Stderr, "      %s: wall %.1fs, CPU %.1fs, peak RSS %d MB, exit %d, output %s\n",
			filepath.Base(name), s.Wall.Seconds(), s.CPU.Seconds(), s.RSSKB/1024, s.Exit, s.hash())
	}
	return s, err
}

func sample1(dir string, env []string, name string, args ...string) (Sample, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	s := Sample{Wall: time.Since(start), Stdout: stdout.Bytes(), Stderr: stderr.Bytes()}
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		s.Exit = exit.ExitCode()
	case err != nil:
		return s, err
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		s.CPU = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		s.RSSKB = ru.Maxrss
	}
	return s, nil
}

// hash is a short digest of what a run printed and how it exited.
func (s Sample) hash() string {
	h := sha256.New()
	fmt.Fprintf(h, "exit %d\n", s.Exit)
	h.Write(s.Stdout)
	h.Write([]byte("\x00"))
	h.Write(s.Stderr)
	return hex.EncodeToString(h.Sum(nil))[:12]
}

// counts returns the findings and the packages that could not be
// analysed in agentvet's JSON output.
func (s Sample) counts() (findings, failures int) {
	var tree map[string]map[string]json.RawMessage
	if json.Unmarshal(s.Stdout, &tree) != nil {
		return -1, -1
	}
	for _, byAnalyzer := range tree {
		for _, raw := range byAnalyzer {
			var list []json.RawMessage
			if json.Unmarshal(raw, &list) == nil {
				findings += len(list)
			} else {
				failures++
			}
		}
	}
	return findings, failures
}
