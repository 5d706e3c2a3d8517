package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Finding is one diagnostic of an agentvet run, reduced to what the triage
// judges.
type Finding struct {
	File     string `json:"file"` // relative to the module root, slash-separated
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Category string `json:"category"` // the category, or the analyzer when it has none
	Message  string `json:"message"`
	// Says is the finding's claim: the instruction position, the sink
	// and the producers' origins (claim), or "" for a diagnostic that
	// carries none of them. A triage verdict with a says: holds for this
	// claim only, so that a line whose claim changes is judged again.
	Says string `json:"says,omitempty"`
	// From is where the finding's producers are, "file:line" relative to
	// the module root, sorted (a producer in another module is left out):
	// a hazard's shared lines can require one of its own producer lines.
	From []string `json:"from,omitempty"`
}

// Key identifies a finding across runs and in the triage: file, line and
// category. Columns and messages are left out on purpose: a reworded
// message or a moved column is the same finding for its reviewer.
type Key struct {
	File     string
	Line     int
	Category string
}

// Key returns f's key.
func (f *Finding) Key() Key { return Key{f.File, f.Line, f.Category} }

func (k Key) String() string { return fmt.Sprintf("%s:%d %s", k.File, k.Line, k.Category) }

// PkgError is an {"error": …} entry of agentvet's JSON: an analyzer that
// failed on a package, or (under the key failureKey) a package that could
// not be analysed at all because it did not load or type-check.
type PkgError struct {
	Package  string `json:"package"`
	Analyzer string `json:"analyzer"`
	Err      string `json:"error"`
}

func (e PkgError) String() string { return e.Package + ": " + e.Analyzer + ": " + e.Err }

// failureKey is the analyzer key under which agentvet's JSON lists a
// package it could not analyse (output.FailureKey).
const failureKey = "agentvet"

// parseFindings reads agentvet's JSON output — the go/analysis tree
// {"pkg":{"analyzer":[{"posn":"file:line:col","message":…,"category":…}]}},
// where an analyzer that failed has {"error":"…"} instead of a list — and
// returns the findings, de-duplicated by Key (a package and its test
// variant report the same line) and sorted, plus the error entries.
// root is the module root the file names are made relative to.
//
// Of the findings that share a key, the one kept is the first in
// sortFindings' order: the lowest Says in byte order, then the lowest
// column, then the lowest message, so the claim a key stands for does
// not depend on map order.
//
// This is the one place that knows the output's shape. Of the structured
// fields the diagnostics carry besides, position, sink and
// producers[].origin make the finding's Says (claim) and producers[].posn
// its From; function and the producers' other fields are not needed, and a change of shape changes
// only this function.
func parseFindings(data []byte, root string) ([]Finding, []PkgError, error) {
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(data, &tree); err != nil {
		return nil, nil, fmt.Errorf("agentvet JSON: %v", err)
	}
	type diagnostic struct {
		Posn      string `json:"posn"`
		Message   string `json:"message"`
		Category  string `json:"category"`
		Position  string `json:"position"`
		Sink      string `json:"sink"`
		Producers []struct {
			Origin string `json:"origin"`
			Posn   string `json:"posn"`
		} `json:"producers"`
	}
	var out []Finding
	var errs []PkgError
	for pkg, analyzers := range tree {
		for analyzer, raw := range analyzers {
			var failed struct {
				Error string `json:"error"`
			}
			if len(raw) > 0 && raw[0] == '{' {
				if err := json.Unmarshal(raw, &failed); err != nil {
					return nil, nil, fmt.Errorf("agentvet JSON: %s %s: %v", pkg, analyzer, err)
				}
				errs = append(errs, PkgError{pkg, analyzer, failed.Error})
				continue
			}
			var ds []diagnostic
			if err := json.Unmarshal(raw, &ds); err != nil {
				return nil, nil, fmt.Errorf("agentvet JSON: %s %s: %v", pkg, analyzer, err)
			}
			for _, d := range ds {
				file, line, col := splitPosn(d.Posn)
				var origins, from []string
				for _, p := range d.Producers {
					origins = append(origins, p.Origin)
					if pf, pl, _ := splitPosn(p.Posn); pl > 0 {
						if rel := relFile(root, pf); !filepath.IsAbs(rel) {
							from = append(from, rel+":"+strconv.Itoa(pl))
						}
					}
				}
				slices.Sort(from)
				f := Finding{File: relFile(root, file), Line: line, Col: col, Category: d.Category, Message: d.Message,
					Says: claim(d.Position, d.Sink, origins), From: slices.Compact(from)}
				if f.Category == "" {
					f.Category = analyzer
				}
				out = append(out, f)
			}
		}
	}
	sortFindings(out)
	sort.Slice(errs, func(i, j int) bool { return errs[i].String() < errs[j].String() })
	return dedup(out), errs, nil
}

// claim is a finding's Says: "POSITION at SINK from ORIGIN, ORIGIN…",
// the origins sorted and de-duplicated, each part left out when agentvet
// did not say it; "" when it said none of them.
func claim(position, sink string, origins []string) string {
	var parts []string
	if position != "" {
		parts = append(parts, position)
	}
	if sink != "" {
		parts = append(parts, "at "+sink)
	}
	var from []string
	for _, o := range origins {
		if o != "" {
			from = append(from, o)
		}
	}
	sort.Strings(from)
	from = slices.Compact(from)
	if len(from) > 0 {
		parts = append(parts, "from "+strings.Join(from, ", "))
	}
	return strings.Join(parts, " ")
}

// dedup keeps the first of each run of findings with the same key in
// sorted fs (the lowest Says, then column, then message), so which claim
// and message stand for a key do not depend on map order.
func dedup(fs []Finding) []Finding {
	var out []Finding
	for i, f := range fs {
		if i == 0 || f.Key() != fs[i-1].Key() {
			out = append(out, f)
		}
	}
	return out
}

// sortFindings orders findings by file, line, category, says, column and
// message.
func sortFindings(fs []Finding) {
	sort.Slice(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Category != b.Category {
			return a.Category < b.Category
		}
		if a.Says != b.Says {
			return a.Says < b.Says
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Message < b.Message
	})
}

// splitPosn splits "file:line:col" (or "file:line") from the right, since
// a file name may itself contain a colon. A position without a line is
// returned whole as the file, line 0.
func splitPosn(posn string) (file string, line, col int) {
	file = posn
	nums := []int{}
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(file[i+1:])
		if err != nil {
			break
		}
		nums = append(nums, n)
		file = file[:i]
	}
	switch len(nums) {
	case 2:
		return file, nums[1], nums[0]
	case 1:
		return file, nums[0], 0
	}
	return posn, 0, 0
}

// relFile makes an absolute file name relative to root, slash-separated.
// The go command may report the tree through a different spelling of its
// path (a symbolic link in the cache directory), so the resolved root is
// tried too; a file outside the module stays absolute.
func relFile(root, file string) string {
	if !filepath.IsAbs(file) {
		return filepath.ToSlash(file)
	}
	roots := []string{root}
	if real, err := filepath.EvalSymlinks(root); err == nil && real != root {
		roots = append(roots, real)
	}
	for _, r := range roots {
		if rel, err := filepath.Rel(r, file); err == nil && filepath.IsLocal(rel) {
			return filepath.ToSlash(rel)
		}
	}
	return filepath.ToSlash(file)
}
