package output

import (
	"encoding/json"
	"io"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
	"github.com/agentvet/agentvet/internal/report"
)

// The JSON types follow the go/analysis JSON tree that go vet -json and
// the x/tools checkers print (package → analyzer → diagnostics, or
// {"error": …}), with agentvet's structured fields added to each
// diagnostic: the enclosing function, the position reached, the sink and
// every producer. "related" is the whole path, hops in other packages
// included.
type jsonDiagnostic struct {
	Category       string         `json:"category,omitempty"`
	Posn           string         `json:"posn"`
	End            string         `json:"end"`
	Message        string         `json:"message"`
	SuggestedFixes []jsonFix      `json:"suggested_fixes,omitempty"`
	Related        []jsonRelated  `json:"related,omitempty"`
	Function       string         `json:"function,omitempty"`
	Position       string         `json:"position,omitempty"`
	Sink           string         `json:"sink,omitempty"`
	Producers      []jsonProducer `json:"producers,omitempty"`
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

type jsonProducer struct {
	Origin string `json:"origin"`
	What   string `json:"what"`
	Posn   string `json:"posn,omitempty"`
}

type jsonError struct {
	Err string `json:"error"`
}

// FailureKey is the analyzer key of a package that could not be analysed
// at all (it did not load or type-check) in the JSON tree.
const FailureKey = "agentvet"

// JSON writes the JSON tree of the reported findings and of the packages
// that could not be analysed. Positions carry absolute file names, as go
// vet's do. Keys are sorted (encoding/json sorts map keys) and each list
// keeps the order of fs, so the output is deterministic.
func JSON(w io.Writer, fs []report.Finding, failures []driver.Failure) error {
	tree := map[string]map[string]any{}
	at := func(pkg string) map[string]any {
		m := tree[pkg]
		if m == nil {
			m = map[string]any{}
			tree[pkg] = m
		}
		return m
	}
	for i := range fs {
		f := &fs[i]
		if f.Suppressed {
			continue
		}
		m := at(f.Package)
		list, _ := m[f.Analyzer].([]jsonDiagnostic)
		m[f.Analyzer] = append(list, diagnostic(f))
	}
	for i := range failures {
		f := &failures[i]
		key := f.Analyzer
		if key == "" {
			key = FailureKey
		}
		at(f.Package)[key] = jsonError{f.Detail("")}
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

func diagnostic(f *report.Finding) jsonDiagnostic {
	d := jsonDiagnostic{
		Category: f.Category,
		Posn:     Posn("", f.Pos),
		End:      Posn("", f.End),
		Message:  f.Message,
		Function: f.Func,
		Position: f.Position,
		Sink:     f.Sink,
	}
	for _, fix := range f.Fixes {
		jf := jsonFix{Message: fix.Message, Edits: []jsonEdit{}}
		for _, e := range fix.Edits {
			jf.Edits = append(jf.Edits, jsonEdit{Filename: e.File, Start: e.Start, End: e.End, New: e.New})
		}
		d.SuggestedFixes = append(d.SuggestedFixes, jf)
	}
	for _, h := range f.Path {
		d.Related = append(d.Related, jsonRelated{Posn: Posn("", h.Pos), End: Posn("", h.End), Message: h.What})
	}
	for _, p := range f.Producers {
		jp := jsonProducer{Origin: p.Origin, What: p.What}
		if p.Pos.File != "" {
			jp.Posn = Posn("", p.Pos)
		}
		d.Producers = append(d.Producers, jp)
	}
	return d
}
