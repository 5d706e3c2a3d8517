// Package output renders findings as text and as the go/analysis JSON
// tree, the two formats agentvet shares with go vet.
package output

import (
	"fmt"
	"go/token"
	"io"
	"path/filepath"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
)

// Text writes one line per reported finding, "file:line:col: analyzer:
// message", with its path below it, one indented line per hop. File
// names are relative to dir when they are inside it. Suppressed findings
// are not written.
func Text(w io.Writer, dir string, fs []driver.Finding) error {
	for i := range fs {
		f := &fs[i]
		if f.Suppressed {
			continue
		}
		if _, err := fmt.Fprintf(w, "%s: %s: %s\n", Posn(dir, f.Posn), f.Analyzer, f.Message); err != nil {
			return err
		}
		for _, r := range f.Related {
			if _, err := fmt.Fprintf(w, "\t%s: %s\n", Posn(dir, r.Posn), r.Message); err != nil {
				return err
			}
		}
	}
	return nil
}

// Posn renders p as "file:line:col" with the file relative to dir when it
// is inside dir.
func Posn(dir string, p token.Position) string {
	p.Filename = Rel(dir, p.Filename)
	return p.String()
}

// Rel returns file relative to dir when it is inside dir, else file.
func Rel(dir, file string) string {
	if dir == "" || file == "" {
		return file
	}
	if rel, err := filepath.Rel(dir, file); err == nil && filepath.IsLocal(rel) {
		return rel
	}
	return file
}
