package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
)

// canonical merges the stream of JSON objects go vet -json prints, one per
// package in whatever order the packages finished, into one object with
// sorted keys. A package's diagnostics keep the order the analyzer gave
// them: that order is part of what the determinism check compares. It also
// returns the analyzer errors the stream holds (an {"error": …} in place
// of a diagnostic list), sorted.
func canonical(stream []byte) ([]byte, []string, error) {
	merged := map[string]map[string]json.RawMessage{}
	dec := json.NewDecoder(bytes.NewReader(stream))
	for {
		var obj map[string]map[string]json.RawMessage
		err := dec.Decode(&obj)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, nil, fmt.Errorf("go vet -json output at byte %d: %v", dec.InputOffset(), err)
		}
		for pkg, byAnalyzer := range obj {
			if merged[pkg] == nil {
				merged[pkg] = map[string]json.RawMessage{}
			}
			for a, v := range byAnalyzer {
				if _, dup := merged[pkg][a]; dup {
					return nil, nil, fmt.Errorf("go vet -json output: %s reported twice for %s", a, pkg)
				}
				merged[pkg][a] = v
			}
		}
	}
	var errs []string
	for pkg, byAnalyzer := range merged {
		for a, v := range byAnalyzer {
			var e struct {
				Error string `json:"error"`
			}
			if bytes.HasPrefix(bytes.TrimSpace(v), []byte("{")) && json.Unmarshal(v, &e) == nil && e.Error != "" {
				errs = append(errs, fmt.Sprintf("%s: %s: %s", pkg, a, e.Error))
			}
		}
	}
	sort.Strings(errs)
	out, err := json.MarshalIndent(merged, "", "\t")
	if err != nil {
		return nil, nil, err
	}
	return append(out, '\n'), errs, nil
}

// countDiagnostics returns the number of diagnostics in a canonical
// document.
func countDiagnostics(doc []byte) (int, error) {
	var merged map[string]map[string]json.RawMessage
	if err := json.Unmarshal(doc, &merged); err != nil {
		return 0, err
	}
	n := 0
	for _, byAnalyzer := range merged {
		for _, v := range byAnalyzer {
			var diags []json.RawMessage
			if json.Unmarshal(v, &diags) == nil {
				n += len(diags)
			}
		}
	}
	return n, nil
}

// firstDifference returns the 1-based line of the first difference
// between a and b and the two lines, for a report.
func firstDifference(a, b []byte) (int, string, string) {
	al, bl := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := 0; i < max(len(al), len(bl)); i++ {
		var x, y []byte
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if !bytes.Equal(x, y) {
			return i + 1, string(x), string(y)
		}
	}
	return 0, "", ""
}
