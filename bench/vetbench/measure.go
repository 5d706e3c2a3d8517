package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
	"github.com/agentvet/agentvet/bench/internal/toollog"
)

// Run is one measured go vet over one corpus.
type Run struct {
	Corpus   string `json:"corpus"`
	Tool     string `json:"tool"`
	Scenario string `json:"scenario"`
	Round    int    `json:"round"`
	// Wall is the go vet command's elapsed time.
	Wall time.Duration `json:"wall_ns"`
	// CPU is user+sys of the whole process tree: the go command, every
	// vettool (and nonce wrapper) process, and any compile it ran.
	CPU time.Duration `json:"cpu_ns"`
	// TreeRSSKB is the peak RSS of the largest process of the tree, the go
	// command included.
	TreeRSSKB int64 `json:"tree_rss_kb"`
	// ToolCPU and ToolRSSKB are the sum of CPU and the largest peak RSS
	// over the vettool processes alone.
	ToolCPU   time.Duration `json:"tool_cpu_ns"`
	ToolRSSKB int64         `json:"tool_rss_kb"`
	// ToolRuns counts vettool runs, DepRuns those for facts only.
	ToolRuns int `json:"tool_runs"`
	DepRuns  int `json:"dep_runs"`
	// Exit is go vet's exit code: 0, or 1 when a vettool reported.
	Exit int `json:"exit"`
	// Failures names the vettool runs that failed (a panic, an error in a
	// dependency-only run, a crash) with the start of their stderr.
	Failures []string `json:"failures,omitempty"`
}

// vetRun says how to run go vet once.
type vetRun struct {
	dir     string // corpus directory
	nonce   string // vet tool ID nonce
	gocache string // a GOCACHE of its own (fully cold run), or ""
	output  string // file for go vet's stdout and stderr
}

// measure runs go vet -vettool=nonce ./... in r.dir with tool behind the
// wrapper.
func measure(g *benchenv.Go, ts *Toolset, tool Tool, r vetRun) (Run, error) {
	logf, err := os.CreateTemp("", "agentvet-bench-*.jsonl")
	if err != nil {
		return Run{}, err
	}
	logPath := logf.Name()
	_ = logf.Close()
	defer func() { _ = os.Remove(logPath) }()

	out, err := os.Create(r.output)
	if err != nil {
		return Run{}, err
	}
	defer func() { _ = out.Close() }()

	cmd := exec.Command("go", "vet", "-vettool="+ts.Nonce, "./...")
	cmd.Dir = r.dir
	cmd.Env = append(append([]string(nil), g.Env...),
		"AGENTVET_BENCH_TOOL="+tool.Path,
		"AGENTVET_BENCH_NONCE="+r.nonce,
		"AGENTVET_BENCH_LOG="+logPath)
	if r.gocache != "" {
		cmd.Env = append(cmd.Env, "GOCACHE="+r.gocache)
	}
	cmd.Stdout, cmd.Stderr = out, out
	start := time.Now()
	err = cmd.Run()
	run := Run{Tool: tool.Name, Wall: time.Since(start)}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		return Run{}, fmt.Errorf("go vet in %s: %v", r.dir, err)
	}
	run.Exit = cmd.ProcessState.ExitCode()
	// wait4 reports the usage of the go command and of every descendant
	// it waited for; Maxrss is the largest single process among them.
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		run.CPU = time.Duration(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime))
		run.TreeRSSKB = ru.Maxrss
	}
	if err := readToolLog(logPath, &run); err != nil {
		return Run{}, err
	}
	if run.Exit != 0 && run.Exit != 1 {
		return run, fmt.Errorf("go vet in %s (%s) exited %d; output in %s", r.dir, tool.Name, run.Exit, r.output)
	}
	return run, nil
}

// readToolLog adds the wrapper's per-process records to run.
func readToolLog(path string, run *Run) error {
	recs, err := toollog.Read(path)
	if err != nil {
		return err
	}
	for _, rec := range recs {
		run.ToolRuns++
		if rec.VetxOnly {
			run.DepRuns++
		}
		run.ToolCPU += time.Duration(rec.UserNS + rec.SysNS)
		run.ToolRSSKB = max(run.ToolRSSKB, rec.MaxRSSKB)
		if toollog.Failed(rec) {
			run.Failures = append(run.Failures, toollog.Describe(rec))
		}
	}
	sort.Strings(run.Failures) // processes finish in any order
	return nil
}

// appendLine appends a line to the file at path (the leaf edit).
func appendLine(path, line string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	if _, err := f.WriteString("\n" + line + "\n"); err != nil {
		_ = f.Close()
		return err
	}
	return f.Close()
}

// outputName is the file a run's go vet output is kept in.
func outputName(work string, c Corpus, tool, scenario string, round int) string {
	name := strings.ReplaceAll(tool, " ", "") + "-" + scenario + "-r" + fmt.Sprint(round) + ".txt"
	return filepath.Join(work, "out", c.Name, name)
}
