// Package output renders findings as text and as the go/analysis JSON
// tree, the two formats agentvet shares with go vet.
package output

import (
	"fmt"
	"io"
	"strconv"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
	"github.com/agentvet/agentvet/internal/report"
)

// Text writes one line per reported finding, "file:line:col: analyzer:
// message", with its path below it, one indented line per hop, hops in
// other packages included. File names are relative to dir when they are
// inside it. Suppressed findings are not written.
func Text(w io.Writer, dir string, fs []report.Finding) error {
	for i := range fs {
		f := &fs[i]
		if f.Suppressed {
			continue
		}
		if _, err := fmt.Fprintf(w, "%s: %s: %s\n", Posn(dir, f.Pos), f.Analyzer, f.Message); err != nil {
			return err
		}
		for _, h := range f.Path {
			if _, err := fmt.Fprintf(w, "\t%s: %s\n", Posn(dir, h.Pos), h.What); err != nil {
				return err
			}
		}
	}
	return nil
}

// Posn renders p as "file:line:col", the file relative to dir when it is
// inside dir ("-" for no position).
func Posn(dir string, p report.Pos) string {
	if p.File == "" {
		return "-"
	}
	s := driver.Rel(dir, p.File)
	if p.Line > 0 {
		s += ":" + strconv.Itoa(p.Line)
		if p.Col > 0 {
			s += ":" + strconv.Itoa(p.Col)
		}
	}
	return s
}

// Failures writes one line per package that could not be analysed, to
// the standard error stream in text mode.
func Failures(w io.Writer, dir string, fs []driver.Failure) error {
	for i := range fs {
		if _, err := fmt.Fprintf(w, "agentvet: %s\n", fs[i].String(dir)); err != nil {
			return err
		}
	}
	return nil
}
