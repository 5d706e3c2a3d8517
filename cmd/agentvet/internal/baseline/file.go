package baseline

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/agentvet/agentvet/internal/report"
)

// Version is the version of the baseline file format this package
// writes and the only one it reads. Version 2 fingerprints the structured
// finding (producers, sink, position) rather than the text of its path.
const Version = 2

// File is a baseline file.
type File struct {
	Version  int     `json:"version"`
	Tool     string  `json:"tool"`
	Findings []Entry `json:"findings"`
}

// Entry is one accepted finding. Only Fingerprint is matched; the other
// fields are there for the person reviewing the file, and hold no line
// numbers so that the file does not churn when code moves.
type Entry struct {
	Fingerprint string `json:"fingerprint"`
	Analyzer    string `json:"analyzer"`
	Category    string `json:"category,omitempty"`
	Package     string `json:"package"`
	Func        string `json:"function,omitempty"`
	File        string `json:"file"`
	Message     string `json:"message"`
}

func compareEntries(a, b Entry) int {
	return cmp.Or(
		cmp.Compare(a.Package, b.Package),
		cmp.Compare(a.File, b.File),
		cmp.Compare(a.Func, b.Func),
		cmp.Compare(a.Analyzer, b.Analyzer),
		cmp.Compare(a.Category, b.Category),
		cmp.Compare(a.Message, b.Message),
		cmp.Compare(a.Fingerprint, b.Fingerprint),
	)
}

// New returns the baseline of findings (suppressed ones excluded), with
// file names relative to root, sorted.
func New(findings []report.Finding, root string) *File {
	b := &File{Version: Version, Tool: "agentvet", Findings: []Entry{}}
	for i := range findings {
		f := &findings[i]
		if f.Suppressed {
			continue
		}
		file := f.Pos.File
		if rel, err := filepath.Rel(root, file); err == nil && filepath.IsLocal(rel) {
			file = filepath.ToSlash(rel)
		}
		category := f.Category
		if category == f.Analyzer {
			category = "" // the analyzer's default category says nothing more
		}
		b.Findings = append(b.Findings, Entry{
			Fingerprint: Fingerprint(f),
			Analyzer:    f.Analyzer,
			Category:    category,
			Package:     f.Package,
			Func:        f.Func,
			File:        file,
			Message:     StripLines(f.Message),
		})
	}
	slices.SortFunc(b.Findings, compareEntries)
	return b
}

// Write writes b to path as indented JSON ending in a newline.
func (b *File) Write(path string) error {
	data, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// Read reads and checks the baseline file at path. Its errors name the
// file and, for malformed JSON, the line.
func Read(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("baseline: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var b File
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("%s:%d: baseline is not valid: %v", path, errorLine(data, dec, err), err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%s:%d: baseline has data after its JSON object", path, lineAt(data, dec.InputOffset()))
	}
	if b.Version != Version {
		return nil, fmt.Errorf("%s: baseline version %d is not supported (want %d; rewrite it with -write-baseline)", path, b.Version, Version)
	}
	for i, e := range b.Findings {
		if len(e.Fingerprint) != sha256Hex {
			return nil, fmt.Errorf("%s: baseline finding %d has no valid fingerprint", path, i+1)
		}
	}
	return &b, nil
}

const sha256Hex = 64

// errorLine returns the 1-based line of a JSON decoding error.
func errorLine(data []byte, dec *json.Decoder, err error) int {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return lineAt(data, syn.Offset)
	case errors.As(err, &typ):
		return lineAt(data, typ.Offset)
	}
	return lineAt(data, dec.InputOffset())
}

func lineAt(data []byte, off int64) int {
	off = min(max(off, 0), int64(len(data)))
	return 1 + bytes.Count(data[:off], []byte("\n"))
}

// Filter returns the findings of fs that b does not accept. Each entry
// accepts one finding with its fingerprint, so a hazard copied a second
// time is new. Suppressed findings pass through untouched: they are not
// reported anyway, and SARIF lists them.
func (b *File) Filter(fs []report.Finding) []report.Finding {
	left := map[string]int{}
	for _, e := range b.Findings {
		left[e.Fingerprint]++
	}
	var out []report.Finding
	for i := range fs {
		f := &fs[i]
		if !f.Suppressed {
			fp := Fingerprint(f)
			if left[fp] > 0 {
				left[fp]--
				continue
			}
		}
		out = append(out, *f)
	}
	return out
}
