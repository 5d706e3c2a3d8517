package guard

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/agentvet/agentvet/taint"
)

// NormalizeToolOutput takes a tool's output through one JSON round trip
// (decoding numbers as json.Number), so that every later reader (the log,
// the fence, the taint scan, a write-back) sees one value, the one a
// replay of the log sees. A plain-JSON output is byte-identical after it.
// An output whose JSON differs between two serialisations (a stateful
// MarshalJSON, say) is an error naming the tool: the alternative is a
// fence the replay cannot reproduce. An output JSON cannot represent is an
// error too.
func NormalizeToolOutput(tool string, out any) (any, error) {
	first, err := json.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("guard: tool %q: output is not JSON: %w", tool, err)
	}
	second, err := json.Marshal(out)
	if err != nil || !bytes.Equal(first, second) {
		return nil, fmt.Errorf("guard: tool %q: output is unstable: its JSON differs between two serialisations", tool)
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(first))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("guard: tool %q: output JSON does not decode: %w", tool, err)
	}
	return v, nil
}

// ToolResultContent is the text a model is shown for a tool result: the
// JSON of {"tool":T,"result":R}, serialised first, because the model reads
// the serialisation and not the live value. Text without the taint marker
// is plain, exactly that text. Text with it is tainted as a whole, since a
// fence around a fragment of a JSON document leaves the rest to be read
// as instructions: with the joined origins of every wrapper found in the
// parsed text; with MarkerInText when the marker is only text (a
// stringified or forged wrapper); with ScanBoundExceeded, after any
// origins found before it, when the parsed text is too large or deep to
// scan. A key that spells the marker with \u escapes counts as the marker.
func ToolResultContent(tool string, result any) (Text, error) {
	text, err := json.Marshal(struct {
		Tool   string `json:"tool"`
		Result any    `json:"result"`
	}{tool, result})
	if err != nil {
		return Text{}, fmt.Errorf("guard: tool %q: result is not JSON: %w", tool, err)
	}
	if !hasMarker(text) {
		return Plain(string(text)), nil
	}
	return Untrusted(taint.New(string(text), jsonTaint(text))), nil
}
