package guard

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/agentvet/agentvet/taint"
)

// hasMarker reports whether JSON text holds the taint marker: literally,
// or in a key or string that spells it with escapes ("\u005f_loomTainted"
// is the marker once decoded). It reads the text once and decodes only
// string literals that contain an escape.
func hasMarker(text []byte) bool {
	if bytes.Contains(text, []byte(taint.Marker)) {
		return true
	}
	for i := 0; i < len(text); i++ {
		if text[i] != '"' {
			continue
		}
		start, escaped := i, false
		for i++; i < len(text) && text[i] != '"'; i++ {
			if text[i] == '\\' {
				escaped = true
				i++ // skip the escaped byte, a quote included
			}
		}
		if !escaped || i >= len(text) {
			continue
		}
		var s string
		if json.Unmarshal(text[start:i+1], &s) == nil && strings.Contains(s, taint.Marker) {
			return true
		}
	}
	return false
}

// jsonTaint decodes JSON text that holds the marker and scans it: the
// joined origins of the wrappers found; MarkerInText when there are none
// (a stringified or forged wrapper); ScanBoundExceeded, after what was
// found, past the scan bound, and also when the text cannot be decoded at
// all (nested deeper than encoding/json follows, or not JSON).
func jsonTaint(text []byte) string {
	var v any
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return taint.ScanBoundExceeded
	}
	if r := taint.Scan(v); r.Tainted {
		return r.Origin()
	}
	return taint.MarkerInText
}
