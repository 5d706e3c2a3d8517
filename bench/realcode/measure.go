package main

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Run is one measured command: a go command or an agentvet run.
type Run struct {
	Args []string `json:"args"`
	// Exit is the exit status; -1 when the process was killed by a signal
	// (a crash or the timeout) or did not start.
	Exit     int           `json:"exit"`
	Signal   string        `json:"signal,omitempty"`
	TimedOut bool          `json:"timed_out,omitempty"`
	Wall     time.Duration `json:"wall_ns"`
	// MaxRSSKB is the peak RSS of the largest process of the tree.
	MaxRSSKB int64 `json:"max_rss_kb"`
	// StderrHead is the start of stderr, kept for the report; the whole
	// of it is in the output directory.
	StderrHead string `json:"stderr_head,omitempty"`
	// Err is why the command could not be run at all.
	Err string `json:"error,omitempty"`
}

// command says what to run and where its output goes.
type command struct {
	dir     string
	args    []string // args[0] is the program
	env     []string
	stdout  string // file for stdout ("" = discard)
	stderr  string // file for stderr ("" = discard)
	timeout time.Duration
}

// measure runs c and returns its exit status, wall time and peak RSS. It
// never fails the bench: a crash, a timeout or a failure to start is in
// the Run.
//
// Peak RSS is wait4's ru_maxrss (what bench/internal uses too): the kernel
// folds into a process's usage that of every descendant it waited for, and
// ru_maxrss is then the largest single process of the whole tree. Both
// sides are trees of the same shape — the standalone agentvet drives go
// vet with itself as the vettool, go vet runs one vet process per package
// — so their largest processes compare like with like, and the largest
// process is what a CI runner must have room for. Sampling /proc for the
// sum over concurrent processes would mostly measure go vet's parallelism
// (-p, the same on both sides) and would miss peaks between samples.
func measure(c command) Run {
	run := Run{Args: c.args, Exit: -1}
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.args[0], c.args[1:]...)
	cmd.Dir = c.dir
	cmd.Env = c.env
	// Its own process group, so that a timeout kills go vet's children
	// (and agentvet's go list) too, not just the command.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 30 * time.Second
	var files []*os.File
	defer func() {
		for _, f := range files {
			_ = f.Close()
		}
	}()
	open := func(path string) (*os.File, error) {
		if path == "" {
			return nil, nil
		}
		f, err := os.Create(path)
		if err == nil {
			files = append(files, f)
		}
		return f, err
	}
	stdout, err := open(c.stdout)
	if err != nil {
		run.Err = err.Error()
		return run
	}
	stderr, err := open(c.stderr)
	if err != nil {
		run.Err = err.Error()
		return run
	}
	if stdout != nil {
		cmd.Stdout = stdout
	}
	if stderr != nil {
		cmd.Stderr = stderr
	}
	start := time.Now()
	err = cmd.Run()
	run.Wall = time.Since(start)
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		run.Err = err.Error()
	}
	if ps := cmd.ProcessState; ps != nil {
		run.Exit = ps.ExitCode()
		if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			run.Signal = ws.Signal().String()
		}
		if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
			run.MaxRSSKB = ru.Maxrss
		}
	}
	run.TimedOut = errors.Is(ctx.Err(), context.DeadlineExceeded)
	if c.stderr != "" {
		run.StderrHead = head(c.stderr, 20, 4000)
	}
	return run
}

// head returns the first lines of the file at path, at most maxBytes.
func head(path string, lines, maxBytes int) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer func() { _ = f.Close() }()
	data, _ := io.ReadAll(io.LimitReader(f, int64(maxBytes)))
	s := string(data)
	parts := strings.SplitAfterN(s, "\n", lines+1)
	if len(parts) > lines {
		parts = parts[:lines]
	}
	return strings.TrimRight(strings.Join(parts, ""), "\n")
}
