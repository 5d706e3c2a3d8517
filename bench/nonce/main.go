// Command nonce is a go vet -vettool that runs another vettool and makes the
// bench's measurements possible without changing what is measured.
//
// go vet keys its result cache on the tool's -V=full line. nonce appends a
// nonce to that line, so a fresh nonce gives a vet run with a cold result
// cache while the build cache (export data) stays warm, and the same nonce
// again gives a warm rerun. Every other invocation is passed to the real
// tool unchanged; for the per-package runs nonce also appends one JSON line
// with the child's CPU time and peak RSS to a log, which is how the bench
// finds the largest vettool process.
//
// Environment:
//
//	AGENTVET_BENCH_TOOL   the real vettool (required)
//	AGENTVET_BENCH_NONCE  appended to the tool ID (empty: the ID is unchanged)
//	AGENTVET_BENCH_LOG    file that receives one Record per package run (optional)
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"

	"github.com/agentvet/agentvet/bench/internal/toollog"
)

// Environment variable names (see the package doc).
const (
	envTool  = "AGENTVET_BENCH_TOOL"
	envNonce = "AGENTVET_BENCH_NONCE"
	envLog   = "AGENTVET_BENCH_LOG"
)

func main() {
	code, err := run(os.Args[1:])
	if err != nil {
		fmt.Fprintf(os.Stderr, "nonce: %v\n", err)
		os.Exit(2)
	}
	os.Exit(code)
}

func run(args []string) (int, error) {
	tool := os.Getenv(envTool)
	if tool == "" {
		return 0, fmt.Errorf("%s is not set: it names the vettool to run", envTool)
	}
	if len(args) == 1 && args[0] == "-V=full" {
		return version(tool, os.Getenv(envNonce))
	}
	return runTool(tool, args, os.Getenv(envLog))
}

// version prints the real tool's -V=full line with the nonce in it.
func version(tool, nonce string) (int, error) {
	var out bytes.Buffer
	cmd := exec.Command(tool, "-V=full")
	cmd.Stdout = &out
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("%s -V=full: %v", tool, err)
	}
	line, err := withNonce(out.String(), nonce)
	if err != nil {
		return 0, fmt.Errorf("%s -V=full: %v", tool, err)
	}
	fmt.Println(line)
	return 0, nil
}

// withNonce returns the -V=full line with nonce folded into the part the go
// command uses as the tool ID: the content ID after the last "/" of a
// development build's buildID=, or the whole line of a release tool (such
// as the toolchain's own vet, "vet version go1.26.8").
func withNonce(line, nonce string) (string, error) {
	line = strings.TrimSpace(line)
	f := strings.Fields(line)
	if len(f) < 3 || f[1] != "version" {
		return "", fmt.Errorf("unexpected -V=full output %q", line)
	}
	if nonce == "" {
		return line, nil
	}
	if strings.ContainsAny(nonce, " \t\n/") {
		return "", fmt.Errorf("nonce %q must not contain spaces or slashes", nonce)
	}
	if last := f[len(f)-1]; strings.HasPrefix(last, "buildID=") {
		return strings.TrimSuffix(line, last) + last + "-" + nonce, nil
	}
	return line + " nonce=" + nonce, nil
}

// stderrKeep bounds Record.Stderr; a panic's first goroutine fits.
const stderrKeep = 64 << 10

// head keeps the first stderrKeep bytes written to it.
type head struct{ buf bytes.Buffer }

func (h *head) Write(p []byte) (int, error) {
	if room := stderrKeep - h.buf.Len(); room > 0 {
		h.buf.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

// runTool runs the real tool with args, passing its output through, and
// logs a Record when logPath is set.
func runTool(tool string, args []string, logPath string) (int, error) {
	cmd := exec.Command(tool, args...)
	var errHead head
	cmd.Stdin, cmd.Stdout = os.Stdin, os.Stdout
	cmd.Stderr = io.MultiWriter(os.Stderr, &errHead)
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		return 0, err // the tool did not start
	}
	code := cmd.ProcessState.ExitCode()
	if code < 0 {
		code = 2 // killed by a signal
	}
	if logPath == "" {
		return code, nil
	}
	rec := toollog.Record{WallNS: wall.Nanoseconds(), Exit: code}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rec.UserNS = syscall.TimevalToNsec(ru.Utime)
		rec.SysNS = syscall.TimevalToNsec(ru.Stime)
		rec.MaxRSSKB = ru.Maxrss // kilobytes on Linux
	}
	// go vet passes its flags first and the package's config file last.
	if n := len(args); n > 0 && strings.HasSuffix(args[n-1], ".cfg") {
		rec.ImportPath, rec.VetxOnly = readConfig(args[n-1])
	}
	if code != 0 || rec.VetxOnly {
		rec.Stderr = errHead.buf.String()
	}
	if err := toollog.Append(logPath, rec); err != nil {
		return 0, err
	}
	return code, nil
}

// readConfig returns the package and mode of a unitchecker config file; a
// config it cannot read leaves the record's package empty.
func readConfig(path string) (string, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", false
	}
	var cfg struct {
		ImportPath string
		VetxOnly   bool
	}
	if json.Unmarshal(data, &cfg) != nil {
		return "", false
	}
	return cfg.ImportPath, cfg.VetxOnly
}
