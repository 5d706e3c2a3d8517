// Package toollog is the log the bench's nonce wrapper writes: one JSON
// line per vettool process, with the process's CPU time, peak RSS, exit
// code and, when it went wrong, the start of its stderr.
package toollog

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Record is what the wrapper logs about one run of the real vettool.
type Record struct {
	ImportPath string `json:"pkg"` // empty for runs without a package config (-flags)
	VetxOnly   bool   `json:"vetxonly"`
	UserNS     int64  `json:"user_ns"`
	SysNS      int64  `json:"sys_ns"`
	MaxRSSKB   int64  `json:"maxrss_kb"`
	WallNS     int64  `json:"wall_ns"`
	Exit       int    `json:"exit"`
	// Stderr is the start of the tool's stderr, kept when the run failed
	// or when a dependency-only run (whose output go vet may not show)
	// wrote anything: that is where a panic's stack trace is.
	Stderr string `json:"stderr,omitempty"`
}

// Append appends rec to the log at path as one line. A single write to a
// file opened with O_APPEND keeps the lines of concurrent processes whole.
func Append(path string, rec Record) error {
	line, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(append(line, '\n')); err != nil {
		_ = f.Close()
		return err
	}
	return f.Close()
}

// Read returns the records of the log at path that name a package, in
// log order.
func Read(path string) ([]Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<20)
	var recs []Record
	for line := 1; sc.Scan(); line++ {
		var rec Record
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		if rec.ImportPath != "" {
			recs = append(recs, rec)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return recs, nil
}

// Failed reports whether a vettool run went wrong rather than merely
// reporting: any non-zero exit of a facts-only run (unitchecker exits 1
// there only on an error, and go vet does not show it), a crash or signal,
// or a panic's or internal error's trace on stderr.
func Failed(rec Record) bool {
	switch {
	case rec.Exit != 0 && rec.VetxOnly:
		return true
	case rec.Exit != 0 && rec.Exit != 1:
		return true
	}
	return strings.Contains(rec.Stderr, "panic:") || strings.Contains(rec.Stderr, "internal error")
}

// Describe is a one-line account of a failed run: package, exit code and
// the first lines of stderr.
func Describe(rec Record) string {
	lines := strings.SplitN(strings.TrimSpace(rec.Stderr), "\n", 4)
	if len(lines) > 3 {
		lines = lines[:3]
	}
	return fmt.Sprintf("%s (exit %d): %s", rec.ImportPath, rec.Exit, strings.Join(lines, " | "))
}
