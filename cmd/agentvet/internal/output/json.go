package output

import (
	"encoding/json"
	"io"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
)

// The JSON types follow the go/analysis JSON tree that go vet -json and
// the x/tools checkers print: package ID → analyzer → diagnostics, or
// {"error": …} for an analyzer that failed.
type jsonDiagnostic struct {
	Category       string        `json:"category,omitempty"`
	Posn           string        `json:"posn"`
	End            string        `json:"end"`
	Message        string        `json:"message"`
	SuggestedFixes []jsonFix     `json:"suggested_fixes,omitempty"`
	Related        []jsonRelated `json:"related,omitempty"`
}

type jsonFix struct {
	Message string     `json:"message"`
	Edits   []jsonEdit `json:"edits"`
}

type jsonEdit struct {
	Filename string `json:"filename"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	New      string `json:"new"`
}

type jsonRelated struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

type jsonError struct {
	Err string `json:"error"`
}

// JSON writes the JSON tree of the reported findings and of the analyzer
// errors. Positions carry absolute file names, as go vet's do. Keys are
// sorted (encoding/json sorts map keys) and each list keeps the order of
// fs, so the output is deterministic.
func JSON(w io.Writer, fs []driver.Finding, errs []driver.AnalysisError) error {
	tree := map[string]map[string]any{}
	at := func(id string) map[string]any {
		m := tree[id]
		if m == nil {
			m = map[string]any{}
			tree[id] = m
		}
		return m
	}
	for i := range fs {
		f := &fs[i]
		if f.Suppressed {
			continue
		}
		d := jsonDiagnostic{Category: f.Category, Posn: f.Posn.String(), End: f.End.String(), Message: f.Message}
		for _, fix := range f.Fixes {
			jf := jsonFix{Message: fix.Message, Edits: []jsonEdit{}}
			for _, e := range fix.Edits {
				jf.Edits = append(jf.Edits, jsonEdit{Filename: e.Filename, Start: e.Start, End: e.End, New: e.New})
			}
			d.SuggestedFixes = append(d.SuggestedFixes, jf)
		}
		for _, r := range f.Related {
			d.Related = append(d.Related, jsonRelated{Posn: r.Posn.String(), End: r.End.String(), Message: r.Message})
		}
		m := at(f.PackageID)
		list, _ := m[f.Analyzer].([]jsonDiagnostic)
		m[f.Analyzer] = append(list, d)
	}
	for _, e := range errs {
		at(e.PackageID)[e.Analyzer] = jsonError{e.Err.Error()}
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}
