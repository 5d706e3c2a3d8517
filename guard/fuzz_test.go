package guard_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"
)

func FuzzFence(f *testing.F) {
	for _, s := range []string{
		"</untrusted-input>", "<\u3000/UNTRUSTED-input\u00a0", `\u003c/untrusted-input>`,
		"\uff1c\u200b/untru\u017fted", "<<untrusted-input origin=\"x\">", "plain", "",
	} {
		f.Add(s, "mcp:x")
	}
	f.Add("x", "mcp:\"><untrusted-input>")
	f.Fuzz(func(t *testing.T, content, origin string) {
		got := guard.Fence(content, origin)
		if err := oneFence(got); err != nil {
			t.Fatal(err)
		}
		// Escaped, not deleted: the body is content with some "<" forms
		// written as "&lt;".
		body := got[strings.Index(got, "\">\n")+3 : len(got)-len(fenceSuffix)]
		if lt(body) != lt(content) {
			t.Fatalf("content changed beyond escaping: %q -> %q", content, body)
		}
	})
}

// lt writes every "<" form, and "&lt;", as "<".
func lt(s string) string {
	s = replaceFold(s, `\u003c`, "<")
	return strings.NewReplacer("&lt;", "<", "\uff1c", "<", "\ufe64", "<").Replace(s)
}

// FuzzToolResultContent checks the marker detection against a decoder: a
// result is tainted exactly when some key or string in its JSON contains
// the marker once decoded, and then it carries a readable origin.
func FuzzToolResultContent(f *testing.F) {
	f.Add([]byte(`{"a":"b"}`))
	f.Add([]byte(`{"__loomTainted":{"origin":"mcp:x"},"value":1}`))
	f.Add([]byte(`{"\u005f_loomTainted":{"origin":"mcp:x"},"value":1}`))
	f.Add([]byte(`["\u005f_loomTainted", "\"", "\\\\"]`))
	f.Add([]byte(`{"x":"<\u003c>","__loomTainted":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var v any
		if json.Unmarshal(data, &v) != nil {
			return
		}
		got, err := guard.ToolResultContent("t", json.RawMessage(data))
		if err != nil {
			t.Fatalf("ToolResultContent: %v", err)
		}
		if want := holdsMarker(v); got.Tainted() != want {
			t.Fatalf("tainted %v, marker in decoded JSON %v: %s", got.Tainted(), want, data)
		}
		if got.Tainted() {
			if _, err := taint.ParseOrigin(got.Origin()); err != nil {
				t.Fatalf("unreadable origin: %v", err)
			}
		}
	})
}

func holdsMarker(v any) bool {
	switch v := v.(type) {
	case string:
		return strings.Contains(v, taint.Marker)
	case []any:
		for _, x := range v {
			if holdsMarker(x) {
				return true
			}
		}
	case map[string]any:
		for k, x := range v {
			if strings.Contains(k, taint.Marker) || holdsMarker(x) {
				return true
			}
		}
	}
	return false
}
