// Package record is the protocol between agentvet as a go vet tool and
// the standalone agentvet command that drives go vet: what one analyzer
// found on one package, as structured data, one JSON object per line on
// the tool's stdout.
//
// go vet saves a tool's stdout in its build cache with the package's vet
// result and replays it on the next run, so records travel through the
// cache unchanged: a rerun on an unchanged tree reads them back without
// analysing anything.
package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/agentvet/agentvet/internal/flow"
	"github.com/agentvet/agentvet/internal/report"
)

// Key is the one key of the JSON object that carries a Record. An import
// path cannot contain "@", so a record never reads as the go/analysis
// JSON tree (package → analyzer → diagnostics) that go vet's -json also
// prints on the same stream.
const Key = "@agentvet"

// EmitFlag is the tool flag that turns emit mode on; its value goes into
// go vet's cache key.
const EmitFlag = "agentvet.emit"

// Inventory is the name of the tool's analyzer that records what the
// engine did with a package (skipped and why, taint.Unwrap sites).
const Inventory = "inventory"

// Version changes whenever Record changes shape; the standalone command
// puts it in the cache key it gives go vet, so a record written by an
// older agentvet is never replayed to a newer one.
const Version = 2

// Record is what one analyzer did on one package.
type Record struct {
	// Package is the import path of the package analysed.
	Package string `json:"package"`
	// Test is set when the unit go vet analysed included the package's
	// _test.go files (go vet analyses a package with its tests).
	Test     bool   `json:"test,omitempty"`
	Analyzer string `json:"analyzer"`
	// Findings are the analyzer's findings, suppressed ones included.
	Findings []report.Finding `json:"findings,omitempty"`
	// Skipped says why the engine did not analyse the package ("standard
	// library", "preset package", …); "" when it did.
	Skipped string `json:"skipped,omitempty"`
	// Unwraps are the taint.Unwrap sites of the package (the inventory).
	Unwraps []Unwrap `json:"unwraps,omitempty"`
	// Offer is what the package gives the wiring pass (the inventory):
	// its interfaces and the methods whose summaries matter.
	Offer *flow.Offer `json:"offer,omitempty"`
	// Error is the analyzer's failure; nothing else is set then.
	Error string `json:"error,omitempty"`
}

// Unwrap is one call of an unwrapper and what its value reaches.
type Unwrap struct {
	Pos     report.Pos `json:"pos"`
	Func    string     `json:"func"`
	Origin  string     `json:"origin,omitempty"`
	Reaches []string   `json:"reaches,omitempty"`
}

// envelope is the JSON object a record travels in.
type envelope struct {
	Record *Record `json:"@agentvet"`
}

// Marshal returns r as one line of JSON.
func Marshal(r *Record) ([]byte, error) {
	data, err := json.Marshal(envelope{r})
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// Tree is go vet's JSON tree of one unit: package ID → analyzer → either
// a list of diagnostics or {"error": …}. The standalone command reads
// only its errors (an analyzer whose prerequisite failed).
type Tree map[string]map[string]json.RawMessage

// Stream reads go vet -json's stdout: records, and the trees of the units
// that were not analysed only for their facts. It calls rec for each
// record and tree for each tree, in stream order.
func Stream(r io.Reader, rec func(*Record), tree func(Tree)) error {
	dec := json.NewDecoder(r)
	for {
		var raw json.RawMessage
		err := dec.Decode(&raw)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading go vet's output: %w", err)
		}
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(raw, &obj); err != nil {
			return fmt.Errorf("reading go vet's output: %w", err)
		}
		if body, ok := obj[Key]; ok && len(obj) == 1 {
			var r Record
			if err := strictUnmarshal(body, &r); err != nil {
				return fmt.Errorf("reading an agentvet record: %w", err)
			}
			rec(&r)
			continue
		}
		var t Tree
		if err := json.Unmarshal(raw, &t); err != nil {
			return fmt.Errorf("reading go vet's JSON tree: %w", err)
		}
		tree(t)
	}
}

// strictUnmarshal refuses fields a Record does not have: a record from a
// tool of another version is a protocol error, not a silent loss.
func strictUnmarshal(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// TreeError is an analyzer error found in a Tree.
type TreeError struct {
	Package, Analyzer, Err string
}

// Errors returns the analyzer errors of t, in no particular order.
func (t Tree) Errors() []TreeError {
	var out []TreeError
	for pkg, byAnalyzer := range t {
		for name, raw := range byAnalyzer {
			var e struct {
				Err string `json:"error"`
			}
			if len(raw) > 0 && raw[0] == '{' && json.Unmarshal(raw, &e) == nil && e.Err != "" {
				out = append(out, TreeError{pkg, name, e.Err})
			}
		}
	}
	return out
}
